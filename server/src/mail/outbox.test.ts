import { readFileSync, watch } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxMailer } from './outbox';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('outbox mailer', () => {
  it('a mail file is whole the moment its name appears (a watcher never reads half a sidecar)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    dirs.push(dir);
    await mkdir(dir, { recursive: true });
    const mailer = createOutboxMailer({ dir, from: 'studio@example.com', log: { info() {} } });
    const seen: string[] = [];
    // Read every .json the moment the directory says it appeared, as e2e/support/outbox.ts does in a loop.
    const watcher = watch(dir, (_event, name) => {
      if (name?.endsWith('.json')) {
        try {
          seen.push(readFileSync(path.join(dir, name), 'utf8'));
        } catch {
          // gone again or renamed over: nothing was read
        }
      }
    });
    try {
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          mailer.send({
            to: `user${i}@example.com`,
            subject: `Confirm ${i}`,
            kind: 'verify-email',
            text: `Open https://studio.example/${i}`,
            html: '',
            links: { confirm: `https://studio.example/${i}` },
          }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      watcher.close();
    }
    expect(seen.length).toBeGreaterThan(0);
    for (const text of seen) expect(() => JSON.parse(text)).not.toThrow();
    const names = await readdir(dir);
    expect(names.filter((n) => n.endsWith('.json'))).toHaveLength(40);
    expect(names.filter((n) => n.endsWith('.eml'))).toHaveLength(40);
    expect(names.filter((n) => n.includes('partial'))).toEqual([]);
  });
});
