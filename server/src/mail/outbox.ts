import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mail, Mailer } from './mailer';

export interface OutboxLog {
  info(obj: object, msg: string): void;
}

/** The file name of an outbox mail without extension: `<iso-time>-<to>-<subject-slug>`. */
export function outboxName(mail: Mail, at: Date): string {
  const slug = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9@.]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60);
  return `${at.toISOString().replace(/[:.]/g, '-')}-${slug(mail.to)}-${slug(mail.subject)}`;
}

/**
 * Writes a file under a temporary name and renames it into place, so that whoever watches the outbox
 * (a person, a test, a script following the links) never reads half a mail.
 */
async function writeWhole(file: string, text: string): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, text, { mode: 0o600 });
  await rename(partial, file);
}

/**
 * Without SMTP, mails are written to `<dataDir>/outbox/` as readable .eml files plus a .json sidecar
 * with the links, and the links are logged, so that a fresh embedded install can confirm its first
 * account (and tests can follow the links).
 */
export function createOutboxMailer(options: { dir: string; from: string; log: OutboxLog }): Mailer {
  return {
    mode: 'outbox',
    async send(mail) {
      await mkdir(options.dir, { recursive: true });
      const at = new Date();
      const base = path.join(options.dir, outboxName(mail, at));
      const eml = [
        `From: ${options.from}`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        `Date: ${at.toUTCString()}`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        '',
        mail.text,
        '',
      ].join('\r\n');
      await writeWhole(`${base}.eml`, eml);
      const sidecar = { to: mail.to, subject: mail.subject, kind: mail.kind, links: mail.links, at };
      await writeWhole(`${base}.json`, `${JSON.stringify(sidecar, null, 2)}\n`);
      options.log.info(
        { to: mail.to, kind: mail.kind, links: mail.links, file: `${base}.eml` },
        `mail "${mail.subject}" kept in the outbox, not sent (no SMTP_URL)`,
      );
    },
    async close() {},
  };
}
