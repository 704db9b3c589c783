import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../../board/diagnostics';
import { detectFormat, importPackage } from './index';
import type { PackageFile } from './types';

const FIXTURES = path.resolve(__dirname, '../../../test/fixtures/package');
const BOARD = new Uint8Array(readFileSync(path.join(FIXTURES, 'board.ipc')));
const POINTS = new Uint8Array(readFileSync(path.join(FIXTURES, 'points.csv')));
const ZIP = zipSync({
  'p/board.ipc': BOARD,
  'p/points.csv': POINTS,
  'p/inner.zip': zipSync({ 'x.ipc': BOARD }),
});

/**
 * Only diagnostics (each naming its file, and its line where it has one: a check of a whole feature
 * after reading, such as a value beyond 10 m in an outline, names the feature instead) or an
 * ImportError; never another exception.
 */
function importSafely(files: PackageFile[]): void {
  try {
    const { diagnostics } = importPackage(files, { maxExpandedBytes: 1_000_000, maxFiles: 50 });
    for (const d of diagnostics) {
      expect(typeof d.location.file).toBe('string');
      if (d.location.line !== undefined) expect(d.location.line).toBeGreaterThanOrEqual(1);
      else expect(d.message.length).toBeGreaterThan(d.location.file.length);
    }
  } catch (e) {
    if (!(e instanceof ImportError)) throw e;
  }
}

const NAMES = ['a.ipc', 'b.csv', 'c.gbr', 'd.drl', 'e.zip', 'f.kicad_pcb', 'g.txt', 'h.GTL', 'i.pos', 'j'];
const PREFIXES = [
  'M48\n',
  '%FSLAX24Y24*%\n',
  'P  UNITS CUST 0\n',
  '(kicad_pcb ',
  'Net,Name,X,Y\n',
  'PK\u0003\u0004',
  '%PDF',
  '',
];

const randomFile = fc
  .tuple(fc.constantFrom(...NAMES), fc.constantFrom(...PREFIXES), fc.uint8Array({ maxLength: 400 }))
  .map(
    ([name, prefix, tail]): PackageFile => ({ name, bytes: new Uint8Array([...strToU8(prefix), ...tail]) }),
  );

function flip(bytes: Uint8Array, at: number, value: number): Uint8Array {
  const out = bytes.slice();
  out[at % out.length] = value;
  return out;
}

describe('package fuzzing', () => {
  it('detectFormat never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.uint8Array({ maxLength: 2000 }), (name, bytes) => {
        expect(typeof detectFormat(name, bytes).format).toBe('string');
      }),
      { numRuns: 500 },
    );
  });

  it('survives random files whose heads look like design files', () => {
    fc.assert(fc.property(fc.array(randomFile, { maxLength: 5 }), importSafely), { numRuns: 200 });
  });

  it('survives damaged zips (byte flips, truncation)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 6 }),
        fc.nat(),
        (flips, cut) => {
          let bytes: Uint8Array = ZIP;
          for (const [at, v] of flips) bytes = flip(bytes, at, v);
          if (cut % 3 === 0) bytes = bytes.slice(0, cut % bytes.length);
          importSafely([{ name: 'package.zip', bytes }]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a byte flip that makes an outline absurd is named by file and feature (found by the fuzzer)', () => {
    let bytes: Uint8Array = ZIP;
    for (const [at, v] of [
      [1936886365, 27],
      [708320351, 0],
    ] as const)
      bytes = flip(bytes, at, v);
    const { diagnostics } = importPackage([{ name: 'package.zip', bytes }], {
      maxExpandedBytes: 1_000_000,
      maxFiles: 50,
    });
    const absurd = diagnostics.find((d) => d.code === 'package.value.absurd');
    expect(absurd?.location).toEqual({ file: 'package.zip/p/board.ipc' });
    expect(absurd?.message).toMatch(/^package\.zip\/p\/board\.ipc: 1 outline polygons left out/);
    importSafely([{ name: 'package.zip', bytes }]);
  });

  it('survives mutated design files next to each other', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 0, max: 255 }), fc.nat(), (at, v, cut) => {
        importSafely([
          { name: 'board.ipc', bytes: flip(BOARD, at, v) },
          { name: 'points.csv', bytes: POINTS.slice(0, cut % (POINTS.length + 1)) },
        ]);
      }),
      { numRuns: 300 },
    );
  });
});
