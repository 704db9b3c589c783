import { DEFAULT_THRESHOLDS, type DftThresholds } from './thresholds';

/** The answer of `parseDftThresholds`: thresholds, or the first bad field and why. */
export type ThresholdsParseResult =
  | { ok: true; thresholds: DftThresholds }
  | { ok: false; field: string; message: string };

type Walk = (value: unknown, fallback: unknown, path: string) => unknown;

class BadField extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

// Walks the input alongside the defaults: every key must exist in the defaults, every leaf must be a
// finite number ≥ 0; missing keys keep their default (a company file may set only what it changes).
const walk: Walk = (value, fallback, path) => {
  if (value === undefined) return fallback;
  if (typeof fallback === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new BadField(path, `${path} must be a number ≥ 0 (mm), not ${JSON.stringify(value)}`);
    }
    return value;
  }
  if (!isRecord(value) || !isRecord(fallback))
    throw new BadField(path || '(root)', `${path || 'the rules'} must be an object`);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (!(key in fallback)) throw new BadField(join(path, key), `unknown field ${join(path, key)}`);
  }
  for (const [key, def] of Object.entries(fallback)) out[key] = walk(value[key], def, join(path, key));
  return out;
};

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function checkOrder(t: DftThresholds): void {
  const limits = ['padSizeMm', 'tpSpacingMm', 'guidePinSpacingMm', 'guidePinTpMm', 'tpEdgeMm'] as const;
  for (const key of limits) {
    if (t[key].minimum > t[key].recommended) {
      throw new BadField(
        `${key}.minimum`,
        `${key}.minimum (${t[key].minimum}) exceeds ${key}.recommended (${t[key].recommended})`,
      );
    }
  }
  const c = t.tpComponent;
  if (c.clampMinMm > c.clampMaxMm)
    throw new BadField('tpComponent.clampMinMm', 'tpComponent.clampMinMm exceeds tpComponent.clampMaxMm');
}

/**
 * Validates user-supplied thresholds (e.g. a company's rules JSON) over the defaults. Never throws:
 * a bad value comes back as the dotted path of the field and a message naming it.
 */
export function parseDftThresholds(input: unknown): ThresholdsParseResult {
  try {
    const thresholds = walk(input, DEFAULT_THRESHOLDS, '') as DftThresholds;
    checkOrder(thresholds);
    return { ok: true, thresholds };
  } catch (error) {
    if (error instanceof BadField) return { ok: false, field: error.field, message: error.message };
    throw error;
  }
}
