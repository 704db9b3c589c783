import { crc32, deflateSync } from 'node:zlib';

type Rgba = readonly [number, number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGBA PNG drawn pixel by pixel (tests: a shop logo without a file in the repository). */
export function drawPng(width: number, height: number, pixel: (x: number, y: number) => Rgba): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, not interlaced
  const rows = Buffer.alloc(height * (1 + width * 4));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rows.set(pixel(x, y), y * (1 + width * 4) + 1 + x * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A logo-like picture, 3:1: a teal ring (a probe's target) and three bars on a transparent ground,
 * so the PDF's scaling and transparency can be looked at.
 */
export function sampleLogo(width = 360, height = 120): Buffer {
  const r = height * 0.42;
  return drawPng(width, height, (x, y) => {
    const d = Math.hypot(x - height / 2, y - height / 2);
    if (d < r && d > r * 0.55) return [12, 133, 153, 255];
    if (d <= r * 0.3) return [12, 133, 153, 255];
    const bar = Math.floor((y - height * 0.2) / (height * 0.22));
    const left = height * 1.1;
    if (bar >= 0 && bar < 3 && (y - height * 0.2) % (height * 0.22) < height * 0.14)
      if (x > left && x < width - 8 - bar * width * 0.12) return [33, 37, 41, 255];
    return [0, 0, 0, 0];
  });
}
