// Small hand-made sets, one per case of issue 12 that real writers produce: a Gerber job file, vias
// in pads, layer-pair (blind / buried) drill files and a layer given twice.
import { describe, expect, it } from 'vitest';
import { type GerberSetFile, importGerberSet } from './index';

const mm = (v: number) => Math.round(v * 1e6);
const at = (x: number, y: number) => `X${mm(x)}Y${mm(y)}D03*\n`;
/** A Gerber file: optional X2 file function, mm, the body, M02. */
const gbr = (fileFunction: string | null, body: string) =>
  `${fileFunction ? `%TF.FileFunction,${fileFunction}*%\n` : ''}%FSLAX46Y46*%\n%MOMM*%\n${body}M02*\n`;
/** An Excellon file with one tool and its hits (mm); `header` lines go after METRIC. */
const drl = (diameter: number, hits: [number, number][], header = '') =>
  `M48\nMETRIC\n${header}T1C${diameter.toFixed(3)}\n%\nG90\nT1\n${hits.map(([hx, hy]) => `X${hx.toFixed(3)}Y${hy.toFixed(3)}\n`).join('')}M30\n`;
const g = (name: string, text: string): GerberSetFile => ({ name, text, kind: 'gerber' });
const x = (name: string, text: string): GerberSetFile => ({ name, text, kind: 'excellon' });
const codes = (r: { diagnostics: { code: string }[] }) => r.diagnostics.map((d) => d.code);

/** A job file as KiCad 6–9 write it (trimmed), naming files whose names no convention knows. */
const job = (files: [string, string][], layers = 4) =>
  JSON.stringify({
    Header: { GenerationSoftware: { Vendor: 'KiCad', Application: 'Pcbnew', Version: '8.0.4' } },
    GeneralSpecs: { Size: { X: 20, Y: 10 }, LayerNumber: layers, BoardThickness: 0.8 },
    FilesAttributes: files.map(([Path, FileFunction]) => ({ Path, FileFunction, FilePolarity: 'Positive' })),
  });

describe('a Gerber job file in the set', () => {
  const pad = `%ADD10R,1X1.5*%\nD10*\n${at(5, 5)}`;
  const files: GerberSetFile[] = [
    g('out/L1.art', gbr(null, pad)),
    g('out/L4.art', gbr(null, pad)),
    g('out/SM1.art', gbr(null, `%ADD10R,1.1X1.6*%\nD10*\n${at(5, 5)}`)),
    {
      name: 'out/board-job.gbrjob',
      kind: 'job',
      text: job([
        ['L1.art', 'Copper,L1,Top'],
        ['L2.art', 'Copper,L2,Inr'],
        ['L4.art', 'Copper,L4,Bot'],
        ['SM1.art', 'SolderMask,Top'],
      ]),
    },
  ];

  it('names the layers of X1 files, and gives the thickness and the copper layer count', () => {
    const r = importGerberSet(files);
    expect(codes(r)).not.toContain('gerber.layer.unknown');
    expect(r.board.pads.map((p) => [p.side, p.type, p.mask])).toEqual([
      ['top', 'smd', 'open'],
      ['bottom', 'smd', 'open'],
    ]);
    expect([r.board.thicknessMm, r.board.copperLayerCount]).toEqual([0.8, 4]);
    expect(r.board.sources.map((s) => s.format)).toContain('gerber-job');
    const missing = r.diagnostics.find((d) => d.code === 'gerber.job.file-missing')!;
    expect([missing.severity, missing.location.file]).toEqual(['info', 'out/board-job.gbrjob']);
    expect(missing.message).toContain('L2.art');
  });

  it('without it, those files are not layers: nothing in the set is readable', () => {
    expect(() => importGerberSet(files.filter((f) => f.kind !== 'job'))).toThrow(/none of the files/);
  });
});

