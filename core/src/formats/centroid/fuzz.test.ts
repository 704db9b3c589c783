import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textMutation } from '../../../test/fuzz-mutation';
import { mutateText } from '../../testing/mutate-text';
import { parseCentroid } from './parse-centroid';

// Property and mutation fuzzing of the placement reader: diagnostics, never an exception.
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const FIXTURES = path.resolve(REPO, 'core/test/fixtures/centroid');
const KICAD_POS = path.resolve(
  REPO,
  '../shared/testdata/kicad-exports/pic_programmer/gerber/pic_programmer-top-pos.csv',
);

const HOSTILE = [
  '"unterminated, quote',
  ';;;;;;',
  'Ref,X,Y\n',
  '1e999',
  '-',
  '"',
  '\t\t\t',
  '## Unit = furlongs\n',
  'R1,1mil mm,2',
];

const mutation = textMutation;

function check(text: string, file: string): void {
  const f = parseCentroid(text, file);
  for (const r of f.rows)
    expect(Number.isFinite(r.x) && Number.isFinite(r.y) && Number.isFinite(r.rotationDeg)).toBe(true);
  for (const d of f.diagnostics) expect(d.location).toMatchObject({ file, line: expect.any(Number) });
}

const sources = [
  ...readdirSync(FIXTURES).map((name) => ({ name, text: readFileSync(path.join(FIXTURES, name), 'utf8') })),
  { name: 'pic_programmer-top-pos.csv', text: readFileSync(KICAD_POS, 'utf8') },
];

describe('placement file fuzzing', () => {
  it('random text never throws', { timeout: 20_000 }, () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => check(`Ref,X,Y,Rot,Side\n${text}`, 'r.csv')),
      { numRuns: 500 },
    );
  });

  it('mutations of real placement files never throw', { timeout: 20_000 }, () => {
    fc.assert(
      fc.property(
        fc.nat(sources.length - 1),
        fc.array(mutation, { minLength: 1, maxLength: 5 }),
        (which, ms) => {
          const s = sources[which]!;
          check(mutateText(s.text, ms, HOSTILE), s.name);
        },
      ),
      { numRuns: 500 },
    );
  });
});
