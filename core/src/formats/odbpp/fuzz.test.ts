import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { textMutation } from '../../../test/fuzz-mutation';
import { ImportError } from '../../board/diagnostics';
import { mutateText } from '../../testing/mutate-text';
import { importOdbpp } from './index';
import { readTarball, TarError } from './tar';
import type { OdbFile } from './tree';
import { writeTar } from './test-trees';

const ZIP = path.resolve(__dirname, '../../../../../shared/testdata/odbpp/Switch_Board_ODB.zip');
const REAL: OdbFile[] = Object.entries(unzipSync(readFileSync(ZIP)))
  .filter(([name]) => !name.endsWith('/'))
  .map(([name, bytes]) => ({ name, bytes }));

/** The members the fuzzer damages: the matrix, eda/data, components, netlist, profile and layers. */
const TARGETS = [
  'odb/matrix/matrix',
  'odb/misc/info',
  'odb/steps/pcb/eda/data',
  'odb/steps/pcb/layers/comp_+_top/components',
  'odb/steps/pcb/netlists/cadnet/netlist',
  'odb/steps/pcb/profile',
  'odb/steps/pcb/layers/top_layer/features',
  'odb/steps/pcb/layers/bottom_layer/features',
  'odb/steps/pcb/layers/top_solder/features',
  'odb/steps/pcb/layers/drill_plated_bottom_layer-top_layer/features',
];

/** Hostile snippets: records with missing fields, huge indices, nested blocks, unclosed surfaces. */
const SNIPPETS = [
  'P 1 2 999999 P 0 9 NaN\n',
  'P -1e308 1e308 -1 0 0 P 0 8 45\n',
  'S P 0\nOB 0 0 I\nOC 1 1 0 0 Y\n',
  'SE\nOE\nOS 1 2\n',
  'FID C 99999999 4294967296\n',
  'SNT TOP B -1 7\nFID H 0 0\n',
  'CMP 4294967295 0 0 0 M X Y\nTOP 999 1 1 0 M 99 99\n',
  'PKG\nPIN\nCT\nOB 1 1 H\nCE\n',
  'LAYER {\nROW=-5\nCONTEXT=BOARD\nTYPE=SIGNAL\nNAME=../../x\n}\n',
  'STEP {\nNAME=\n}\n',
  'UNITS=INCH\n',
  '$0 rect1e400x5\n$1 oct0x0x0\n',
  '@0 .drill\n&0 \n',
  '0 0.5 1 1 B 1 1 e c staggered 0 0 0 v t\n',
];

function importSafely(files: OdbFile[]): void {
  try {
    const { board, diagnostics } = importOdbpp(files, 'fuzz.zip');
    for (const d of diagnostics) {
      expect(typeof d.location.file).toBe('string');
      expect(d.location.line ?? 1).toBeGreaterThanOrEqual(1);
    }
    for (const p of board.pads) expect(Number.isFinite(p.x) && Number.isFinite(p.y)).toBe(true);
    for (const v of board.vias) expect(Number.isFinite(v.x) && Number.isFinite(v.y)).toBe(true);
    JSON.stringify(board);
  } catch (e) {
    if (!(e instanceof ImportError)) throw e;
  }
}

describe('ODB++ import fuzzing', () => {
  it('survives mutations of the real tree', () => {
    fc.assert(
      fc.property(
        fc.nat(TARGETS.length - 1),
        fc.array(textMutation, { minLength: 1, maxLength: 4 }),
        (t, ms) => {
          const target = TARGETS[t]!;
          const files = REAL.map((f) =>
            f.name === target
              ? { name: f.name, bytes: strToU8(mutateText(strFromU8(f.bytes), ms, SNIPPETS)) }
              : f,
          );
          importSafely(files);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('survives arbitrary text in place of the matrix, eda/data and a layer', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 1500, unit: 'binary' }), fc.nat(TARGETS.length - 1), (text, t) => {
        const files = REAL.map((f) => (f.name === TARGETS[t] ? { name: f.name, bytes: strToU8(text) } : f));
        importSafely(files);
      }),
      { numRuns: 150 },
    );
  });

  it('survives damaged tar archives (TarError or files, nothing else)', () => {
    const tar = writeTar(REAL.slice(0, 6));
    fc.assert(
      fc.property(
        fc.nat(tar.length - 1),
        fc.integer({ min: 0, max: 255 }),
        fc.nat(tar.length),
        (at, byte, cut) => {
          const bad = tar.slice(0, Math.max(cut, 1));
          bad[at % bad.length] = byte;
          try {
            readTarball(bad, { maxExpandedBytes: 5_000_000, maxFiles: 50 });
          } catch (e) {
            if (!(e instanceof TarError)) throw e;
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
