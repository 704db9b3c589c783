import { PassThrough } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { formatRecord, prettyLogStream } from './pretty-log';

const plain = new Proxy({}, { get: () => (text: string) => text }) as Parameters<typeof formatRecord>[2];

describe('formatRecord', () => {
  it('writes the message and then the other fields as key=value, leaving out pino and request fields', () => {
    const line = formatRecord(
      {
        level: 30,
        time: 1,
        pid: 7,
        hostname: 'vm',
        msg: 'housekeeping done',
        blobsRemoved: 3,
        kind: 'import',
        note: 'two words',
        reqId: 'r-1',
        req: { method: 'GET' },
        res: { statusCode: 200 },
        responseTime: 4,
      },
      'msg',
      plain,
    );
    expect(line).toBe('housekeeping done blobsRemoved=3 kind=import note="two words"');
  });

  it('does not repeat a value the message already says, as a whole word', () => {
    const line = formatRecord(
      {
        level: 30,
        msg: 'Studio is ready at http://localhost:3000',
        publicUrl: 'http://localhost:3000',
        port: 300,
      },
      'msg',
      plain,
    );
    expect(line).toBe('Studio is ready at http://localhost:3000 port=300');
    expect(formatRecord({ level: 30, msg: 'seeded 48 parts', parts: 48, attempt: 4 }, 'msg', plain)).toBe(
      'seeded 48 parts attempt=4',
    );
  });

  it("puts a mail's links on lines of their own, whole", () => {
    const link = 'http://localhost:3000/confirm?type=verify-email&token=eyJhbGciOiJIUzI1NiJ9.e30.sig';
    const line = formatRecord(
      { level: 30, msg: 'mail "Confirm" kept in the outbox', links: { action: link }, to: 'ada@example.com' },
      'msg',
      plain,
    );
    expect(line.split('\n')).toEqual(['mail "Confirm" kept in the outbox to=ada@example.com', `    ${link}`]);
  });

  it("writes an error's stack under the message and names the request on warnings and errors", () => {
    const err = {
      type: 'Error',
      message: 'disk full',
      stack: 'Error: disk full\n    at write (store.ts:3:1)',
    };
    const line = formatRecord(
      { level: 40, msg: 'could not record import progress', dutId: 'd-1', reqId: 'req-9', err },
      'msg',
      plain,
    );
    expect(line.split('\n')).toEqual([
      'could not record import progress dutId=d-1 (request req-9)',
      '    Error: disk full',
      '        at write (store.ts:3:1)',
    ]);
    expect(formatRecord({ level: 30, msg: 'fine', reqId: 'req-9' }, 'msg', plain)).toBe('fine');
  });
});

describe('prettyLogStream', () => {
  it('turns pino records into one line each: time, level, message', async () => {
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    const log = pino({ level: 'info' }, prettyLogStream({ destination: out, colorize: false }));
    log.info({ parts: 48 }, 'seeded the parts catalog with 48 parts');
    log.debug('not shown at info');
    log.warn({ jobId: 'j-1' }, 'job failed');
    await new Promise((resolve) => setImmediate(resolve));
    const lines = chunks.join('').trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: seeded the parts catalog with 48 parts$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: job failed jobId=j-1$/);
  });
});
