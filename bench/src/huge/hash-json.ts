import type { Hash } from 'node:crypto';

/**
 * Feeds JSON.stringify(value) into a hash, large arrays element by element (the same bytes): a 1M-pad
 * board's JSON is longer than V8's largest string.
 */
export function feedJson(h: Hash, value: unknown): void {
  if (Array.isArray(value) && value.length > 256) {
    h.update('[');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) h.update(',');
      h.update(JSON.stringify(value[i]) ?? 'null');
    }
    h.update(']');
    return;
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    h.update('{');
    let first = true;
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined || typeof v === 'function') continue;
      if (!first) h.update(',');
      first = false;
      h.update(`${JSON.stringify(k)}:`);
      feedJson(h, v);
    }
    h.update('}');
    return;
  }
  h.update(JSON.stringify(value));
}
