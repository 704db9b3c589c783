// Property-based and mutation fuzzing of the KiCad importer: whatever the input, it returns a board
// with diagnostics (each naming the file and a line) or throws ImportError (naming the file and a
// line) — never another exception, never non-finite numbers in the board, never a hang (each input
// is timed). The whole file runs in a few seconds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../../board/diagnostics';
import { readTestdata } from '../../../test/fixtures/kicad/support';
import { importKicad } from './index';

const FILE = 'fuzz.kicad_pcb';

/** Imports `text` and checks the contract; returns how it ended. */
function importChecked(text: string): 'board' | 'error' {
  const started = performance.now();
  let outcome: 'board' | 'error';
  try {
    const { board, diagnostics } = importKicad(text, FILE);
    for (const d of diagnostics) {
      expect(d.location.file).toBe(FILE);
      expect(Number.isInteger(d.location.line) && d.location.line! >= 1).toBe(true);
    }
    const bad: string[] = [];
    JSON.stringify(board, (key, value) => {
      if (typeof value === 'number' && !Number.isFinite(value)) bad.push(key);
      return value;
    });
    expect(bad, 'non-finite numbers in the board').toEqual([]);
    outcome = 'board';
  } catch (e) {
    if (!(e instanceof ImportError)) throw e;
    expect(e.location.file).toBe(FILE);
    expect(Number.isInteger(e.location.line) && e.location.line! >= 1).toBe(true);
    outcome = 'error';
  }
  // a generous bound that only a hang (or a quadratic blow-up) can miss: 1 s + 1 ms per KB
  expect(performance.now() - started).toBeLessThan(1000 + text.length / 1000);
  return outcome;
}

// Words the importer reacts to, plus prototype names that must not reach Object.prototype.
const HEADS = [
  'kicad_pcb',
  'version',
  'general',
  'thickness',
  'layers',
  'setup',
  'aux_axis_origin',
  'tenting',
  'net',
  'net_class',
  'add_net',
  'via_drill',
  'footprint',
  'module',
  'layer',
  'at',
  'attr',
  'property',
  'fp_text',
  'pad',
  'size',
  'drill',
  'offset',
  'primitives',
  'options',
  'anchor',
  'chamfer',
  'chamfer_ratio',
  'roundrect_rratio',
  'rect_delta',
  'via',
  'gr_line',
  'gr_arc',
  'gr_circle',
  'gr_rect',
  'gr_poly',
  'gr_curve',
  'fp_line',
  'fp_arc',
  'fp_circle',
  'fp_rect',
  'fp_poly',
  'start',
  'mid',
  'end',
  'center',
  'angle',
  'pts',
  'xy',
  'arc',
  'padstack',
  'front',
  'back',
  'pcbplotparams',
  'viasonmask',
  'constructor',
  '__proto__',
  'toString',
];
const WORDS = [
  ...HEADS,
  'F.Cu',
  'B.Cu',
  'In1.Cu',
  '*.Cu',
  'F&B.Cu',
  '*.Mask',
  'F.Mask',
  'Edge.Cuts',
  'F.CrtYd',
  'B.Fab',
  'smd',
  'thru_hole',
  'np_thru_hole',
  'connect',
  'rect',
  'circle',
  'oval',
  'roundrect',
  'trapezoid',
  'custom',
  'blind',
  'micro',
  'oval',
  'signal',
  'user',
  'yes',
  'no',
  'none',
  'dnp',
  'virtual',
  'top_left',
  'pad_prop_testpoint',
];
const NUMBERS = [
  '0',
  '-0',
  '1',
  '90',
  '-45.5',
  '1e308',
  '-1e308',
  '1e-320',
  '99999999999999999999999',
  'NaN',
  '.',
  '-',
];

const atom = fc.oneof(
  fc.constantFrom(...WORDS),
  fc.constantFrom(...NUMBERS),
  fc.double({ noNaN: true }).map(String),
  fc.integer({ min: -100, max: 100 }).map(String),
  fc.string({ maxLength: 6 }).map((s) => JSON.stringify(s)),
);
const { node } = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    atom,
    fc
      .tuple(fc.constantFrom(...HEADS), fc.array(tie('node'), { maxLength: 6 }))
      .map(([h, xs]) => `(${h} ${xs.join(' ')})`),
  ),
}));
const VERSIONS = ['20171130', '20211014', '20221018', '20240108', '20241229', '20260206', '4', 'x'];
const LAYERS =
  '(layers (0 "F.Cu" signal) (4 "In1.Cu" signal) (2 "B.Cu" signal) (31 "B.Cu" signal) (25 "Edge.Cuts" user) (44 "Edge.Cuts" user))';
