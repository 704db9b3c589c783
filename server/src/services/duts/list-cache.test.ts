import { describe, expect, it } from 'vitest';
import { DutListCache, type ListCacheOptions } from './list-cache';

function cache(options: Partial<ListCacheOptions> = {}) {
  const clock = { t: 1_000 };
  const bus = { continuity: 1 as number | null };
  const lists = new DutListCache({
    ttlMs: 5_000,
    maxBytes: 1_000,
    now: () => clock.t,
    continuity: () => bus.continuity,
    ...options,
  });
  return { lists, clock, bus };
}

describe('DutListCache', () => {
  it('keeps an answer per company and query, and serves it until the TTL', () => {
    const { lists, clock } = cache();
    lists.put('A', 'page 1', '{"a":1}', lists.mark());
    expect(lists.get('A', 'page 1')).toBe('{"a":1}');
    expect(lists.get('A', 'page 2')).toBeUndefined();
    expect(lists.get('B', 'page 1')).toBeUndefined();
    clock.t += 4_999;
    expect(lists.get('A', 'page 1')).toBe('{"a":1}');
    clock.t += 1;
    expect(lists.get('A', 'page 1')).toBeUndefined();
    expect(lists.size).toBe(0);
  });

  it('forgets a company on its DUT events, and only that company', () => {
    const { lists } = cache();
    lists.put('A', 'k', 'a', lists.mark());
    lists.put('B', 'k', 'b', lists.mark());
    lists.observe({ type: 'dut.updated', companyId: 'A', dutId: 'd' });
    expect(lists.get('A', 'k')).toBeUndefined();
    expect(lists.get('B', 'k')).toBe('b');
    lists.observe({
      type: 'dut.import',
      companyId: 'B',
      dutId: 'd',
      fileId: null,
      status: 'queued',
      progress: 0,
    });
    expect(lists.get('B', 'k')).toBeUndefined();
  });

  it('ignores events that do not change a list', () => {
    const { lists } = cache();
    lists.put('A', 'k', 'a', lists.mark());
    lists.observe({ type: 'account.changed', userId: 'u' });
    expect(lists.get('A', 'k')).toBe('a');
  });

  it('does not keep a read that overlapped a change (it may predate it)', () => {
    const { lists } = cache();
    const mark = lists.mark();
    lists.observe({ type: 'dut.updated', companyId: 'A', dutId: 'd' });
    lists.put('A', 'k', 'stale', mark);
    expect(lists.get('A', 'k')).toBeUndefined();
    // A read begun after the change is kept.
    lists.put('A', 'k', 'fresh', lists.mark());
    expect(lists.get('A', 'k')).toBe('fresh');
  });

  it('keeps nothing while events may be missed, and drops what was kept before a gap', () => {
    const { lists, bus } = cache();
    lists.put('A', 'k', 'a', lists.mark());
    bus.continuity = null;
    expect(lists.get('A', 'k')).toBeUndefined();
    lists.put('A', 'k', 'a', lists.mark());
    expect(lists.get('A', 'k')).toBeUndefined();
    const mark = lists.mark();
    bus.continuity = 2;
    lists.put('A', 'k', 'a', mark);
    expect(lists.get('A', 'k')).toBeUndefined();
    lists.put('A', 'k', 'a', lists.mark());
    expect(lists.get('A', 'k')).toBe('a');
  });

  it('is off with a TTL of 0', () => {
    const { lists } = cache({ ttlMs: 0 });
    lists.put('A', 'k', 'a', lists.mark());
    expect(lists.get('A', 'k')).toBeUndefined();
  });

  it('holds at most maxBytes, dropping the least recently used company first', () => {
    const { lists } = cache({ maxBytes: 10 });
    lists.put('A', 'k', 'aaaa', lists.mark());
    lists.put('B', 'k', 'bbbb', lists.mark());
    expect(lists.get('A', 'k')).toBe('aaaa'); // A is now the most recent
    lists.put('C', 'k', 'cccc', lists.mark());
    expect(lists.size).toBe(8);
    expect(lists.get('B', 'k')).toBeUndefined();
    expect(lists.get('A', 'k')).toBe('aaaa');
    expect(lists.get('C', 'k')).toBe('cccc');
    lists.put('D', 'k', 'x'.repeat(11), lists.mark());
    expect(lists.get('D', 'k')).toBeUndefined();
  });

  it('replaces an answer in place and counts its bytes once', () => {
    const { lists } = cache();
    lists.put('A', 'k', 'aaaa', lists.mark());
    lists.put('A', 'k', 'bb', lists.mark());
    expect(lists.get('A', 'k')).toBe('bb');
    expect(lists.size).toBe(2);
    lists.forgetCompany('A');
    expect(lists.size).toBe(0);
  });

  it('keeps at most 64 queries of a company, the oldest going first', () => {
    const { lists } = cache({ maxBytes: 1_000_000 });
    for (let i = 0; i < 70; i++) lists.put('A', `q${i}`, 'x', lists.mark());
    expect(lists.get('A', 'q5')).toBeUndefined();
    expect(lists.get('A', 'q6')).toBe('x');
    expect(lists.size).toBe(64);
  });

  it('joins concurrent reads of one query into one, and keeps the answer', async () => {
    const { lists } = cache();
    let reads = 0;
    let release!: (json: string) => void;
    const read = () => {
      reads++;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const answers = [
      lists.answer('A', 'k', read),
      lists.answer('A', 'k', read),
      lists.answer('A', 'k', read),
    ];
    const other = lists.answer('B', 'k', async () => 'b');
    expect(reads).toBe(1);
    release('a');
    expect(await Promise.all(answers)).toEqual(['a', 'a', 'a']);
    expect(await other).toBe('b');
    expect(await lists.answer('A', 'k', read)).toBe('a');
    expect(reads).toBe(1);
  });

  it('never joins a read begun before a change it knew of', async () => {
    const { lists } = cache();
    const releases: ((json: string) => void)[] = [];
    const read = () => new Promise<string>((resolve) => releases.push(resolve));
    const before = lists.answer('A', 'k', read);
    lists.observe({ type: 'dut.updated', companyId: 'A', dutId: 'd' });
    const after = lists.answer('A', 'k', read);
    expect(releases).toHaveLength(2);
    releases[0]!('old');
    releases[1]!('new');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(lists.get('A', 'k')).toBe('new');
  });

  it('passes a failed read on to everyone who joined it, and keeps nothing', async () => {
    const { lists } = cache();
    let fail!: (error: Error) => void;
    const read = () => new Promise<string>((_, reject) => (fail = reject));
    const answers = [lists.answer('A', 'k', read), lists.answer('A', 'k', read)];
    fail(new Error('database down'));
    for (const answer of answers) await expect(answer).rejects.toThrow('database down');
    expect(await lists.answer('A', 'k', async () => 'back')).toBe('back');
  });

  it('reads every time when off', async () => {
    const { lists } = cache({ ttlMs: 0 });
    let reads = 0;
    const read = async () => `${++reads}`;
    expect(await lists.answer('A', 'k', read)).toBe('1');
    expect(await lists.answer('A', 'k', read)).toBe('2');
  });
});
