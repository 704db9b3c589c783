import { analyzeDft, emptyTestConfig } from '@studio/core';
import { describe, expect, it } from 'vitest';
import { makeTestBoard } from '@studio/core/testing';
import { summarise } from './status-summary';

describe('status summary', () => {
  const board = makeTestBoard();
  it('an empty configuration fails: no points, no side, no locating', () => {
    const s = summarise(analyzeDft(board, emptyTestConfig()));
    expect(s.status).toBe('fail');
    expect(s.problems.map((r) => r.id)).toEqual(
      expect.arrayContaining(['config-test-points', 'config-probe-side', 'config-locating']),
    );
    expect(s.problems.findIndex((r) => r.status === 'warning')).toBeGreaterThanOrEqual(s.rulesFailed);
    expect(s.selected).toBe(0);
    expect(s.coveragePercent).toBe(0);
    expect(s.rulesFailed + s.rulesWarned + s.rulesPassed).toBe(s.problems.length + s.rulesPassed);
  });

  it('selecting a point changes the counts and coverage', () => {
    const tp = board.testPoints.find((t) => !t.covered && t.net)!;
    const side = tp.side === 'both' ? 'top' : tp.side;
    const s = summarise(
      analyzeDft(board, {
        ...emptyTestConfig(),
        probeSide: side,
        locating: { method: 'cradle' },
        testPoints: [{ id: tp.id }],
      }),
    );
    expect(s.selected).toBe(1);
    expect(s.probedNets).toBe(1);
    expect(s.coveragePercent).toBeGreaterThan(0);
    expect(s.probes.reduce((n, p) => n + p.count, 0) + s.unassigned).toBe(1);
  });
});
