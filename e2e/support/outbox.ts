import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The data directory of the server under test (set by e2e/run.mjs). */
export const dataDir = process.env.E2E_DATA_DIR ?? '/tmp/studio-e2e';

interface OutboxMail {
  to: string;
  subject: string;
  kind: string;
  links: Record<string, string> | string[];
  at: string;
}

/**
 * Waits for the newest outbox mail of a kind to an address (the embedded server writes mail to
 * <data dir>/outbox/ as .eml + .json) and returns its first link.
 */
export async function waitForMailLink(
  to: string,
  kind: string,
  timeoutMs = 10_000,
  dir = path.join(dataDir, 'outbox'),
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(dir).catch(() => [] as string[]);
    const mails: OutboxMail[] = [];
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      mails.push(JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxMail);
    }
    const match = mails
      .filter((m) => m.to.toLowerCase() === to.toLowerCase() && m.kind === kind)
      .sort((a, b) => b.at.localeCompare(a.at))[0];
    const links = match ? Object.values(match.links) : [];
    if (links[0]) return links[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no "${kind}" mail to ${to} in ${dir} within ${timeoutMs} ms`);
}
