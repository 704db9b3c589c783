import type {
  Board,
  DftReport,
  DftThresholds,
  FixtureCatalog,
  FixtureDesign,
  ProposeOptions,
  TestConfig,
  TestConfigProposal,
} from '@studio/core';
import { createDftHandler } from './dft-handler';
import type { DftRequest, DftResponse } from './dft-protocol';

/** Runs the DFT engine for one board: in a Web Worker in the browser, inline where there is none. */
export interface DftRunner {
  setBoard(board: Board): void;
  analyze(config: TestConfig, thresholds?: DftThresholds): Promise<{ report: DftReport; ms: number }>;
  /**
   * The automatic proposal; with the catalog, the probes the plan's supply and ground nets need for
   * their current and sense lines are added to it (decision 0074).
   */
  propose(
    options?: ProposeOptions,
    catalog?: FixtureCatalog,
  ): Promise<{ proposal: TestConfigProposal; ms: number }>;
  /** The fixture design of a configuration (core's designFixture, same engine as the server). */
  design(
    config: TestConfig,
    thresholds: DftThresholds | undefined,
    catalog: FixtureCatalog,
  ): Promise<{ design: FixtureDesign; ms: number }>;
  readonly kind: 'worker' | 'inline';
  dispose(): void;
}

type Pending = { resolve(answer: DftResponse): void };

/** Request/answer bookkeeping over any message channel. */
function createRunner(
  send: (request: DftRequest) => void,
  kind: DftRunner['kind'],
  onDispose: () => void,
): { runner: DftRunner; receive(answer: DftResponse): void } {
  const pending = new Map<number, Pending>();
  let seq = 0;
  const ask = (make: (seq: number) => DftRequest) =>
    new Promise<DftResponse>((resolve) => {
      seq += 1;
      pending.set(seq, { resolve });
      send(make(seq));
    });
  const unwrap = <T extends DftResponse['type']>(answer: DftResponse, type: T) => {
    if (answer.type === 'error') throw new Error(answer.message);
    if (answer.type !== type) throw new Error(`Unexpected DFT answer ${answer.type}`);
    return answer as Extract<DftResponse, { type: T }>;
  };
  const runner: DftRunner = {
    kind,
    setBoard: (board) => send({ type: 'board', board }),
    analyze: async (config, thresholds) => {
      const a = unwrap(await ask((s) => ({ type: 'analyze', seq: s, config, thresholds })), 'analysis');
      return { report: a.report, ms: a.ms };
    },
    propose: async (options = {}, catalog) => {
      const a = unwrap(
        await ask((s) => ({ type: 'propose', seq: s, options, ...(catalog ? { catalog } : {}) })),
        'proposal',
      );
      return { proposal: a.proposal, ms: a.ms };
    },
    design: async (config, thresholds, catalog) => {
      const a = unwrap(await ask((s) => ({ type: 'design', seq: s, config, thresholds, catalog })), 'design');
      return { design: a.design, ms: a.ms };
    },
    dispose: () => {
      for (const p of pending.values())
        p.resolve({ type: 'error', seq: 0, message: 'The analysis was stopped.' });
      pending.clear();
      onDispose();
    },
  };
  return {
    runner,
    receive(answer) {
      // A crashed worker (seq −1) answers every open request with its error.
      if (answer.seq === -1) {
        for (const open of pending.values()) open.resolve(answer);
        pending.clear();
        return;
      }
      const p = pending.get(answer.seq);
      if (!p) return;
      pending.delete(answer.seq);
      p.resolve(answer);
    },
  };
}

/** The engine on the main thread, answering asynchronously (tests; browsers without workers). */
export function createInlineRunner(): DftRunner {
  const handle = createDftHandler();
  const { runner, receive } = createRunner(
    (request) => {
      queueMicrotask(() => {
        const answer = handle(request);
        if (answer) receive(answer);
      });
    },
    'inline',
    () => undefined,
  );
  return runner;
}

/** The engine in a module Web Worker; inline when the browser has no Worker. */
export function createDftRunner(): DftRunner {
  if (typeof Worker === 'undefined') return createInlineRunner();
  const worker = new Worker(new URL('./dft-worker.ts', import.meta.url), { type: 'module', name: 'dft' });
  const { runner, receive } = createRunner(
    (request) => worker.postMessage(request),
    'worker',
    () => worker.terminate(),
  );
  worker.onmessage = (event: MessageEvent<DftResponse>) => receive(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    receive({ type: 'error', seq: -1, message: event.message });
  };
  return runner;
}
