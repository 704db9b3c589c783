import { describe, expect, it } from 'vitest';
import { ReportTextCache, type ReportTexts } from './report-texts';

const texts = (analysisChars: number, configChars = 2): ReportTexts => ({
  analysisJson: 'a'.repeat(analysisChars),
  configJson: 'c'.repeat(configChars),
});

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
    expect(cache.stats()).toEqual({ chars: 12, entries: 1 });
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
    expect(cache.stats()).toEqual({ chars: 24, entries: 2 });
    await cache.get('r1', counted);
    expect(reads).toBe(1); // r1 was kept
    await cache.get('r2', counted);
    expect(reads).toBe(2); // r2 was dropped and read again
    expect(cache.stats().chars).toBeLessThanOrEqual(30);
  });

  it('never keeps a text larger than the budget, and never keeps a failed read', async () => {
    const cache = new ReportTextCache(30);
    await cache.get('big', async () => texts(40));
    expect(cache.stats()).toEqual({ chars: 0, entries: 0 });
    await expect(
      cache.get('bad', async () => {
        throw new Error('connection lost');
      }),
    ).rejects.toThrow('connection lost');
    expect(await cache.get('bad', async () => texts(1))).toEqual(texts(1));
  });
});
