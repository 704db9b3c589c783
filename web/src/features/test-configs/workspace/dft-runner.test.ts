import { analyzeDft, emptyTestConfig } from '@studio/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTestBoard } from '@studio/core/testing';
import { createDftHandler } from './dft-handler';
import { createInlineRunner, type DftRunner } from './dft-runner';
import { useLiveDft } from './use-live-dft';

describe('DFT engine behind the worker protocol', () => {
  it('answers an error before a board is loaded, then analyses and proposes', async () => {
    const handle = createDftHandler(() => 0);
    expect(handle({ type: 'analyze', seq: 1, config: emptyTestConfig(), thresholds: undefined })).toEqual({
      type: 'error',
      seq: 1,
      message: 'No board loaded for the analysis.',
    });
    const runner = createInlineRunner();
    const board = makeTestBoard();
    runner.setBoard(board);
    const { proposal } = await runner.propose();
    expect(proposal.config.testPoints.length).toBeGreaterThan(0);
    const { report } = await runner.analyze(proposal.config);
    expect(report).toEqual(analyzeDft(board, proposal.config));
  });

  it('turns an engine crash into a rejected promise naming the engine', async () => {
    const runner = createInlineRunner();
    runner.setBoard(null as never);
    runner.setBoard({ ...makeTestBoard(), testPoints: null } as never);
    await expect(runner.analyze(emptyTestConfig())).rejects.toThrow(/The DFT engine stopped/);
  });
});

describe('live DFT', () => {
  it('analyses the latest configuration only and keeps the last report while the next runs', async () => {
    const board = makeTestBoard();
    const calls: number[] = [];
    const inline = createInlineRunner();
    inline.setBoard(board);
    const runner: DftRunner = {
      ...inline,
      analyze: (config, t) => {
        calls.push(config.testPoints.length);
        return inline.analyze(config, t);
      },
    };
    const first = { ...emptyTestConfig(), probeSide: 'top' as const };
    const second = { ...first, testPoints: [{ id: board.testPoints[0]!.id }] };
    const third = { ...first, testPoints: board.testPoints.slice(0, 2).map((t) => ({ id: t.id })) };
    const { result, rerender } = renderHook(({ config }) => useLiveDft(runner, board, config, undefined), {
      initialProps: { config: first },
    });
    expect(result.current.pending).toBe(true);
    await waitFor(() => expect(result.current.report).not.toBeNull());
    expect(result.current.analysed).toBe(first);
    // Two quick edits: debounced into one analysis of the last.
    act(() => rerender({ config: second }));
    act(() => rerender({ config: third }));
    expect(result.current.pending).toBe(true);
    expect(result.current.analysed).toBe(first);
    await waitFor(() => expect(result.current.analysed).toBe(third));
    expect(result.current.pending).toBe(false);
    expect(calls).toEqual([0, 2]);
    expect(result.current.report!.facts.testPoints.selected).toBe(2);
  });
});
