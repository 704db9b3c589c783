import type { Board } from '@studio/core';
import { useEffect, useState } from 'react';
import { createDftRunner, type DftRunner } from './dft-runner';

/** A DFT engine (Web Worker) holding `board` for as long as the board is shown. */
export function useDftRunner(
  board: Board | undefined,
  create: () => DftRunner = createDftRunner,
): DftRunner | null {
  const [runner, setRunner] = useState<DftRunner | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one engine per board; `create` is a seam for tests.
  useEffect(() => {
    if (!board) return;
    const created = create();
    created.setBoard(board);
    setRunner(created);
    return () => {
      setRunner(null);
      created.dispose();
    };
  }, [board]);
  return runner;
}
