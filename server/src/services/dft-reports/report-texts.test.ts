import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ReportTextCache, type ReportTexts, shareReportTexts, unzipReportTexts } from './report-texts';

const texts = (analysisChars: number, configChars = 2): ReportTexts =>
  shareReportTexts('a'.repeat(analysisChars), 'c'.repeat(configChars));

/** A reader that counts its reads and answers when told to. */
function reader(answer: ReportTexts) {
  let reads = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    read: async () => {
      reads++;
      await gate;
      return answer;
    },
    release: () => release(),
    reads: () => reads,
  };
}

describe('the report text cache', () => {
  it('reads a report once for overlapping requests and keeps it for the next', async () => {
    const cache = new ReportTextCache(100);
    const r = reader(texts(10));
    const fifty = Array.from({ length: 50 }, () => cache.get('r1', r.read));
    r.release();
    const got = await Promise.all(fifty);
    expect(r.reads()).toBe(1);
    expect(new Set(got).size).toBe(1);
    expect(await cache.get('r1', r.read)).toBe(got[0]);
    expect(r.reads()).toBe(1);
    expect(cache.stats()).toEqual({ bytes: 12, entries: 1 });
  });

  it('drops the least recently used report when the budget is reached', async () => {
    const cache = new ReportTextCache(30); // three reports of 10 + 2 characters do not fit
    const read = (t: ReportTexts) => async () => t;
    await cache.get('r1', read(texts(10)));
    await cache.get('r2', read(texts(10)));
    await cache.get('r1', read(texts(10))); // r1 used again: r2 is now the oldest
    let reads = 0;
    const counted = async () => {
      reads++;
      return texts(10);
    };
    await cache.get('r3', counted);
    expect(cache.stats()).toEqual({ bytes: 24, entries: 2 });
    await cache.get('r1', counted);
    expect(reads).toBe(1); // r1 was kept
    await cache.get('r2', counted);
    expect(reads).toBe(2); // r2 was dropped and read again
    expect(cache.stats().bytes).toBeLessThanOrEqual(30);
  });

  it('never keeps a text larger than the budget, and never keeps a failed read', async () => {
    const cache = new ReportTextCache(30);
    await cache.get('big', async () => texts(40));
    expect(cache.stats()).toEqual({ bytes: 0, entries: 0 });
    await expect(
      cache.get('bad', async () => {
        throw new Error('connection lost');
      }),
    ).rejects.toThrow('connection lost');
    expect(await cache.get('bad', async () => texts(1))).toEqual(texts(1));
  });
});

describe('the report texts in shared memory', () => {
  it('hold both texts as UTF-8 in one SharedArrayBuffer, and decode to the same text', () => {
    // Issue 13: a worker thread receives shared memory without a copy; posting the texts as strings
    // cloned megabytes on the event loop for every summary PDF.
    const analysis = '{"rule":"≥ 1.27 mm","note":"µ — 𝑥"}';
    const shared = shareReportTexts(analysis, '{"side":"bottom"}');
    expect(shared.analysisUtf8.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(shared.configUtf8.buffer).toBe(shared.analysisUtf8.buffer);
    expect(shared.analysisUtf8.byteLength).toBe(Buffer.byteLength(analysis));
    expect(new TextDecoder().decode(shared.analysisUtf8)).toBe(analysis);
    expect(new TextDecoder().decode(shared.configUtf8)).toBe('{"side":"bottom"}');
  });

  it('reach a worker thread as the same memory, not a copy', async () => {
    const shared = shareReportTexts('{"a":1}', '{}');
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads');
       parentPort.once('message', (texts) => { texts.analysisUtf8[5] = 0x32; parentPort.postMessage('done'); });`,
      { eval: true },
    );
    try {
      const answered = once(worker, 'message');
      worker.postMessage(shared);
      await answered;
      expect(new TextDecoder().decode(shared.analysisUtf8)).toBe('{"a":2}');
    } finally {
      await worker.terminate();
    }
  });
});

describe('a stored analysis unzipped into the shared buffer (decision 0077)', () => {
  it('holds the analysis text, then the configuration, in shared memory', async () => {
    // 3 MB over several 1 MB pieces, with multi-byte characters.
    const analysis = JSON.stringify({ findings: Array.from({ length: 60_000 }, (_, i) => `µm ${i} – ✓`) });
    const texts = await unzipReportTexts(gzipSync(analysis), '{"c":"é"}');
    expect(texts.analysisUtf8.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(texts.analysisUtf8.buffer).toBe(texts.configUtf8.buffer);
    expect(Buffer.from(texts.analysisUtf8).toString('utf8')).toBe(analysis);
    expect(Buffer.from(texts.configUtf8).toString('utf8')).toBe('{"c":"é"}');
  });

  it('refuses a gzip whose trailer does not give its size', async () => {
    const gzip = gzipSync('{"a":1}');
    gzip.writeUInt32LE(3, gzip.byteLength - 4);
    // zlib checks the trailer as well; either way nothing half-written is answered.
    await expect(unzipReportTexts(gzip, '{}')).rejects.toThrow(/incorrect length check|gzip says/);
  });
});