describe('drills inside pads (via-in-pad)', () => {
  // X2 copper as KiCad plots it: an SMD pad, a test pad on the bottom, a via flashed on both sides.
  const top = `%TA.AperFunction,SMDPad,CuDef*%\n%ADD10R,1.2X1.2*%\n%TA.AperFunction,ViaPad*%\n%ADD11C,0.6*%\n%TD*%
D10*\n%TO.P,U1,1*%\n%TO.N,GND*%\n${at(5, 5)}%TD*%\nD11*\n%TO.N,GND*%\n${at(5, 5)}%TD*%
D10*\n%TO.P,U1,2*%\n%TO.N,VCC*%\n${at(8, 5)}%TD*%\n`;
  const bottom = `%TA.AperFunction,TestPad*%\n%ADD12C,1.5*%\n%TA.AperFunction,ViaPad*%\n%ADD11C,0.6*%\n%TD*%
D12*\n%TO.P,TP1,1*%\n%TO.N,GND*%\n${at(5, 5)}%TD*%\nD11*\n%TO.N,GND*%\n${at(5, 5)}%TD*%\n`;
  const x2 = [g('v-F_Cu.gbr', gbr('Copper,L1,Top', top)), g('v-B_Cu.gbr', gbr('Copper,L2,Bot', bottom))];

  it('keeps an SMD pad and a test pad over a via as they are; the via is a via with its drill', () => {
    // A drill file without functions: the via drill at the pads' centre, and one 0.3 mm off U1.2's.
    const r = importGerberSet([
      ...x2,
      x(
        'v-PTH.drl',
        drl(0.3, [
          [5, 5],
          [8.3, 5],
        ]),
      ),
    ]);
    expect(
      r.board.pads.map((p) => [p.ref, p.number, p.x, p.y, p.type, p.side, p.widthMm, p.drillMm]),
    ).toEqual([
      ['U1', '1', 5, 5, 'smd', 'top', 1.2, null],
      ['U1', '2', 8, 5, 'smd', 'top', 1.2, null],
      ['TP1', '1', 5, 5, 'smd', 'bottom', 1.5, null],
    ]);
    expect(r.board.vias.map((v) => [v.x, v.y, v.drillMm, v.net, v.side])).toEqual([
      [5, 5, 0.3, 'GND', 'both'],
      [8.3, 5, 0.3, 'VCC', 'both'],
    ]);
    expect(codes(r)).not.toContain('gerber.via.no-drill');
    const inPad = r.diagnostics.find((d) => d.code === 'gerber.via.in-pad')!;
    expect(inPad.message).toMatch(/^1 drill\(s\) inside SMD pads .*U1\.2/);
    expect(r.board.testPoints.find((t) => t.ref === 'TP1')?.kind).toBe('testpoint');
  });

  it('without X2: a drill centred on a one-sided rectangular pad is a via in it; round or on both sides, a pad hole', () => {
    const top1 = `%ADD10R,1.2X1.2*%\n%ADD11C,1.6*%\n%ADD12R,1.6X1.6*%\nD10*\n${at(5, 5)}D11*\n${at(10, 5)}D12*\n${at(15, 5)}`;
    const bot1 = `%ADD11C,1.6*%\n%ADD12R,1.6X1.6*%\nD11*\n${at(10, 5)}D12*\n${at(15, 5)}`;
    const r = importGerberSet([
      g('p.GTL', gbr(null, top1)),
      g('p.GBL', gbr(null, bot1)),
      x(
        'p.TXT',
        drl(
          0.4,
          [
            [5, 5],
            [10, 5],
            [15, 5],
          ],
          ';TYPE=PLATED\n',
        ),
      ),
    ]);
    expect(r.board.pads.map((p) => [p.x, p.type, p.side])).toEqual([
      [5, 'smd', 'top'],
      [10, 'th', 'both'],
      [15, 'th', 'both'], // a square pin 1: the same pad on both sides
    ]);
    expect(r.board.vias.map((v) => [v.x, v.drillMm])).toEqual([[5, 0.4]]);
  });
});

