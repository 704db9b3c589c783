import { refreshStrategy } from './refresh';
import { STRATEGY_VERSION, type Supply, type TestStrategy } from './types';

/** The parts of a version-1 document that version 2 changed (decision 0057). */
interface StrategyV1 {
  version: 1;
  rails: Record<string, unknown>[];
  regulators: Record<string, unknown>[];
  steps: (Record<string, unknown> & { supply?: Supply | null })[];
  [key: string]: unknown;
}

/**
 * A stored strategy in the current document shape. Versions keep the shape they were saved with
 * (decision 0023); readers upgrade them here: version 2 had no fixture (steps without probes and
 * channels); version 1 had one `supply` per step (now `supplies`), no
 * power inputs or pass elements, rails without a voltage basis and regulators without pins. What
 * version 1 did not know stays empty or unknown — nothing is invented. Documents already current are
 * returned as they are.
 */
export function upgradeStrategy(document: unknown): TestStrategy {
  const doc = document as { version?: number };
  if (doc.version === STRATEGY_VERSION) return document as TestStrategy;
  // Version 2 had no fixture: its steps name test points but no probes or channels (decision 0057).
  if (doc.version === 2)
    return refreshStrategy({
      ...(document as object),
      version: STRATEGY_VERSION,
      fixture: null,
    } as TestStrategy);
  if (doc.version !== 1) throw new Error(`unknown test strategy document version ${String(doc.version)}`);
  const v1 = document as StrategyV1;
  const upgraded = {
    ...v1,
    version: STRATEGY_VERSION,
    fixture: null,
    inputs: [],
    passes: [],
    rails: v1.rails.map((r) => ({ rangeV: null, basis: null, voltageIsGuess: false, ...r })),
    regulators: v1.regulators.map((r) => ({ pins: [], pinsFrom: 'names', feedback: null, ...r })),
    steps: v1.steps.map(({ supply, ...step }) => ({
      ...step,
      supplies: supply ? [supply] : [],
      probeless: [],
    })),
    ports: ((v1.ports ?? []) as Record<string, unknown>[]).map((p) => ({
      skipped: [],
      connector: null,
      chain: null,
      writeProtect: null,
      ...p,
    })),
  } as unknown as TestStrategy;
  return refreshStrategy(upgraded);
}
