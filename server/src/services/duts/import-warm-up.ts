import { importBoard } from './import-board';
import { WARM_UP_PARTS, warmUpBoardText } from './warm-up-board';

/**
 * Imports of the generated board in one warm-up: V8 runs a fresh thread's importer in its interpreter
 * until it has seen enough of it to compile it; 20 imports of a ~1,000-pad board (~0.5 s of CPU) take
 * the first job close to a warm thread's time (docs/benchmarks.md, issue 20 item 5).
 */
export const WARM_UP_IMPORTS = 20;

export interface WarmUpReport {
  /** Imports done (fewer than asked when a job arrived). */
  imports: number;
  /** Pads of the generated board (each import must find them all). */
  pads: number;
  /** Wall time of the warm-up, ms. */
  ms: number;
  /** A job arrived and the warm-up stopped before its last import. */
  interrupted: boolean;
}

/** Lets the thread's messages in (a job's request) between two imports. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Warms an import worker thread (decision 0046): imports the generated board (warm-up-board.ts) as a
 * job imports a package — the engine, the encoding, gzip and the summary (import-board.ts) — `imports`
 * times, and stops before the next import once `stop()` says a job is waiting. Throws if the board
 * does not import whole (a change to the engine that the warm-up no longer exercises).
 */
export async function warmUpImport(
  options: { imports?: number; parts?: number; stop?: () => boolean } = {},
): Promise<WarmUpReport> {
  const { imports = WARM_UP_IMPORTS, parts = WARM_UP_PARTS, stop = () => false } = options;
  const started = performance.now();
  const bytes = new TextEncoder().encode(warmUpBoardText(parts));
  let done = 0;
  let pads = 0;
  while (done < imports && !stop()) {
    const { value } = await importBoard([{ name: 'warm-up.kicad_pcb', bytes }], null, () => undefined);
    if (value.summary.pads === 0 || value.diagnostics.some((d) => d.severity === 'error'))
      throw new Error('the warm-up board did not import whole');
    pads = value.summary.pads;
    done++;
    await nextTurn();
  }
  return { imports: done, pads, ms: performance.now() - started, interrupted: done < imports };
}
