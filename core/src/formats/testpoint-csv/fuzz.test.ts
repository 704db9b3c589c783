import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../../board/diagnostics';
import { importTestPointCsv } from './index';

const FIXTURES = path.resolve(__dirname, '../../../test/fixtures/testpoint');
const SEEDS = readdirSync(FIXTURES).map((f) => readFileSync(path.join(FIXTURES, f), 'utf8'));

/** Only diagnostics (with file and line) or an ImportError, never another exception. */
function importSafely(text: string): void {
  try {
    const { board, diagnostics } = importTestPointCsv(text, 'fuzz.csv');
    for (const d of diagnostics) {
      expect(d.location.file).toBe('fuzz.csv');
      expect(d.location.line).toBeGreaterThanOrEqual(1);
    }
    for (const p of board.pads) expect(Number.isFinite(p.x) && Number.isFinite(p.widthMm)).toBe(true);
  } catch (e) {
    if (!(e instanceof ImportError)) throw e;
  }
}

const cell = fc.oneof(
  fc.constantFrom(
    'Net',
    'Name',
    'X',
    'Y',
    'Side',
    'Type',
    'Size',
    'Drill',
    'Top',
    'Both',
    'TH',
    '[Tooling holes]',
    '"',
    '""',
  ),
  fc.double().map(String),
  fc.string({ maxLength: 12 }),
);
const csvLike = fc
  .array(fc.tuple(fc.array(cell, { maxLength: 9 }), fc.constantFrom(',', ';', '\t')), { maxLength: 40 })
  .map((rows) => rows.map(([cells, sep]) => cells.join(sep)).join('\n'));

describe('importTestPointCsv fuzzing', () => {
  it('survives arbitrary text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 2000, unit: 'binary' }), importSafely), { numRuns: 300 });
  });

  it('survives CSV-like text with test-point words', () => {
    fc.assert(
      fc.property(csvLike, (text) => importSafely(`Net,Name,X,Y\n${text}`)),
      { numRuns: 300 },
    );
  });

  it('survives mutations of the fixtures (truncation, byte flips, deleted lines, huge numbers)', () => {
    fc.assert(
      fc.property(
        fc.nat(SEEDS.length - 1),
        fc.nat(),
        fc.constantFrom('cut', 'flip', 'drop', 'huge'),
        fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }),
        (i, at, kind, ch) => {
          const text = SEEDS[i]!;
          const k = at % Math.max(1, text.length);
          const mutated = {
            cut: () => text.slice(0, k),
            flip: () => text.slice(0, k) + ch + text.slice(k + 1),
            drop: () =>
              text
                .split('\n')
                .filter((_, n) => n !== at % 8)
                .join('\n'),
            huge: () => `${text.slice(0, k)}${'9'.repeat(400)}e999${text.slice(k)}`,
          }[kind]();
          importSafely(mutated);
        },
      ),
      { numRuns: 300 },
    );
  });
});
