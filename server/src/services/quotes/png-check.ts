import { crc32, inflateSync } from 'node:zlib';

/** Channels per PNG colour type, and the bit depths the PNG specification allows for it. */
const COLOR_TYPES: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

/** Adam7's passes: x and y start, x and y step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The bytes the image data must inflate to: one filter byte and the packed pixels per row (and pass). */
function expectedBytes(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  const rows = (w: number, h: number) => (w > 0 && h > 0 ? h * (1 + Math.ceil((w * bitsPerPixel) / 8)) : 0);
  if (!interlaced) return rows(width, height);
  return ADAM7.reduce(
    (sum, [xs, ys, dx, dy]) => sum + rows(Math.ceil((width - xs) / dx), Math.ceil((height - ys) / dy)),
    0,
  );
}

/**
 * Why a PNG cannot be drawn, or null when it can: every chunk whole with its checksum, the header's
 * colour type and depth valid, a palette where one is needed, and the image data inflating to exactly
 * the pixels the header promises (never more: the inflation stops there). pdfkit's PNG decoder throws
 * from an asynchronous callback on damaged data, out of reach of any try: it must only see PNGs that
 * passed this.
 */
export function pngProblem(bytes: Uint8Array): string | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  let header: { width: number; height: number; depth: number; color: number; interlaced: boolean } | null =
    null;
  let palette = false;
  let ended = false;
  const data: Buffer[] = [];
  while (at + 12 <= b.length && !ended) {
    const length = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > b.length) return 'the file is cut short';
    const body = b.subarray(at + 8, at + 8 + length);
    if (crc32(b.subarray(at + 4, at + 8 + length)) >>> 0 !== b.readUInt32BE(at + 8 + length))
      return `its ${type} chunk is damaged (checksum)`;
    if (!header && type !== 'IHDR') return 'it does not start with its header';
    if (type === 'IHDR')
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        depth: body[8]!,
        color: body[9]!,
        interlaced: body[12] === 1,
      };
    else if (type === 'PLTE') palette = true;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') ended = true;
    at += 12 + length;
  }
  if (!header || !ended) return 'the file is cut short';
  const kind = COLOR_TYPES[header.color];
  if (!kind?.depths.includes(header.depth)) return 'its colour type or bit depth is not valid';
  if (header.color === 3 && !palette) return 'its palette is missing';
  const expected = expectedBytes(
    header.width,
    header.height,
    kind.channels * header.depth,
    header.interlaced,
  );
  try {
    const pixels = inflateSync(Buffer.concat(data), { maxOutputLength: expected });
    return pixels.length === expected ? null : 'its image data is shorter than its size says';
  } catch {
    return 'its image data is damaged';
  }
}
