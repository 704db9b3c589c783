import type { Board, DftReport, DftThresholds, TestConfig } from '@studio/core';
import { useEffect, useRef, useState } from 'react';
import type { DftRunner } from './dft-runner';

/** Edits closer together than this are analysed once, after the last (ms). */
export const LIVE_DFT_DEBOUNCE_MS = 250;

export interface LiveDft {
  /** The latest finished analysis (kept on screen while the next one runs). */
  report: DftReport | null;
  /** An edit is waiting for, or in, analysis. */
  pending: boolean;
  error: string | null;
  /** Engine time of the shown analysis (ms). */
  ms: number | null;
  /** The configuration the shown report is of. */
  analysed: TestConfig | null;
}

const IDLE: LiveDft = { report: null, pending: false, error: null, ms: null, analysed: null };

/**
 * Re-analyses the configuration after every edit, debounced, with the same engine as the server.
 * Answers to older configurations are dropped, so the panel never shows a stale verdict as current.
 */
export function useLiveDft(
  runner: DftRunner | null,
  board: Board | null,
  config: TestConfig | null,
  thresholds: DftThresholds | undefined,
): LiveDft {
  const [state, setState] = useState<LiveDft>(IDLE);
  const latest = useRef(0);

  useEffect(() => {
    if (!runner || !board || !config) return;
    const ticket = ++latest.current;
    setState((s) => ({ ...s, pending: true }));
    const timer = setTimeout(() => {
      runner.analyze(config, thresholds).then(
        ({ report, ms }) => {
          if (ticket === latest.current)
            setState({ report, pending: false, error: null, ms, analysed: config });
        },
        (error: unknown) => {
          if (ticket === latest.current)
            setState((s) => ({
              ...s,
              pending: false,
              error: error instanceof Error ? error.message : String(error),
            }));
        },
      );
    }, LIVE_DFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [runner, board, config, thresholds]);

  return state;
}
