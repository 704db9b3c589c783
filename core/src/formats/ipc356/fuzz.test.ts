import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../../board/diagnostics';
import { importIpc356 } from './index';

const TESTDATA = path.resolve(__dirname, '../../../../../shared/testdata');
const REAL = [
  'ipc356/HeadPower.ipc',
  'ipc356/HexadecipadV2.ipc',
  'ipc356/eagle-pcb-tools.ipc',
  'kicad-exports/pic_programmer/pic_programmer.d356',
].map((f) => readFileSync(path.join(TESTDATA, f), 'utf8'));

/** Bad input may give diagnostics or an ImportError, never another exception; every diagnostic has file and line. */
function importSafely(text: string): void {
  try {
    const { board, diagnostics } = importIpc356(text, 'fuzz.ipc');
    for (const d of diagnostics) {
      expect(d.location.file).toBe('fuzz.ipc');
      expect(d.location.line).toBeGreaterThanOrEqual(1);
    }
    for (const p of board.pads) expect(Number.isFinite(p.x) && Number.isFinite(p.y)).toBe(true);
  } catch (e) {
    if (!(e instanceof ImportError)) throw e;
  }
}

const recordLike = fc
  .tuple(
    fc.constantFrom('317', '327', '367', '347', '017', '389', '089', '378', '999', 'P  ', 'C  ', '099'),
    fc.string({ maxLength: 90 }),
  )
  .map(([code, rest]) => code + rest);

const mutation = fc.oneof(
  // truncation
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
  // byte flips
  fc.record({
    kind: fc.constant('flip' as const),
    at: fc.nat(),
    ch: fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }),
  }),
  // deleted lines
  fc.record({ kind: fc.constant('drop' as const), at: fc.nat(), count: fc.integer({ min: 1, max: 20 }) }),
  // huge numbers
  fc.record({ kind: fc.constant('huge' as const), at: fc.nat(), digits: fc.integer({ min: 7, max: 400 }) }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

function mutate(text: string, m: Mutation): string {
  const at = m.at % Math.max(1, text.length);
  if (m.kind === 'cut') return text.slice(0, at);
  if (m.kind === 'flip') return text.slice(0, at) + m.ch + text.slice(at + 1);
  if (m.kind === 'huge') return text.slice(0, at) + '9'.repeat(m.digits) + text.slice(at);
  const lines = text.split('\n');
  const from = m.at % Math.max(1, lines.length);
  lines.splice(from, m.count);
  return lines.join('\n');
}

describe('importIpc356 fuzzing', () => {
  it('survives arbitrary text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 2000, unit: 'binary' }), importSafely), { numRuns: 300 });
  });

  it('survives files of record-like lines', () => {
    fc.assert(
      fc.property(fc.array(recordLike, { maxLength: 60 }), (lines) => importSafely(lines.join('\r\n'))),
      { numRuns: 300 },
    );
  });

  it('survives mutations of real files', () => {
    fc.assert(
      fc.property(fc.nat(REAL.length - 1), fc.array(mutation, { minLength: 1, maxLength: 4 }), (i, ms) =>
        importSafely(ms.reduce(mutate, REAL[i]!)),
      ),
      { numRuns: 200 },
    );
  });

  it('reads a 200 000-character line without hanging', () => {
    importSafely(`317${'X1'.repeat(100_000)}`);
    importSafely(`389BOARD_EDGE ${'X1Y1 '.repeat(40_000)}`);
  });
});
