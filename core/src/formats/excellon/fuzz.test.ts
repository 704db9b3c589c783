import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textMutation } from '../../../test/fuzz-mutation';
import { HUGE_NUMBERS, mutateText } from '../../testing/mutate-text';
import { parseExcellon } from './parse-excellon';

// Property and mutation fuzzing: any text yields holes and located diagnostics, never an
// exception, never a hang (hits, repeats and routes are capped).
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const TESTDATA = path.resolve(REPO, '../shared/testdata');
const FIXTURES = path.resolve(REPO, 'core/test/fixtures/excellon');

const HOSTILE = [
  'R99999X0.001Y0.001\n',
  'X1Y1G85X99999999999Y1\n',
  'G00X1Y1\nM15\nG01X2Y2\nG01X3Y3\n',
  'M15\n',
  'T99C99999\nT99\n',
  'ICI,ON\n',
  'G93X5Y5\n',
  'M72\nM71\n',
  'INCH,LZ,00000000.00000000\n',
  ';FILE_FORMAT=9:9\n',
  '; #@! TA.AperFunction,ViaDrill\n',
  'M30\nX1Y1\n',
  '%\nM48\n%\n',
];

const mutation = textMutation;

function check(text: string, file: string): void {
  const d = parseExcellon(text, file);
  for (const h of d.hits) {
    expect(Number.isFinite(h.x) && Number.isFinite(h.y)).toBe(true);
  }
  for (const x of d.diagnostics) expect(x.location).toMatchObject({ file, line: expect.any(Number) });
}

const sources = [
  ['HeadPower.TXT', path.join(TESTDATA, 'gerber/HeadPower/HeadPower.TXT')],
  ['interf_u-PTH.drl', path.join(TESTDATA, 'kicad-exports/interf_u/gerber/interf_u-PTH.drl')],
  ['metric-slots.drl', path.join(FIXTURES, 'metric-slots.drl')],
  ['incremental-repeat.drl', path.join(FIXTURES, 'incremental-repeat.drl')],
].map(([name, p]) => ({ name: name!, text: readFileSync(p!, 'utf8') }));

describe('Excellon fuzzing', () => {
  it('random text never throws', { timeout: 20_000 }, () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => check(text, 'r.drl')),
      { numRuns: 500 },
    );
  });

  it('random Excellon lines never throw', { timeout: 20_000 }, () => {
    const line = fc.oneof(
      fc.constantFrom(
        'M48',
        'METRIC',
        'INCH,TZ',
        'INCH,LZ',
        '%',
        'T1C0.8',
        'T1',
        'T2',
        'G85',
        'M15',
        'M16',
        'G00',
        'G01',
        'G05',
        'G90',
        'G91',
        'M30',
        ...HOSTILE,
      ),
      fc
        .tuple(
          fc.oneof(fc.integer().map(String), fc.constantFrom(...HUGE_NUMBERS)),
          fc.oneof(fc.integer().map(String), fc.double().map(String)),
        )
        .map(([x, y]) => `X${x}Y${y}`),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 80 }), (lines) => check(lines.join('\n'), 'w.drl')),
      { numRuns: 400 },
    );
  });

  it('mutations of real drill files never throw', { timeout: 20_000 }, () => {
    fc.assert(
      fc.property(
        fc.nat(sources.length - 1),
        fc.array(mutation, { minLength: 1, maxLength: 5 }),
        (which, ms) => {
          const s = sources[which]!;
          check(mutateText(s.text, ms, HOSTILE), s.name);
        },
      ),
      { numRuns: 400 },
    );
  });
});
