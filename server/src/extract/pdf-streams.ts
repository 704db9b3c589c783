import { createInflate } from 'node:zlib';
import { ExtractionError } from './types';

// A PDF's flate streams hold their content compressed ~1000:1 at best: a 1 MB file can decode to a
// gigabyte, which pdf.js keeps whole in one buffer (outside the worker's V8 heap, so the thread's
// memory limit does not stop it). Before pdf.js reads a document, its flate streams are inflated
// here in 1 MB pieces that are counted and dropped, and a document whose streams would decode to more
// than the limit is refused with its name and the limit (decision 0072).

const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;

/** A compressed stream of the document: its object (`4 0`, when found) and its data. */
interface FlateStream {
  object: string | null;
  data: Uint8Array;
}

/**
 * The flate streams pdf.js may decode to read the text: every `stream … endstream` whose dictionary
 * names FlateDecode first, except images (their pixels are never decoded for text).
 */
export function flateStreamsOf(bytes: Uint8Array): FlateStream[] {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: FlateStream[] = [];
  let at = 0;
  for (;;) {
    at = buf.indexOf('stream', at, 'latin1');
    if (at < 0) break;
    const keyword = at;
    at += 6;
    if (keyword >= 3 && buf.toString('latin1', keyword - 3, keyword) === 'end') continue;
    // The keyword is followed by CRLF or LF (ISO 32000-1 7.3.8.1; a lone CR is tolerated).
    let start = at;
    if (buf[start] === 0x0d) start++;
    if (buf[start] === 0x0a) start++;
    if (start === at) continue;
    const head = buf.toString('latin1', Math.max(0, keyword - 4096), keyword);
    const objAt = head.lastIndexOf('obj');
    const dict = objAt >= 0 ? head.slice(objAt + 3) : head;
    const end = buf.indexOf('endstream', start, 'latin1');
    at = end < 0 ? buf.length : end + 9;
    if (!/\/Filter\s*\[?\s*\/(?:FlateDecode|Fl)\b/.test(dict) || /\/Subtype\s*\/Image\b/.test(dict)) continue;
    const object = objAt >= 0 ? (/(\d+\s+\d+)\s*$/.exec(head.slice(0, objAt))?.[1] ?? null) : null;
    out.push({
      object: object?.replace(/\s+/, ' ') ?? null,
      data: buf.subarray(start, end < 0 ? buf.length : end),
    });
  }
  return out;
}

/** How many bytes `data` inflates to, counted up to `limit` + 1 (then it stops); a broken stream counts what it gave. */
function inflatedSize(data: Uint8Array, limit: number): Promise<number> {
  return new Promise((resolve) => {
    let total = 0;
    const inflate = createInflate({ chunkSize: 1 << 20 });
    const done = () => {
      inflate.removeAllListeners('data');
      inflate.destroy();
      resolve(total);
    };
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) done();
    });
    inflate.on('end', done);
    inflate.on('error', done);
    inflate.end(data);
  });
}

/**
 * Refuses a PDF whose flate streams decode to more than `maxDecodedBytes` in all (one stream alone
 * or several together), naming the file, the stream that crossed the limit and the limit.
 */
export async function checkPdfDecodedSize(
  bytes: Uint8Array,
  name: string,
  maxDecodedBytes: number,
): Promise<void> {
  let total = 0;
  for (const stream of flateStreamsOf(bytes)) {
    total += await inflatedSize(stream.data, maxDecodedBytes - total);
    if (total > maxDecodedBytes)
      throw new ExtractionError(
        `${name} is too large to read: its compressed content expands to more than ${mb(maxDecodedBytes)} (the limit of one document, a quarter of EXTRACT_MEMORY_MB)${stream.object ? `, past it at object ${stream.object}` : ''}. Split the document into smaller files or print it to a new PDF, or ask your administrator to raise EXTRACT_MEMORY_MB.`,
        'knowledge.pdf.too-large',
      );
  }
}
