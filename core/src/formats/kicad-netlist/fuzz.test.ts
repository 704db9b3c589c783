// Property-based and mutation fuzzing of the KiCad netlist reader and of the package cross-check that
// uses it: whatever the netlist, the reader returns a netlist with diagnostics (each naming the file
// and a line) or throws ImportError (naming the file and a line) — never another exception, never a
// hang; and a board imported beside any damaged netlist still imports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../../board/diagnostics';
import { textMutation } from '../../../test/fuzz-mutation';
import { mutateText } from '../../testing/mutate-text';
import { importKicad } from '../kicad/index';
import { importPackage } from '../package/index';
import { checkNetlist } from '../package/netlist-check';
import { readKicadNetlist } from './index';

const FILE = 'fuzz.net';
const KICAD = path.resolve(__dirname, '../../../../../shared/testdata/kicad');
const DUET2 = readFileSync(path.join(KICAD, 'Duet2.net'), 'utf8');
// A small real-shaped netlist (the first parts and nets of Duet2) keeps each run fast.
const SMALL = `${DUET2.slice(0, DUET2.indexOf('    (comp (ref C22)'))})\n${DUET2.slice(DUET2.indexOf('  (nets'), DUET2.indexOf('    (net (code 6)'))}))\n`;

const HOSTILE = [
  '(',
  ')',
  '"',
  '\\',
  '(node (ref) (pin))',
  '(node (ref __proto__) (pin constructor))',
  '(net (code -1) (name ""))',
  '(net (code 1e308) (name toString) (node (ref R1) (pin 1)))',
  '(comp (ref hasOwnProperty) (value) (footprint))',
  '(nets)',
  '(components)',
  '(version "E")',
  '(export (version D))',
  '((((((((((',
  ')))))))))',
  '\u0000',
  '\uFFFD',
];

/** Reads `text` and checks the contract; returns how it ended. */
function readChecked(text: string): 'netlist' | 'error' {
  const started = performance.now();
  let outcome: 'netlist' | 'error';
  try {
    const { board: n, diagnostics } = readKicadNetlist(text, FILE);
    for (const d of diagnostics) {
      expect(d.location.file).toBe(FILE);
      expect(Number.isInteger(d.location.line) && d.location.line! >= 1).toBe(true);
    }
    for (const net of n.nets) {
      expect(net.name).not.toBe('');
      for (const node of net.nodes) expect(node.ref !== '' && node.pin !== '').toBe(true);
    }
    outcome = 'netlist';
  } catch (e) {
    if (!(e instanceof ImportError)) throw e;
    expect(e.location.file).toBe(FILE);
    expect(Number.isInteger(e.location.line) && e.location.line! >= 1).toBe(true);
    outcome = 'error';
  }
  // a generous bound only a hang (or a quadratic blow-up) can miss: 1 s + 1 ms per KB
  expect(performance.now() - started).toBeLessThan(1000 + text.length / 1000);
  return outcome;
}

const atom = fc.constantFrom(
  'export',
  'version',
  'D',
  'E',
  'components',
  'comp',
  'ref',
  'value',
  'footprint',
  'nets',
  'net',
  'code',
  'name',
  'node',
  'pin',
  'pinfunction',
  'R1',
  '1',
  '"GND"',
  '"a b"',
);
const sexpr: fc.Arbitrary<string> = fc.letrec((tie) => ({
  item: fc.oneof({ depthSize: 'small' }, atom, tie('list')),
  list: fc.array(tie('item'), { maxLength: 6 }).map((items) => `(${(items as string[]).join(' ')})`),
})).list as fc.Arbitrary<string>;

describe('readKicadNetlist fuzzing', () => {
  it('reads the small real-shaped netlist cleanly (the fuzz baseline)', () => {
    expect(readChecked(SMALL)).toBe('netlist');
    expect(readKicadNetlist(SMALL, FILE).board.nets).toHaveLength(5);
  });

  it('survives arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000, unit: 'binary' }), (t) => void readChecked(t)),
      {
        numRuns: 300,
      },
    );
  });

  it('survives random netlist-shaped S-expressions', () => {
    fc.assert(
      fc.property(sexpr, (s) => void readChecked(`(export (version D) ${s} (nets ${s}))`)),
      {
        numRuns: 300,
      },
    );
  });

  it('survives mutations of a real netlist', () => {
    fc.assert(
      fc.property(fc.array(textMutation, { minLength: 1, maxLength: 4 }), (ms) => {
        readChecked(mutateText(SMALL, ms, HOSTILE));
      }),
      { numRuns: 400 },
    );
  });

  it('the cross-check survives mutated netlists against the real board', () => {
    const board = importKicad(
      readFileSync(path.join(KICAD, 'Duet2.kicad_pcb'), 'utf8'),
      'Duet2.kicad_pcb',
    ).board;
    fc.assert(
      fc.property(fc.array(textMutation, { minLength: 1, maxLength: 4 }), (ms) => {
        let read: ReturnType<typeof readKicadNetlist>;
        try {
          read = readKicadNetlist(mutateText(SMALL, ms, HOSTILE), FILE);
        } catch (e) {
          if (e instanceof ImportError) return;
          throw e;
        }
        const copy = { ...board, pads: board.pads.map((p) => ({ ...p })) };
        const out: Parameters<typeof checkNetlist>[4] = [];
        checkNetlist(copy, 'Duet2.kicad_pcb', FILE, read.board, out);
        for (const d of out) expect(d.location.file).toBe(FILE);
      }),
      { numRuns: 100 },
    );
  });

  it('a damaged netlist never stops the package: the board imports beside it', () => {
    const pcb = {
      name: 'Duet2.kicad_pcb',
      bytes: strToU8(readFileSync(path.join(KICAD, 'Duet2.kicad_pcb'), 'utf8')),
    };
    for (const text of [
      '(export (version D)',
      '(export (version D) (nets (net',
      '(export (version D))',
      '(export',
    ]) {
      const r = importPackage([pcb, { name: FILE, bytes: strToU8(text) }]);
      expect(r.board.pads.length).toBeGreaterThan(1000);
      expect(r.diagnostics.some((d) => d.location.file === FILE && d.severity === 'error')).toBe(true);
    }
  });
});
