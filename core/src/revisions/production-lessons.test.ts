import { describe, expect, it } from 'vitest';
import type { Board } from '../board/model';
import { testCatalog } from '../testing/fixture-test-catalog';
import { configA, edit, moveRef, removeRef, revA, setNet } from '../testing/revision-pair';
import { compareRevisions } from './compare';
import type { PoorContactInput } from './production-lessons';

// Issue 32 item 3: rev A's poor contacts in production, carried into the revision compare.

const poor = (probe: string, failedRuns: number, runs: number): PoorContactInput => ({
  probe,
  failedRuns,
  runs,
  text: `poor contact in production (${failedRuns} of ${runs} runs)`,
});
const CONTACTS = [
  poor('TP1', 14, 200),
  poor('TP3', 9, 200),
  poor('TP4', 5, 200),
  poor('TP5', 4, 200),
  poor('PSU1.F+', 3, 200),
];

function lessons(b: Board, a: Board) {
  return compareRevisions(a, b, configA(a), { catalog: testCatalog(), poorContacts: CONTACTS }).comparison
    .productionContacts;
}

describe('poor contacts of rev A on rev B', () => {
  it('says for each test point whether it is unchanged, moved, changed or gone', () => {
    const a = revA();
    const b = edit(a, (x) => {
      moveRef(x, 'TP3', 0.4, 0);
      setNet(x, 'TP4', '1', 'SCL_B');
      removeRef(x, 'TP5');
    });
    const out = lessons(b, a)!;
    expect(out.map((l) => [l.probe, l.fate, l.labelB, l.movedMm])).toEqual([
      ['TP1', 'unchanged', 'TP1', 0],
      ['TP3', 'moved', 'TP3', 0.4],
      ['TP4', 'changed', 'TP4', 0],
      ['TP5', 'removed', null, 0],
      ['PSU1.F+', 'unknown', null, 0],
    ]);
    expect(out[0]!.summary).toBe('TP1: poor contact in production (14 of 200 runs) — unchanged on rev B');
    expect(out[1]!.summary).toBe('TP3: poor contact in production (9 of 200 runs) — moved 0.4 mm on rev B');
    expect(out[2]!.summary).toBe(
      'TP4: poor contact in production (5 of 200 runs) — pad changed on rev B: net',
    );
    expect(out[3]!.summary).toBe('TP5: poor contact in production (4 of 200 runs) — not on rev B');
    expect(out[4]!.fate).toBe('unknown');
  });

  it('finds a point by ref.pad as well as by its bare ref', () => {
    const a = revA();
    const out = lessons(a, a)!;
    expect(out[0]!.fate).toBe('unchanged');
    const dotted = compareRevisions(a, a, configA(a), {
      catalog: testCatalog(),
      poorContacts: [poor('TP1.1', 3, 40)],
    }).comparison.productionContacts!;
    expect(dotted[0]).toMatchObject({ fate: 'unchanged', labelB: 'TP1.1' });
  });

  it('adds nothing when no production figures are given', () => {
    const a = revA();
    expect(
      compareRevisions(a, a, configA(a), { catalog: testCatalog() }).comparison.productionContacts,
    ).toBeUndefined();
  });
});
