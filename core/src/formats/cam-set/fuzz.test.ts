import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textMutation } from '../../../test/fuzz-mutation';
import { ImportError } from '../../board/diagnostics';
import { parseGerber } from '../gerber/index';
import { type GerberSetFile, importGerberSet } from './index';
import { HUGE_NUMBERS, mutateText } from '../../testing/mutate-text';

// Property and mutation fuzzing (ARCHITECTURE.md "Tests"): bad input yields diagnostics or an
// ImportError, never another exception, never a hang. Every input is bounded by the readers' own
// caps (objects, points, repeats, arc segments, expression depth).
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const TESTDATA = path.resolve(REPO, '../shared/testdata');
const FIXTURES = path.resolve(REPO, 'core/test/fixtures/gerber');

const read = (p: string) => readFileSync(p, 'utf8');

const HOSTILE = [
  '%SRX20Y20I0.01J0.01*%', // the 10 000-copy cap itself is tested in parse-gerber.test.ts
  'G75*G02X99999999Y1I-99999999J99999999D01*',
  'G74*G03X1Y1I99999999J1D01*',
  '%ADD99P,1X99999999X45*%D99*X1Y1D03*',
  '%AMZ*4,1,99999999,0,0,1,1,0*%%ADD98Z*%D98*X1Y1D03*',
  `%AMY*1,1,${'('.repeat(500)}1*%%ADD97Y,1*%`,
  '%AMW*$1=$1x$1x$1x$1*1,1,$1,0,0*%%ADD96W,1e300*%D96*X0Y0D03*',
  'G36*X0Y0D02*G03X5Y5I1J1D01*',
  'G37*G37*G36*G36*',
  '%LR45*%%LMXY*%%LS0.5*%',
  '%OFA1B1*%%IPNEG*%%MIA1B1*%',
  '%FSTIX99Y99*%',
  '%MOFT*%',
  '%TO.N,\\u00zz,\\u*%%TF.FileFunction,Copper,L99999,Bot*%',
  'G04 #@! TA.AperFunction,ViaPad*',
  'D0*D1*D2*D3*D-1*G99*M99*',
  '%%%%****',
];

const mutation = textMutation;

/** Imports a set and checks the contract: a board with located diagnostics, or an ImportError. */
function checkSet(files: GerberSetFile[]): void {
  try {
    const { board, diagnostics } = importGerberSet(files);
    expect(Array.isArray(board.pads)).toBe(true);
    for (const d of diagnostics) {
      expect(files.some((f) => f.name === d.location.file)).toBe(true);
      expect(d.location.line).toBeGreaterThan(0);
    }
  } catch (e) {
    if (!(e instanceof ImportError)) throw e;
  }
}

const GERBER_WORDS = [
  '%FSLAX46Y46*%',
  '%FSLAX24Y24*%',
  '%MOMM*%',
  '%MOIN*%',
  '%ADD10C,0.5*%',
  '%ADD11R,1X2*%',
  '%ADD12O,1X2*%',
  '%AMM*21,1,$1,$2,0,0,$3*%',
  '%ADD13M,1X2X30*%',
  '%TA.AperFunction,SMDPad,CuDef*%',
  '%TO.P,R1,1*%',
  '%TO.N,GND*%',
  '%TD*%',
  '%TF.FileFunction,Copper,L1,Top*%',
  '%LPC*%',
  '%LPD*%',
  '%SRX3Y2I1J1*%',
  '%SR*%',
  'D10*',
  'D11*',
  'D13*',
  'G01*',
  'G02*',
  'G03*',
  'G36*',
  'G37*',
  'G74*',
  'G75*',
  'G91*',
  'M02*',
  '\n',
];
const number = fc.oneof(
  fc.integer({ min: -99999999, max: 99999999 }).map(String),
  fc.constantFrom(...HUGE_NUMBERS),
);
const operation = fc
  .tuple(number, number, number, number, fc.constantFrom('D01', 'D02', 'D03', ''))
  .map(([x, y, i, j, d]) => `X${x}Y${y}I${i}J${j}${d}*`);
