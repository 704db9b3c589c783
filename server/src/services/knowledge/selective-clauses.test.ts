import { describe, expect, it } from 'vitest';
import { selectiveClauses } from './search-passages';

const clause = (name: string, df: number, prefixes: string[] = []) => ({ name, df, clause: { prefixes } });
const names = (cs: { name: string }[]) => cs.map((c) => c.name);

describe('selectiveClauses', () => {
  it('takes the two rarest and the clauses in at most a fifth of a small corpus', () => {
    const picked = selectiveClauses(
      [clause('the-ish', 900), clause('probe', 150), clause('tp12', 2), clause('force', 250)],
      1000,
    );
    expect(names(picked)).toEqual(['tp12', 'probe']);
  });

  it('stops before the rows to look at pass the cap once a clause that occurs is in', () => {
    // 50 000 passages: "probe" (7 500) would take the scan past 5 000 rows; it only scores.
    const picked = selectiveClauses(
      [clause('probe', 7500), clause('tp12', 120), clause('force', 3000), clause('len', 2500)],
      50_000,
    );
    expect(names(picked)).toEqual(['tp12', 'len']);
  });

  it('keeps looking past a clause nothing holds, and always takes the rarest that occurs', () => {
    const picked = selectiveClauses(
      [clause('typo', 0), clause('probe', 9000), clause('force', 9500)],
      50_000,
    );
    expect(names(picked)).toEqual(['typo', 'probe']);
  });
});
