import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** Text gathered before it is written (bytes of UTF-16, roughly): big enough to spare the syscalls. */
const CHUNK_CHARS = 1 << 20;
/** Elements of a top-level array stringified together. */
const ARRAY_BATCH = 512;

/**
 * Writes `JSON.stringify(value, null, 2)` to a stream without ever holding it as one string: a
 * million-pad board's JSON is longer than the longest string V8 makes ("Invalid string length").
 * The top-level object's arrays are written element by element; every other value (and each element)
 * is stringified alone. The text is the same, byte for byte, as `JSON.stringify(value, null, 2)` for a
 * plain-data object (no `toJSON`, no functions); a key whose value is undefined is left out, as there.
 * Waits for the stream to drain when it asks to.
 */
export async function writeJsonStreamed(out: Writable, value: Record<string, unknown>): Promise<void> {
  let buffer = '';
  const flush = async () => {
    if (buffer === '') return;
    const text = buffer;
    buffer = '';
    if (!out.write(text)) await once(out, 'drain');
  };
  const push = async (text: string) => {
    buffer += text;
    if (buffer.length >= CHUNK_CHARS) await flush();
  };
  const entries = Object.entries(value).filter(([, v]) => v !== undefined && typeof v !== 'function');
  if (entries.length === 0) {
    await push('{}\n');
    return flush();
  }
  await push('{\n');
  for (const [i, [key, v]] of entries.entries()) {
    await push(`  ${JSON.stringify(key)}: `);
    if (Array.isArray(v) && v.length > 0) {
      await push('[\n');
      // Elements a batch at a time: `JSON.stringify(batch, null, 2)` is "[\n  e1,\n  e2\n]", each
      // element's lines indented by two; two more make them the top-level array's (one call per batch
      // instead of one per element).
      for (let j = 0; j < v.length; j += ARRAY_BATCH) {
        const end = Math.min(v.length, j + ARRAY_BATCH);
        const batch = JSON.stringify(v.slice(j, end), null, 2);
        await push(`  ${batch.slice(2, -2).replaceAll('\n', '\n  ')}${end < v.length ? ',' : ''}\n`);
      }
      await push('  ]');
    } else {
      await push(JSON.stringify(v, null, 2).replaceAll('\n', '\n  '));
    }
    await push(i + 1 < entries.length ? ',\n' : '\n');
  }
  await push('}\n');
  await flush();
}
