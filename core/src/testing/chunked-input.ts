import { ImportError } from '../board/diagnostics';

/** What an import gave: its result, or the ImportError's code, message and location (for equality). */
export function importOutcome(run: () => unknown): unknown {
  try {
    return { result: run() };
  } catch (e) {
    if (!(e instanceof ImportError)) throw e;
    return { error: [e.code, e.message, e.location] };
  }
}

/** `bytes` cut at the given offsets (taken modulo the length, sorted, deduplicated, no empty piece). */
export function cutBytes(bytes: Uint8Array, at: number[]): Uint8Array[] {
  const points = [...new Set(at.map((a) => a % (bytes.length + 1)))].sort((a, b) => a - b);
  const out: Uint8Array[] = [];
  let from = 0;
  for (const p of [...points, bytes.length]) {
    if (p > from) out.push(bytes.subarray(from, p));
    from = p;
  }
  return out;
}