describe('layer-pair drill files (KiCad, no X2 header)', () => {
  const copper = (side: string) =>
    gbr(
      `Copper,${side === 'Top' ? 'L1' : 'L4'},${side}`,
      `%TA.AperFunction,ViaPad*%\n%ADD11C,0.5*%\n%TD*%\nD11*\n${side === 'Top' ? at(1, 1) : at(3, 1)}`,
    );
  const files = [
    g('b-F_Cu.gbr', copper('Top')),
    g('b-B_Cu.gbr', copper('Bot')),
    x('b-front-in1.drl', drl(0.2, [[1, 1]])),
    x(
      'b-in1-in2.drl',
      drl(0.2, [
        [2, 1],
        [2, 2],
      ]),
    ),
    x('b-in2-back.drl', drl(0.2, [[3, 1]])),
  ];

  it('puts blind vias on the side they reach and leaves buried ones out: no unplated holes', () => {
    const r = importGerberSet(files);
    expect(r.board.vias.map((v) => [v.x, v.side, v.drillMm])).toEqual([
      [1, 'top', 0.2],
      [3, 'bottom', 0.2],
    ]);
    expect(r.board.holes).toEqual([]);
    const buried = r.diagnostics.find((d) => d.code === 'drill.buried')!;
    expect([buried.severity, buried.location.file]).toEqual(['info', 'b-in1-in2.drl']);
    expect(buried.message).toMatch(/^2 buried hole/);
  });

  it('reads the span from an X2 header too (KiCad 6+): Plated,2,3,Buried', () => {
    const r = importGerberSet([
      ...files.slice(0, 2),
      x('b-vias.drl', drl(0.2, [[2, 1]], '; #@! TF.FileFunction,Plated,2,3,Buried\n')),
    ]);
    // the via pads' own flashes stay (drill unknown); the buried hole adds nothing
    expect(r.board.vias.map((v) => v.x)).toEqual([1, 3]);
    expect(r.board.holes).toEqual([]);
    expect(codes(r)).toContain('drill.buried');
  });
});

describe('a layer given twice', () => {
  const body = `%TA.AperFunction,SMDPad,CuDef*%\n%ADD10R,1X1*%\n%TD*%\nD10*\n${at(1, 1)}${at(3, 1)}`;
  it('is kept once (the X2 copy), with a warning naming both files', () => {
    const r = importGerberSet([
      g('d.GTL', gbr(null, body.replace(/%TA[^\n]*\n|%TD\*%\n/g, ''))),
      g('d-F_Cu.gbr', gbr('Copper,L1,Top', body)),
      g('d.GBL', gbr(null, '%ADD10R,1X1*%\nD10*\n'.concat(at(5, 1)))),
      g('d-B_Cu.gbr', gbr('Copper,L2,Bot', '%ADD10R,1X1*%\nD10*\n'.concat(at(5, 1)))),
    ]);
    expect(r.board.pads.map((p) => [p.x, p.side])).toEqual([
      [1, 'top'],
      [3, 'top'],
      [5, 'bottom'],
    ]);
    expect(r.board.copperLayerCount).toBe(2);
    const dup = r.diagnostics.filter((d) => d.code === 'gerber.layer.duplicate');
    expect(dup.map((d) => [d.severity, d.location.file])).toEqual([
      ['warning', 'd.GTL'],
      ['warning', 'd.GBL'],
    ]);
    expect(dup[0]!.message).toBe('an identical copy of d-F_Cu.gbr (copper/top); only d-F_Cu.gbr is used');
  });

  it('the same drill file twice counts its holes once', () => {
    const drill = drl(0.8, [[1, 1]], ';TYPE=PLATED\n');
    const r = importGerberSet([
      g('d-F_Cu.gbr', gbr('Copper,L1,Top', body)),
      x('d.drl', drill),
      x('d copy.drl', drill),
    ]);
    expect(r.board.vias.length + r.board.pads.filter((p) => p.drillMm !== null).length).toBe(1);
    expect(codes(r)).toContain('drill.duplicate');
  });
});
