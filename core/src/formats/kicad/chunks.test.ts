// The KiCad importer reads bytes in chunks (importKicadBytes): whatever the chunk boundaries — inside
// a token, inside a multi-byte UTF-8 character, one byte at a time — the board, the diagnostics and
// the errors (file, line, column) are the same as importKicad of the whole text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTestdata } from '../../../test/fixtures/kicad/support';
import { cutBytes, importOutcome } from '../../testing/chunked-input';
import { encodeUtf8 } from '../shared/text-codec';
import { importKicad, importKicadBytes } from './index';

const FILE = 'chunks.kicad_pcb';

/** A real board with multi-byte characters in its texts (2-, 3- and 4-byte UTF-8). */
const withUnicode = readTestdata('kicad/pic_programmer.kicad_pcb')
  .replace(/\(fp_text value "([^"]*)"/g, '(fp_text value "$1 µF ✓ 😀"')
  .replace(/\(net (\d+) "([^"]*)"\)/, '(net $1 "$2_Ω")');

const BOARDS = {
  'pic_programmer (unicode)': withUnicode,
  tomu: readTestdata('kicad/tomu-fpga.kicad_pcb'),
  custom_pads_test: readTestdata('kicad/custom_pads_test.kicad_pcb'),
};

describe('importKicadBytes in chunks', () => {
  it.each(Object.entries(BOARDS))('%s: random cuts give the same board as the whole text', (_name, text) => {
    const bytes = encodeUtf8(text);
    const whole = importOutcome(() => importKicad(text, FILE));
    expect(whole).toHaveProperty('result');
    expect(importOutcome(() => importKicadBytes(bytes, FILE))).toEqual(whole);
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), (at) => {
        expect(importOutcome(() => importKicadBytes(cutBytes(bytes, at), FILE))).toEqual(whole);
      }),
      { numRuns: 15 },
    );
  });

  it('cuts inside every kind of multi-byte character', () => {
    const bytes = encodeUtf8(withUnicode);
    const inside: number[] = [];
    for (let i = 0; i < bytes.length; i++) if ((bytes[i]! & 0xc0) === 0x80) inside.push(i);
    expect(inside.length).toBeGreaterThan(100);
    const whole = importOutcome(() => importKicad(withUnicode, FILE));
    expect(JSON.stringify(whole)).toContain('µF ✓ 😀');
    for (let k = 0; k < 8; k++) {
      const at = inside.filter((_, i) => i % 8 === k);
      expect(importOutcome(() => importKicadBytes(cutBytes(bytes, at), FILE))).toEqual(whole);
    }
  });

  it('reads one byte at a time', () => {
    const text = readTestdata('kicad/test_pads_inside_pads.kicad_pcb');
    const bytes = encodeUtf8(text);
    const ones = Array.from({ length: bytes.length }, (_, i) => bytes.subarray(i, i + 1));
    expect(importOutcome(() => importKicadBytes(ones, FILE))).toEqual(
      importOutcome(() => importKicad(text, FILE)),
    );
  });

  it('gives the same errors, line and column included, for broken files', () => {
    const base = BOARDS['pic_programmer (unicode)'];
    const broken = [
      base.slice(0, base.length - 2), // unterminated
      base.slice(0, base.indexOf('(footprint') + 200), // cut inside a footprint
      base.replace('(segment', '(segment "open'), // unterminated string in a skipped list
      `${base})`, // unexpected ")"
      `${base}\n(trailing "µ")`, // trailing content: a warning
      '  "just a string"',
      '(footprint "x" (pad 1 smd rect))',
      '',
    ];
    for (const text of broken) {
      const whole = importOutcome(() => importKicad(text, FILE));
      const bytes = encodeUtf8(text);
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 12 }), (at) => {
          expect(importOutcome(() => importKicadBytes(cutBytes(bytes, at), FILE))).toEqual(whole);
        }),
        { numRuns: 10 },
      );
    }
  });

  it('mutated boards read the same whole and in chunks', () => {
    const NOISE = ['(', ')', '"', '\\', '\n', ' ', '0', 'µ', '\u{1F600}'];
    const base = BOARDS.tomu;
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.array(fc.nat(), { maxLength: 20 }), (a, b, at) => {
        let text = base;
        for (let i = 0; i < 1 + (b % 6); i++) {
          const p = (a * (i + 7) + b * 31 * i) % text.length;
          text = text.slice(0, p) + NOISE[(b + i) % NOISE.length] + text.slice(p + 1);
        }
        const whole = importOutcome(() => importKicad(text, FILE));
        expect(importOutcome(() => importKicadBytes(cutBytes(encodeUtf8(text), at), FILE))).toEqual(whole);
      }),
      { numRuns: 40 },
    );
  });

  it('drops byte-order marks as the text decoder does, even when cut', () => {
    const text = BOARDS.tomu;
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...encodeUtf8(text)]);
    const whole = importOutcome(() => importKicad(text, FILE));
    expect(importOutcome(() => importKicadBytes(bytes, FILE))).toEqual(whole);
    expect(importOutcome(() => importKicadBytes(cutBytes(bytes, [1, 2, 5]), FILE))).toEqual(whole);
  });

  it('reads a header section written after the items (second pass) as if it came first', () => {
    const text = BOARDS.tomu;
    const nets = text.match(/^\s*\(net \d+ "[^"]*"\)\n/gm)!;
    expect(nets.length).toBeGreaterThan(3);
    const last = nets.at(-1)!;
    const moved = text.replace(last, '').replace(/\)\s*$/, `${last})\n`);
    const a = importKicadBytes(encodeUtf8(moved), FILE);
    const b = importKicad(text, FILE);
    expect(a.board.pads.map((p) => p.net)).toEqual(b.board.pads.map((p) => p.net));
    expect(a.board.nets).toEqual(b.board.nets);
    expect(
      importOutcome(() => importKicadBytes(cutBytes(encodeUtf8(moved), [100, 5000, 90000]), FILE)),
    ).toEqual(importOutcome(() => importKicad(moved, FILE)));
  });
});
