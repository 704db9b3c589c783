import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, strFromU8, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DecompressError, decompressMember, gunzipWithin, unlzwWithin } from './decompress';

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(__dirname, 'fixtures', name)));

/** The texts the fixtures were made from (fixtures/README.md). */
function records(lines: number, step: boolean): string {
  let s = '';
  for (let i = 0; i < lines; i++)
    s += step
      ? `P ${(i * 37) % 1000}.${(i * 13) % 100} ${i % 7} P 0 8 ${(i * 45) % 360} ;0=${i % 5},1\n`
      : `P ${(i * 37) % 1000}.${(i * 13) % 100} ${(i * 91) % 997}.5 ${i % 7} P 0 8 ${(i * 45) % 360} ;0=${i % 5},1\n`;
  return s;
}
function withNoise(): string {
  let s = records(700, true);
  let x = 12345;
  for (let i = 0; i < 9000; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    s += '0123456789abcdef'[x % 16];
    if (i % 64 === 63) s += '\n';
  }
  return s;
}

describe('compress (.Z, LZW) members', () => {
  it('decodes data written by compress with growing code widths', () => {
    const out = unlzwWithin(fixture('records-16bit.Z'), 1e6, 'features.Z');
    expect(out.length).toBe(5309);
    expect(strFromU8(out)).toBe(records(160, false));
  });

  it('decodes a stream with a CLEAR code (table reset, 10-bit maximum)', () => {
    const out = unlzwWithin(fixture('records-10bit-clear.Z'), 1e6, 'features.Z');
    expect(out.length).toBe(28250);
    expect(strFromU8(out)).toBe(withNoise());
  });

  it('stops at the byte budget', () => {
    expect(() => unlzwWithin(fixture('records-10bit-clear.Z'), 10_000, 'features.Z')).toThrow(
      expect.objectContaining({
        code: 'odbpp.decompress.too-large',
        message: 'features.Z: expands beyond the limit of 10000 bytes',
      }),
    );
  });

  it('reports damaged data instead of crashing', () => {
    const bad = fixture('records-16bit.Z');
    bad[2] = 0x80 | 20; // 20-bit codes: not something compress writes
    expect(() => unlzwWithin(bad, 1e6, 'f.Z')).toThrow(
      expect.objectContaining({
        code: 'odbpp.decompress.corrupt',
        message: 'f.Z: unsupported code width 20 (expected 9 to 16)',
      }),
    );
    const garbage = new Uint8Array([0x1f, 0x9d, 0x90, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
    expect(() => unlzwWithin(garbage, 1e6, 'g.Z')).toThrow(DecompressError);
  });
});

describe('gzip members', () => {
  it('gunzips, and leaves plain bytes alone', () => {
    const text = 'UNITS=MM\nP 1 2 0 P 0 0\n';
    expect(strFromU8(decompressMember(gzipSync(strToU8(text)), 1e6, 'features.gz'))).toBe(text);
    const plain = strToU8(text);
    expect(decompressMember(plain, 1e6, 'features')).toBe(plain);
  });

  it('reads a multi-member gzip stream whole', () => {
    const a = gzipSync(strToU8('hello '));
    const b = gzipSync(strToU8('world'));
    const both = new Uint8Array(a.length + b.length);
    both.set(a);
    both.set(b, a.length);
    expect(strFromU8(gunzipWithin(both, 1000, 'x.gz'))).toBe('hello world');
  });

  it('stops a decompression bomb at the budget', () => {
    const bomb = gzipSync(new Uint8Array(20_000_000));
    expect(bomb.length).toBeLessThan(100_000);
    expect(() => gunzipWithin(bomb, 1_000_000, 'features.gz')).toThrow(
      expect.objectContaining({ code: 'odbpp.decompress.too-large' }),
    );
  });

  it('reports damaged gzip data', () => {
    const gz = gzipSync(strToU8('x'.repeat(1000)));
    gz.fill(0xff, 12, 20);
    expect(() => gunzipWithin(gz, 1e6, 'data.gz')).toThrow(
      expect.objectContaining({ code: 'odbpp.decompress.corrupt' }),
    );
  });
});
