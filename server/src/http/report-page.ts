import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DFT_REPORT_DESCRIPTION } from '@studio/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loadActor } from '../auth/session';
import { reportPageTitle } from '../services/dft-reports/page-title';

/** `/dft-report/{uuid}` and `/dft-report/{uuid}/summary` (with or without a trailing slash). */
const REPORT_PAGE = /^\/dft-report\/([^/?#]+)(?:\/summary)?\/?$/;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The app's index.html with its `<title>` and `<meta name="description">` replaced (or added before
 * `</head>`), so that link previews and search engines see them without running scripts
 * (PRODUCT.md §11).
 */
export function injectHead(html: string, head: { title: string; description: string }): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const meta = `<meta name="description" content="${escapeHtml(head.description)}" />`;
  let out = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : html.replace(/<\/head>/i, () => `${title}</head>`);
  out = /<meta\s+name=["']description["'][^>]*>/i.test(out)
    ? out.replace(/<meta\s+name=["']description["'][^>]*>/i, () => meta)
    : out.replace(/<\/title>/i, () => `</title>${meta}`);
  return out;
}

/** The report id when the request is for a DFT report page, else null. */
export function reportPageId(url: string): string | null {
  const match = REPORT_PAGE.exec(url.split('?')[0] ?? '');
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return ''; // a malformed escape: no such report, the default title
  }
}

/** Sends index.html with the report page's title and description. */
export async function sendReportPage(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  reportId: string,
) {
  const [html, title] = await Promise.all([
    readFile(path.join(root, 'index.html'), 'utf8'),
    reportPageTitle(request.server.deps.db, await loadActor(request), reportId),
  ]);
  return reply
    .header('cache-control', 'private, no-cache')
    .header('vary', 'Cookie')
    .type('text/html; charset=utf-8')
    .send(injectHead(html, { title, description: DFT_REPORT_DESCRIPTION }));
}
