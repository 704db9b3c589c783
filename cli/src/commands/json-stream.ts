import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** Text gathered before it is written (bytes of UTF-16, roughly): big enough to spare the syscalls. */
const CHUNK_CHARS = 1 << 20;

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
      for (let j = 0; j < v.length; j++) {
        const element = JSON.stringify(v[j], null, 2) ?? 'null';
        await push(`    ${element.replaceAll('\n', '\n    ')}${j + 1 < v.length ? ',' : ''}\n`);
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
