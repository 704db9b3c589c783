import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors';
import { reportPageId, sendReportPage } from './report-page';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built web app (WEB_DIST_DIR): Vite's hashed files under assets/ are cached for a year
 * (immutable), sent brotli- or gzip-compressed from the build's own copies when the browser accepts;
 * index.html and builds/* (new-version detection, PRODUCT.md §11) are revalidated on every load.
 * Every other GET that is not an API call gets index.html (the SPA routes itself); unknown /api/*
 * paths get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance): Promise<void> {
  const root = app.deps.config.webDistDir;
  const built = existsSync(path.join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      index: false,
      cacheControl: false,
      // The build writes brotli and gzip copies (web/src/build/precompress-plugin.ts): sent as they
      // are with Content-Encoding and Vary, no compression per request.
      preCompressed: true,
      setHeaders(res, filePath) {
        const relative = path
          .relative(root, filePath)
          .split(path.sep)
          .join('/')
          .replace(/\.(br|gz)$/, '');
        if (relative.startsWith('assets/')) res.header('cache-control', IMMUTABLE);
        else if (relative === 'index.html' || relative.startsWith('builds/'))
          res.header('cache-control', NO_CACHE);
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  const sendApp = (reply: FastifyReply) =>
    reply.header('cache-control', NO_CACHE).sendFile('index.html', root, { cacheControl: false });
  // The static plugin would answer the root directory itself with 403 (no directory index).
  if (built) app.get('/', (_request, reply) => sendApp(reply));

  // Answers to unknown addresses count against the rate limit like any other request.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    if (isApi(request)) {
      return sendError(
        reply,
        request,
        404,
        'not_found',
        `No API route ${request.method} ${pathOf(request)}.`,
      );
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(reply, request, 404, 'not_found', `Nothing at ${request.method} ${pathOf(request)}.`);
    }
    if (!built) return sendNotBuilt(reply, root);
    // A missing hashed asset or build file must not be answered with the app's HTML.
    if (/^\/(assets|builds)\//.test(pathOf(request))) {
      return sendError(reply, request, 404, 'not_found', `No file ${pathOf(request)}.`);
    }
    // DFT report pages carry their own title and description in the HTML (PRODUCT.md §2, §11).
    const reportId = request.method === 'GET' ? reportPageId(request.url) : null;
    if (reportId !== null) return sendReportPage(request, reply, root, reportId);
    return sendApp(reply);
  });
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';
const isApi = (request: FastifyRequest) => /^\/api(\/|$)/.test(pathOf(request));

function sendNotBuilt(reply: FastifyReply, root: string) {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Studio - PCBA Test Fixture Design Tools</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>Studio is running, but the web app is not built</h1>
<p>The server found no web app in <code>${root.replace(/[<>&]/g, '')}</code>.
Build it with <code>npm run build</code> (or start everything with <code>npm start</code>),
or point <code>WEB_DIST_DIR</code> at a built copy.</p>
<p>The API works: see <a href="/api/health">/api/health</a> and <a href="/api/docs">/api/docs</a>.</p>
</body></html>`;
  return reply.code(200).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(html);
}
