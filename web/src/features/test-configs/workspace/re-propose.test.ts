import { emptyTestConfig, proposeTestConfig, type TestConfig } from '@studio/core';
import { describe, expect, it } from 'vitest';
import { makeTestBoard } from '@studio/core/testing';
import { applyProposal, proposalSummary, proposeOptionsFor } from './re-propose';

describe('re-proposing from the workspace', () => {
  const mine: TestConfig = {
    ...emptyTestConfig(),
    probeSide: 'top',
    heightOverrides: { C1: 2.5 },
    fixture: { orientationDeg: 90, lidSwitch: true, signalInterface: 'carrier-board' },
    boardFeatures: [{ kind: 'led', ref: 'D1', note: '' } as never],
  };

  it('asks the engine for one side, or both around the chosen primary side', () => {
    expect(proposeOptionsFor('bottom', mine, undefined)).toEqual({
      probeSide: 'bottom',
      allowBothSides: false,
      thresholds: undefined,
    });
    expect(proposeOptionsFor('both', mine, undefined)).toMatchObject({
      probeSide: 'top',
      allowBothSides: true,
    });
    expect(proposeOptionsFor('both', { ...mine, probeSide: null }, undefined).probeSide).toBeUndefined();
  });

  it('takes the proposal’s probing and keeps the engineer’s heights, fixture settings and board features', () => {
    const board = makeTestBoard();
    const proposal = proposeTestConfig(board, proposeOptionsFor('bottom', mine, undefined));
    const next = applyProposal(mine, proposal.config);
    expect(next.probeSide).toBe('bottom');
    expect(next.testPoints).toEqual(proposal.config.testPoints);
    expect(next.pressurePins).toEqual(proposal.config.pressurePins);
    expect(next.locating).toEqual(proposal.config.locating);
    expect(next.heightOverrides).toBe(mine.heightOverrides);
    expect(next.fixture).toBe(mine.fixture);
    expect(next.boardFeatures).toBe(mine.boardFeatures);
  });

  it('says what it proposed, and when "both sides" had nothing to add', () => {
    const base = proposeTestConfig(makeTestBoard(), { probeSide: 'top' });
    const one = {
      ...base,
      config: { ...base.config, probeSide: 'bottom' as const, testPoints: [{ id: 'T1' as never }] },
    };
    expect(proposalSummary('bottom', one)).toBe('Proposed for the bottom: 1 test point.');
    const both = { ...one, config: { ...one.config, bothSides: true } };
    expect(proposalSummary('both', both)).toBe('Proposed for both sides (primary: bottom): 1 test point.');
    const none = { ...one, config: { ...one.config, testPoints: [] } };
    expect(proposalSummary('bottom', none)).toMatch(/^No test point on the bottom passes every minimum/);
    expect(proposalSummary('both', one)).toBe(
      'The other side reaches no net that the bottom cannot: proposed for the bottom only, 1 test point.',
    );
  });
});
