// Property-based and mutation fuzzing of the KiCad schematic reader and of the package steps that use
// it: whatever the sheets, the reader returns a schematic with diagnostics (each naming a file and a
// line) or throws ImportError (naming the file and a line) — never another exception, never a hang;
// and a board imported beside any damaged schematic still imports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../../board/diagnostics';
import { textMutation } from '../../../test/fuzz-mutation';
import { mutateText } from '../../testing/mutate-text';
import { importPackage } from '../package/index';
import { readKicadSchematic } from './index';

const FIXTURES = path.resolve(__dirname, '../../../test/fixtures/kicad-sch');
const text = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');
const AMP = text('amp.kicad_sch');
const CHANNEL = text('channel.kicad_sch');
const DIVIDER = text('divider-v8.kicad_sch');
const NAMES = new Set(['amp.kicad_sch', 'channel.kicad_sch', 'divider.kicad_sch']);

const HOSTILE = [
  '(',
  ')',
  '"',
  '(symbol (lib_id "x:y") (at 1e308 -1e308 7))',
  '(property "Reference" "__proto__")',
  '(property "constructor" "toString")',
  '(sheet (property "Sheetfile" "amp.kicad_sch") (pin "IN" input (at 0 0 0)))',
  '(sheet (property "Sheetfile" "channel.kicad_sch") (uuid x))',
  '(label "D[0..99999]" (at 0 0 0))',
  '(hierarchical_label "A[3..0]" (at 25.4 50.8 0))',
  '(wire (pts (xy 0 0) (xy 0 0)))',
  '(wire (pts (xy NaN 1) (xy 2 3)))',
  '(junction (at 40.64 50.8))',
  '(instances (project "p" (path "/" (reference "R?") (unit 99))))',
  '(pin power_in line (at 0 0 0) (length 0) hide (name "GND") (number "1"))',
  '((((((((',
  '\u0000',
];

function readChecked(files: { name: string; text: string }[]): 'schematic' | 'error' {
  const started = performance.now();
  let outcome: 'schematic' | 'error';
  try {
    const { board: s, diagnostics } = readKicadSchematic(files);
    for (const d of diagnostics) {
      expect(NAMES.has(d.location.file)).toBe(true);
      expect(Number.isInteger(d.location.line) && d.location.line! >= 1).toBe(true);
    }
    for (const net of s.nets) for (const n of net.nodes) expect(n.ref !== '' && n.pin !== '').toBe(true);
    outcome = 'schematic';
  } catch (e) {
    if (!(e instanceof ImportError)) throw e;
    expect(NAMES.has(e.location.file)).toBe(true);
    outcome = 'error';
  }
  // a generous bound only a hang (or a blow-up) can miss: 2 s + 1 ms per KB
  expect(performance.now() - started).toBeLessThan(
    2000 + files.reduce((n, f) => n + f.text.length, 0) / 1000,
  );
  return outcome;
}

const atom = fc.constantFrom(
  'kicad_sch',
  'version',
  '20231120',
  'lib_symbols',
  'symbol',
  'lib_id',
  '"Device:R"',
  'at',
  '0',
  '2.54',
  'pin',
  'passive',
  'power_in',
  'hide',
  'wire',
  'pts',
  'xy',
  'label',
  'global_label',
  'hierarchical_label',
  'sheet',
  'property',
  '"Sheetfile"',
  '"amp.kicad_sch"',
  'instances',
  'path',
  'reference',
  '"R1"',
  'unit',
  'power',
  'mirror',
  'x',
);
const sexpr: fc.Arbitrary<string> = fc.letrec((tie) => ({
  item: fc.oneof({ depthSize: 'small' }, atom, tie('list')),
  list: fc.array(tie('item'), { maxLength: 6 }).map((items) => `(${(items as string[]).join(' ')})`),
})).list as fc.Arbitrary<string>;

describe('readKicadSchematic fuzzing', () => {
  it('reads the fixtures cleanly (the fuzz baseline)', () => {
    expect(
      readChecked([
        { name: 'amp.kicad_sch', text: AMP },
        { name: 'channel.kicad_sch', text: CHANNEL },
      ]),
    ).toBe('schematic');
  });

  it('survives arbitrary text', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 2000, unit: 'binary' }),
        (t) => void readChecked([{ name: 'divider.kicad_sch', text: t }]),
      ),
      { numRuns: 200 },
    );
  });

  it('survives random schematic-shaped S-expressions', () => {
    fc.assert(
      fc.property(
        sexpr,
        sexpr,
        (a, b) =>
          void readChecked([
            {
              name: 'divider.kicad_sch',
              text: `(kicad_sch (version 20231120) (lib_symbols ${a}) ${b} ${a})`,
            },
          ]),
      ),
      { numRuns: 300 },
    );
  });

  it('survives mutations of a real-shaped hierarchy', () => {
    fc.assert(
      fc.property(fc.array(textMutation, { minLength: 1, maxLength: 4 }), fc.boolean(), (ms, which) => {
        readChecked([
          { name: 'amp.kicad_sch', text: which ? mutateText(AMP, ms, HOSTILE) : AMP },
          { name: 'channel.kicad_sch', text: which ? CHANNEL : mutateText(CHANNEL, ms, HOSTILE) },
        ]);
      }),
      { numRuns: 300 },
    );
  });

  it('a damaged schematic never stops the package: the board imports beside it', () => {
    const pcb = { name: 'divider.kicad_pcb', bytes: strToU8(text('divider-project/divider.kicad_pcb')) };
    fc.assert(
      fc.property(fc.array(textMutation, { minLength: 1, maxLength: 4 }), (ms) => {
        const r = importPackage([
          pcb,
          { name: 'divider.kicad_sch', bytes: strToU8(mutateText(DIVIDER, ms, HOSTILE)) },
        ]);
        expect(r.board.pads).toHaveLength(9);
      }),
      { numRuns: 100 },
    );
  });
});
