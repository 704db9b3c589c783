import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawPng, sampleLogo } from '../../../test/helpers/png';
import { pngProblem } from './png-check';
import { inspectLogo } from './shop-logo';

/** The PNG with its IDAT chunk's data replaced (with a correct CRC: only the data is wrong). */
function withIdat(png: Buffer, data: Buffer): Buffer {
  const at = png.indexOf('IDAT') - 4;
  const length = png.readUInt32BE(at);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write('IDAT', 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([png.subarray(0, at), head, data, crc, png.subarray(at + 12 + length)]);
}

describe('pngProblem (what pdfkit must never be given)', () => {
  it('passes a whole PNG, plain and interlaced sizes alike', () => {
    expect(pngProblem(sampleLogo())).toBeNull();
    expect(pngProblem(drawPng(1, 1, () => [0, 0, 0, 0]))).toBeNull();
  });

  it('names a cut file, a damaged chunk and image data of the wrong size', () => {
    const png = sampleLogo();
    expect(pngProblem(png.subarray(0, png.length - 20))).toBe('the file is cut short');
    const damaged = Buffer.from(png);
    damaged[40] = damaged[40]! ^ 0xff;
    expect(pngProblem(damaged)).toMatch(/chunk is damaged \(checksum\)/);
    expect(pngProblem(withIdat(png, deflateSync(Buffer.alloc(10))))).toBe(
      'its image data is shorter than its size says',
    );
    expect(pngProblem(withIdat(png, Buffer.from('not zlib')))).toBe('its image data is damaged');
    // More pixels than the header promises (a decompression bomb's shape): refused, never inflated whole.
    expect(pngProblem(withIdat(png, deflateSync(Buffer.alloc(50_000_000))))).toBe(
      'its image data is damaged',
    );
  });

  it('refuses a logo by what its bytes are: SVG, other formats, too many pixels', () => {
    expect(() => inspectLogo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toThrow(
      /SVG logos are not taken/,
    );
    expect(() => inspectLogo(Buffer.from('GIF89a......'))).toThrow(/PNG or JPEG image; this file is neither/);
    expect(() => inspectLogo(drawPng(2001, 1, () => [0, 0, 0, 255]))).toThrow(/2001 × 1 pixels/);
    expect(inspectLogo(sampleLogo())).toEqual({ contentType: 'image/png', width: 360, height: 120 });
    // A JPEG's size from its start-of-frame segment, past an APP0 segment.
    const jpeg = Buffer.from([
      ...[0xff, 0xd8],
      ...[0xff, 0xe0, 0x00, 0x04, 0x00, 0x00],
      ...[0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x50, 0x01, 0x40, 0x01, 0x01, 0x11, 0x00],
      ...[0xff, 0xd9],
    ]);
    expect(inspectLogo(jpeg)).toEqual({ contentType: 'image/jpeg', width: 320, height: 80 });
  });
});
