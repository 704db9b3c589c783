import { describe, expect, it } from 'vitest';
import { makeIdLookup, makeIndexLookup } from './id-lookup';

describe('makeIdLookup', () => {
  it('finds ids numbered by position, numbered otherwise, and misses', () => {
    const canonical = makeIdLookup([{ id: 'P0' }, { id: 'P1' }, { id: 'P2' }]);
    expect(canonical('P1')).toEqual({ id: 'P1' });
    expect(canonical('V1')).toBeUndefined();
    expect(canonical('P9')).toBeUndefined();
    const shuffled = makeIdLookup([
      { id: 'T2', n: 0 },
      { id: 'T0', n: 1 },
      { id: 'X7', n: 2 },
    ]);
    expect(shuffled('T0')?.n).toBe(1);
    expect(shuffled('T2')?.n).toBe(0);
    expect(shuffled('X7')?.n).toBe(2);
    expect(shuffled('T1')).toBeUndefined();
  });

  it('answers positions; a duplicated id answers its first position, like a scan', () => {
    const list = [{ id: 'T1' }, { id: 'T0' }, { id: 'T1' }, { id: 'T12345678901234' }];
    const indexOf = makeIndexLookup(list);
    for (const id of ['T0', 'T1', 'T12345678901234', 'T2', 'Q0', '', 'T']) {
      expect(indexOf(id)).toBe(list.findIndex((item) => item.id === id));
    }
  });
});