const kicadBoard = fc
  .tuple(fc.constantFrom(...VERSIONS), fc.array(node, { maxLength: 12 }))
  .map(([v, items]) => `(kicad_pcb (version ${v}) ${LAYERS}\n${items.join('\n')})`);

describe('importKicad under fuzzing', () => {
  it('survives arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        importChecked(text);
        importChecked(`(kicad_pcb ${text})`);
      }),
      { numRuns: 300 },
    );
  });

  it('survives random KiCad-shaped boards built from the words it reacts to', () => {
    let boards = 0;
    fc.assert(
      fc.property(kicadBoard, (text) => {
        if (importChecked(text) === 'board') boards++;
      }),
      { numRuns: 600 },
    );
    expect(boards).toBeGreaterThan(0); // the generator does reach the importer, not just the tokenizer
  });

  const FILES = ['pic_programmer', 'tomu-fpga', 'HexadecipadV2', 'Duet2', 'custom_pads_test', 'microwave'];
  const sources = new Map(FILES.map((f) => [f, readTestdata(`kicad/${f}.kicad_pcb`)]));
  const NOISE = ['(', ')', '"', '\\', '\n', ' ', '\0', '0', '9', '.', '-', 'e', 'x', 'µ', '\u{1F600}'];
  const mutate = (text: string, kind: number, a: number, b: number): string => {
    const at = a % (text.length + 1);
    switch (kind) {
      case 0: // truncation
        return text.slice(0, at);
      case 1: {
        // character flips
        let out = text;
        for (let i = 0; i < 1 + (b % 8); i++) {
          const p = (a * (i + 7) + b * 31 * i) % out.length;
          out = out.slice(0, p) + NOISE[(b + i) % NOISE.length] + out.slice(p + 1);
        }
        return out;
      }
      case 2: {
        // deleted lines
        const lines = text.split('\n');
        const start = a % lines.length;
        lines.splice(start, 1 + (b % 20));
        return lines.join('\n');
      }
      case 3: {
        // a number somewhere made huge, tiny or not a number
        const re = /-?\d+\.?\d*/g;
        re.lastIndex = at;
        const m = re.exec(text);
        if (!m) return text;
        const huge = ['1e308', '-1e308', '1e-320', '1'.repeat(400), 'NaN', '1e999'][b % 6]!;
        return text.slice(0, m.index) + huge + text.slice(m.index + m[0].length);
      }
      default: {
        // 100k-deep nesting at the start of a line, balanced or not
        const p = text.lastIndexOf('\n', at) + 1;
        const depth = 100_000;
        const nest = '('.repeat(depth) + (b % 2 ? 'pad' : '') + ')'.repeat(b % 3 === 0 ? depth - 1 : depth);
        return text.slice(0, p) + nest + text.slice(p);
      }
    }
  };

  it('survives mutations of the real boards (truncation, flips, deleted lines, huge numbers, deep nesting)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FILES),
        fc.integer({ min: 0, max: 4 }),
        fc.nat(),
        fc.nat(),
        (file, kind, a, b) => {
          importChecked(mutate(sources.get(file)!, kind, a, b));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('handles 100k-deep nesting inside a footprint and as a whole file', () => {
    const deep = '('.repeat(100_000) + ')'.repeat(100_000);
    const board = sources.get('pic_programmer')!;
    const inFootprint = board.replace('(footprint ', `(footprint ${deep} `);
    expect(importChecked(inFootprint)).toBe('board');
    expect(importChecked(`(kicad_pcb ${deep})`)).toBe('board');
    expect(importChecked(deep)).toBe('error');
    expect(importChecked('('.repeat(100_000))).toBe('error');
  });

  it('reads a board whose every number is huge without non-finite output', () => {
    const text = sources.get('custom_pads_test')!.replace(/(\s)(-?\d+\.\d+)(?=[\s)])/g, '$11e308');
    expect(importChecked(text)).toBe('board');
  });
});