const gerberText = fc
  .array(fc.oneof(fc.constantFrom(...GERBER_WORDS), operation), { maxLength: 120 })
  .map((w) => w.join(''));

describe('Gerber fuzzing', () => {
  it('random text: parseGerber never throws and locates every diagnostic', { timeout: 20_000 }, () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const img = parseGerber(text, 'r.gbr');
        for (const d of img.diagnostics)
          expect(d.location).toMatchObject({ file: 'r.gbr', line: expect.any(Number) });
      }),
      { numRuns: 400 },
    );
  });

  it('random Gerber words and numbers: the set importer keeps its contract', { timeout: 20_000 }, () => {
    const drill = {
      name: 'd-PTH.drl',
      text: 'M48\nMETRIC\nT1C0.8\n%\nT1\nX1.0Y1.0\nM30\n',
      kind: 'excellon' as const,
    };
    fc.assert(
      fc.property(gerberText, gerberText, (top, bottom) => {
        checkSet([
          { name: 'f-F_Cu.gbr', text: top, kind: 'gerber' },
          { name: 'f-B_Cu.gbr', text: bottom, kind: 'gerber' },
          drill,
        ]);
      }),
      { numRuns: 300 },
    );
  });

  const headPower = ['GTL', 'GBL', 'GTS', 'GBS', 'GTO', 'TXT'].map((ext) => ({
    name: `HeadPower.${ext}`,
    text: read(path.join(TESTDATA, 'gerber/HeadPower', `HeadPower.${ext}`)),
    kind: ext === 'TXT' ? ('excellon' as const) : ('gerber' as const),
  }));

  it('mutations of the HeadPower set (Altium RS-274X + drill)', { timeout: 20_000 }, () => {
    fc.assert(
      fc.property(
        fc.nat(headPower.length - 1),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        (which, ms) => {
          checkSet(
            headPower.map((f, i) => (i === which ? { ...f, text: mutateText(f.text, ms, HOSTILE) } : f)),
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  const kicad = ['F_Cu.gbr', 'B_Cu.gbr', 'F_Mask.gbr', 'Edge_Cuts.gbr', 'PTH.drl', 'top-pos.csv'].map(
    (suffix) => ({
      name: `custom_pads_test-${suffix}`,
      text: read(path.join(TESTDATA, 'kicad-exports/custom_pads_test/gerber', `custom_pads_test-${suffix}`)),
      kind: suffix.endsWith('.drl')
        ? ('excellon' as const)
        : suffix.endsWith('.csv')
          ? ('centroid' as const)
          : ('gerber' as const),
    }),
  );

  it('mutations of a KiCad X2 set with macros, custom pads and attributes', { timeout: 20_000 }, () => {
    fc.assert(
      fc.property(
        fc.nat(kicad.length - 1),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        (which, ms) => {
          checkSet(kicad.map((f, i) => (i === which ? { ...f, text: mutateText(f.text, ms, HOSTILE) } : f)));
        },
      ),
      { numRuns: 50 },
    );
  });

  it('mutations of a Gerber job file beside the KiCad set, and layer-pair drill files', {
    timeout: 20_000,
  }, () => {
    const job = JSON.stringify({
      Header: { GenerationSoftware: { Vendor: 'KiCad', Application: 'Pcbnew', Version: '7.0.0' } },
      GeneralSpecs: { LayerNumber: 4, BoardThickness: 1.6, Size: { X: 100, Y: 80 } },
      FilesAttributes: kicad.map((f) => ({ Path: f.name, FileFunction: 'Copper,L1,Top' })),
    });
    const pairs = ['front-in1', 'in1-in2', 'in2-back'].map((p) => ({
      name: `custom_pads_test-${p}.drl`,
      text: 'M48\nMETRIC\nT1C0.200\n%\nT1\nX10.0Y10.0\nX20.0Y20.0\nM30\n',
      kind: 'excellon' as const,
    }));
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), fc.nat(pairs.length), (ms, which) => {
        const files: GerberSetFile[] = [
          ...kicad,
          ...pairs,
          { name: 'custom_pads_test-job.gbrjob', text: job, kind: 'job' },
        ];
        const i = which === pairs.length ? files.length - 1 : kicad.length + which;
        files[i] = { ...files[i]!, text: mutateText(files[i]!.text, ms, HOSTILE) };
        checkSet(files);
      }),
      { numRuns: 40 },
    );
  });

  it('thousands of stacked mask openings near every pad end in a diagnostic, not a hang', {
    timeout: 20_000,
  }, () => {
    const copper =
      '%TF.FileFunction,Copper,L1,Top*%%FSLAX46Y46*%%MOMM*%%ADD10C,0.5*%D10*%SRX60Y50I1J1*%X0Y0D03*%SR*%M02*';
    // a thin diagonal sliver: its extents cover every pad, the sliver itself only the diagonal ones
    const sliver = 'G36*X-1000000Y-1000000D02*G01*X70000000Y70000000D01*X70000000Y69990000D01*G37*';
    const mask = `%TF.FileFunction,Soldermask,Top*%%FSLAX46Y46*%%MOMM*%%SRX100Y100I0J0*%${sliver}%SR*%M02*`;
    const { board, diagnostics } = importGerberSet([
      { name: 'c-F_Cu.gbr', text: copper, kind: 'gerber' },
      { name: 'c-F_Mask.gbr', text: mask, kind: 'gerber' },
    ]);
    expect(board.pads).toHaveLength(3000);
    expect(board.pads.some((p) => p.mask === 'covered')).toBe(true);
    expect(diagnostics.find((d) => d.code === 'gerber.mask.budget')?.location.file).toBe('c-F_Mask.gbr');
  });

  it('a profile of thousands of rings or a fan of edges is capped, not quadratic', {
    timeout: 20_000,
  }, () => {
    const square = 'X0Y0D02*X1000000Y0D01*X1000000Y1000000D01*X0Y1000000D01*X0Y0D01*';
    const rings = `%TF.FileFunction,Profile,NP*%%FSLAX46Y46*%%MOMM*%%ADD10C,0.1*%D10*%SRX100Y100I2J2*%${square}%SR*%M02*`;
    const fan = Array.from({ length: 3000 }, (_, i) => `X0Y0D02*X${i * 1000}Y5000000D01*`).join('');
    const star = `%TF.FileFunction,Profile,NP*%%FSLAX46Y46*%%MOMM*%%ADD10C,0.1*%D10*${fan}M02*`;
    for (const text of [rings, star]) {
      const { board } = importGerberSet([{ name: 'p-Edge_Cuts.gbr', text, kind: 'gerber' }]);
      expect(board.outline.length).toBeLessThanOrEqual(1000);
    }
  });

  it('a file defining a huge macro thousands of times runs out of macro budget, not time', {
    timeout: 20_000,
  }, () => {
    const big = `4,1,4999,${Array.from({ length: 5000 }, (_, i) => `${i}x$1,${i % 7}`).join(',')},0`;
    const defs = Array.from({ length: 2000 }, (_, i) => `%ADD${10 + i}BIG,1*%`).join('');
    const img = parseGerber(`%FSLAX46Y46*%%MOMM*%%AMBIG*${big}*%${defs}M02*`, 'm.gbr');
    expect(img.diagnostics.some((d) => d.code === 'gerber.macro.budget')).toBe(true);
  });

  it('every hostile snippet alone, inside a valid header, stays bounded', { timeout: 20_000 }, () => {
    for (const snippet of HOSTILE) {
      const text = `%FSLAX46Y46*%%MOMM*%%ADD10C,0.5*%D10*${snippet}X1Y1D03*M02*`;
      const img = parseGerber(text, 'h.gbr');
      expect(img.flashes.length + img.draws.length).toBeLessThanOrEqual(5_000_000);
      checkSet([{ name: 'h-F_Cu.gbr', text, kind: 'gerber' }]);
    }
    for (const f of ['macros.gbr', 'arcs.gbr', 'regions.gbr']) {
      checkSet([{ name: `${f}-F_Cu.gbr`, text: read(path.join(FIXTURES, f)), kind: 'gerber' }]);
    }
  });
});
