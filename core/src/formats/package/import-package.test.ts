import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, strToU8, unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { ImportError, type ImportResult } from '../../board/diagnostics';
import type { Board } from '../../board/model';
import { writeTar } from '../odbpp/test-trees';
import { importPackage } from './index';
import { sameNetName } from './net-names';
import type { PackageFile } from './types';

const TESTDATA = path.resolve(__dirname, '../../../../../shared/testdata');
const FIXTURES = path.resolve(__dirname, '../../../test/fixtures/package');
const PIC = path.join(TESTDATA, 'kicad-exports/pic_programmer');

const read = (file: string, name = path.basename(file)): PackageFile => ({
  name,
  bytes: new Uint8Array(readFileSync(file)),
});
const readDir = (dir: string) => readdirSync(dir).map((n) => read(path.join(dir, n)));
const codes = (r: ImportResult<Board>) => r.diagnostics.map((d) => d.code);

interface OraclePad {
  number: string;
  x: number;
  y: number;
  attr: string;
  net: string;
}
const oracle = JSON.parse(readFileSync(path.join(PIC, 'pic_programmer.oracle.json'), 'utf8')) as {
  via_count: number;
  footprints: { ref: string; pads: OraclePad[] }[];
};
const oraclePads = oracle.footprints.flatMap((f) => f.pads.map((p) => ({ ref: f.ref, ...p })));

/**
 * Every copper pad of KiCad's reading at its place (KiCad frame → board frame: y → −y) with its ref,
 * pin and net; `net` compares the names (exactly, or KiCad's 356 spelling of them).
 */
function padProblems(board: Board, sameNet: (a: string | null, b: string) => boolean): string[] {
  const problems: string[] = [];
  for (const p of oraclePads.filter((q) => q.attr !== 'NPTH')) {
    const hit = board.pads.find(
      (c) =>
        c.ref === p.ref &&
        c.number === p.number &&
        Math.abs(c.x - p.x) < 0.001 &&
        Math.abs(c.y + p.y) < 0.001 &&
        sameNet(c.net, p.net),
    );
    if (!hit) problems.push(`${p.ref}.${p.number} net=${p.net}`);
  }
  return problems;
}
const exactNet = (a: string | null, b: string) => a === (b === '' ? null : b);
const net356 = (a: string | null, b: string) => (b === '' ? a === null : a !== null && sameNetName(b, a));

/** The Gerber set without its X2 object attributes (net, pin, component): like a plain RS-274X export. */
const stripX2 = (f: PackageFile): PackageFile =>
  f.name.endsWith('.gbr')
    ? {
        name: f.name,
        bytes: strToU8(new TextDecoder().decode(f.bytes).replace(/^%TO\.[NPC],.*\*%\r?\n/gm, '')),
      }
    : f;

describe('importPackage: pic_programmer Gerber set + KiCad’s .d356', () => {
  const files = [...readDir(path.join(PIC, 'gerber')), read(path.join(PIC, 'pic_programmer.d356'))];
  let loose: ImportResult<Board>;
  beforeAll(() => {
    loose = importPackage(files);
  });

  it('has the oracle’s pads with their nets, and its vias and holes', () => {
    expect(padProblems(loose.board, exactNet)).toEqual([]);
    expect(loose.board.pads).toHaveLength(oraclePads.filter((p) => p.attr !== 'NPTH').length);
    expect(loose.board.vias).toHaveLength(oracle.via_count);
    expect(loose.board.holes).toHaveLength(oraclePads.filter((p) => p.attr === 'NPTH').length);
  });

  it('finds the 356 file’s offset (the aux origin) and reports it as info, with no disagreement', () => {
    const offset = loose.diagnostics.find((d) => d.code === 'package.align.offset');
    expect(offset).toMatchObject({ severity: 'info', location: { file: 'pic_programmer.d356' } });
    expect(offset!.message).toContain('(62.2300, -153.6700)');
    expect(codes(loose).filter((c) => c.startsWith('package.crosscheck'))).toEqual([]);
  });

  it('lists every file as a source, Gerber set first', () => {
    expect(loose.board.sources.map((s) => s.file).sort()).toEqual(files.map((f) => f.name).sort());
    expect(loose.board.sources.find((s) => s.file.endsWith('.d356'))?.format).toBe('ipc356');
  });

  it('gives the same board from a zip of the same files', () => {
    const archive = zipSync(Object.fromEntries(files.map((f) => [`pic/${f.name}`, f.bytes])));
    const zipped = importPackage([{ name: 'pic.zip', bytes: archive }]);
    expect(padProblems(zipped.board, exactNet)).toEqual([]);
    const key = (b: Board) =>
      b.pads.map((p) => `${p.ref}.${p.number}:${p.net}@${p.x.toFixed(4)},${p.y.toFixed(4)}`).sort();
    expect(key(zipped.board)).toEqual(key(loose.board));
    expect(zipped.board.sources.map((s) => s.file)).toContain('pic.zip/pic/pic_programmer.d356');
  });

  it('takes nets, refs and pins from the 356 file when the Gerbers carry no X2 attributes', () => {
    const r = importPackage(files.map(stripX2));
    expect(padProblems(r.board, net356)).toEqual([]);
    expect(codes(r)).toContain('package.merge.nets');
  });

  it('reports each kind of disagreement once, with a count, both files and the first line', () => {
    const text = new TextDecoder().decode(files.at(-1)!.bytes);
    const edited = text
      .replace(/^(3\d7)GND {11}/gm, '$1GNDX          ') // every GND pad on another net
      .replace(/^317.{17}U1 {4}-\d.*\n/gm, '') // U1's 8 pads gone
      .replace(/^(317VCC {14}C1 {4}-1 {4})D0472/m, '$1D0500'); // C1.1 drilled 1.270 instead of 1.199 mm
    const r = importPackage([...files.slice(0, -1), { name: 'pic_programmer.d356', bytes: strToU8(edited) }]);
    const one = (code: string) => {
      const found = r.diagnostics.filter((d) => d.code === code);
      expect(found, code).toHaveLength(1);
      expect(found[0]!.severity).toBe('warning');
      return found[0]!;
    };
    const lines = edited.split('\n');
    const gndPads = oraclePads.filter((p) => p.net === 'GND' && p.ref !== 'U1').length;
    const net = one('package.crosscheck.pad-net');
    expect(net.message).toMatch(
      new RegExp(`^${gndPads} pads on different nets \\(pic_programmer\\.d356 vs the Gerber set`),
    );
    expect(net.location).toEqual({
      file: 'pic_programmer.d356',
      line: lines.findIndex((l) => /^3\d7GNDX +[^V ]/.test(l)) + 1,
    });
    const missing = one('package.crosscheck.pad-missing-in-source');
    expect(missing.message).toMatch(
      /^8 pads of the Gerber set .* have no record in pic_programmer\.d356, e\.g\. U1\.\d/,
    );
    const drill = one('package.crosscheck.drill');
    expect(drill.message).toMatch(/^1 pads with different drills .*C1\.1 .*1\.270 vs 1\.200 mm/);
    expect(drill.location.line).toBe(lines.findIndex((l) => l.includes('D0500')) + 1);
  });
});

describe('importPackage: HeadPower (Altium Gerbers without X2) + HeadPower.ipc', () => {
  it('puts Q1 pin 3 on net "A LIM" at (1.9876, 1.2250) in', () => {
    const dir = path.join(TESTDATA, 'gerber/HeadPower');
    const r = importPackage([
      ...readDir(dir).filter((f) => f.name !== 'HeadPower.ipc'),
      read(path.join(TESTDATA, 'ipc356/HeadPower.ipc')),
    ]);
    const q1p3 = r.board.pads.filter((p) => p.ref === 'Q1' && p.number === '3');
    expect(q1p3).toHaveLength(1);
    expect(q1p3[0]).toMatchObject({
      net: 'A LIM',
      x: expect.closeTo(1.9876 * 25.4, 4),
      y: expect.closeTo(1.225 * 25.4, 4),
    });
    // The upstream README is documentation: kept, not an error.
    expect(r.board.sources.find((s) => s.file === 'HeadPower.csv')?.format).toBe('bom');
    expect(r.diagnostics.find((d) => d.code === 'package.file.kept')?.location.file).toBe(
      'README-upstream.txt',
    );
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});

describe('importPackage with tiny fixtures', () => {
  const board = read(path.join(FIXTURES, 'board.ipc'));
  const points = read(path.join(FIXTURES, 'points.csv'));

  it('marks a pad the test-point CSV names and adds the test point it does not find', () => {
    const r = importPackage([board, points]);
    const marked = r.board.pads.find((p) => p.ref === 'R1' && p.number === '1');
    expect(marked?.testpointFlag).toBe(true);
    const added = r.board.pads.find((p) => p.ref === 'TP9');
    expect(added).toMatchObject({ x: 20, y: 10, side: 'bottom', net: 'GND', testpointFlag: true });
    expect(
      r.board.testPoints
        .filter((t) => t.kind === 'testpoint')
        .map((t) => t.ref)
        .sort(),
    ).toEqual(['R1', 'TP9']);
    expect(new Set(r.board.pads.map((p) => p.id)).size).toBe(r.board.pads.length);
    expect(codes(r)).toContain('package.merge.test-points');
  });

  it('lists supporting files, reports unknown ones, and still imports the rest', () => {
    const r = importPackage([
      board,
      { name: 'model.step', bytes: strToU8('ISO-10303-21;\n') },
      { name: 'notes.md', bytes: strToU8('hello') },
      { name: 'fab-output.xyz', bytes: strToU8('hello') },
    ]);
    expect(r.board.pads).toHaveLength(4);
    expect(r.board.sources).toEqual([
      { format: 'ipc356', file: 'board.ipc' },
      { format: 'step', file: 'model.step' },
    ]);
    const unknown = r.diagnostics.find((d) => d.code === 'package.file.unknown');
    expect(unknown).toMatchObject({ severity: 'error', location: { file: 'fab-output.xyz', line: 1 } });
    expect(unknown!.message).toMatch(/fab-output\.xyz.*expected a KiCad board/);
    const notes = r.diagnostics.find((d) => d.location.file === 'notes.md');
    expect(notes).toMatchObject({ severity: 'info', code: 'package.file.kept' });
    expect(notes!.message).toMatch(/notes\.md \(Documentation\): kept with the package, not used/);
  });

  it('prefers the KiCad board as the primary source', () => {
    const kicad = read(path.join(TESTDATA, 'kicad/pic_programmer.kicad_pcb'));
    const r = importPackage([read(path.join(PIC, 'pic_programmer.d356')), kicad]);
    expect(r.board.components.find((c) => c.ref === 'C1')?.footprint).toContain(
      'CP_Axial_L18.0mm_D6.5mm_P25.00mm_Horizontal',
    );
    expect(codes(r)).toContain('package.align.offset');
    expect(codes(r).filter((c) => c.startsWith('package.crosscheck'))).toEqual([]);
  });

  it('reads a Gerber job file with the Gerbers (KiCad 6+ writes one into every set), never failing on it', () => {
    const job = JSON.stringify({
      Header: { GenerationSoftware: { Vendor: 'KiCad', Application: 'Pcbnew', Version: '6.0.11' } },
      GeneralSpecs: { LayerNumber: 2, BoardThickness: 1.6 },
      FilesAttributes: [
        { Path: 'pic_programmer-F_Cu.gbr', FileFunction: 'Copper,L1,Top', FilePolarity: 'Positive' },
      ],
    });
    const jobFile = { name: 'pic_programmer-job.gbrjob', bytes: strToU8(job) };
    const r = importPackage([...readDir(path.join(PIC, 'gerber')), jobFile]);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.board.thicknessMm).toBe(1.6);
    expect(r.board.sources).toContainEqual({ format: 'gerber-job', file: 'pic_programmer-job.gbrjob' });
    // beside a KiCad board alone, it is listed and said to be unused: still no error
    const alone = importPackage([read(path.join(TESTDATA, 'kicad/pic_programmer.kicad_pcb')), jobFile]);
    expect(alone.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(alone.diagnostics.find((d) => d.location.file === 'pic_programmer-job.gbrjob')?.code).toBe(
      'package.file.supporting',
    );
  });

  it('throws ImportError when nothing can be imported', () => {
    expect(() => importPackage([])).toThrow(ImportError);
    expect(() => importPackage([{ name: 'notes.md', bytes: strToU8('hello') }])).toThrow(/Nothing to import/);
    expect(() =>
      importPackage([
        { name: 'board-tp.csv', bytes: strToU8('Net,Foo\n') },
        { name: 'y.ipc', bytes: strToU8('garbage') },
      ]),
    ).toThrow(ImportError);
  });
});

describe('importPackage refusals keep their reasons (issue 13 item 8)', () => {
  const refusal = (files: PackageFile[], limits?: { maxExpandedBytes?: number; maxFiles?: number }) => {
    try {
      importPackage(files, limits);
    } catch (error) {
      if (error instanceof ImportError) return error;
      throw error;
    }
    throw new Error('the package was imported');
  };
  const board = strToU8('(kicad_pcb (version 20221018))');

  it('an archive over the size limit: the reason is in the message and in the diagnostics', () => {
    const error = refusal([{ name: 'bomb.zip', bytes: zipSync({ 'a.kicad_pcb': board }) }], {
      maxExpandedBytes: 8,
    });
    expect(error.code).toBe('package.nothing-importable');
    expect(error.message).toMatch(
      /bomb\.zip would expand to \d+ bytes, over the package limit of 8 bytes; the archive is not imported/,
    );
    expect(error.diagnostics).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        code: 'package.zip.limit',
        location: { file: 'bomb.zip', line: 1 },
      }),
    );
  });

  it('too many files, nested archives and unknown files: every reason is kept', () => {
    const many = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`f${i}.kicad_pcb`, board]));
    const tooMany = refusal([{ name: 'many.zip', bytes: zipSync(many) }], { maxFiles: 3 });
    expect(tooMany.diagnostics.map((d) => d.message)).toContainEqual(
      expect.stringMatching(/many\.zip would expand to 5 files/),
    );
    const deep = zipSync({ 'inner.zip': zipSync({ 'deepest.zip': zipSync({ 'a.kicad_pcb': board }) }) });
    const nested = refusal([
      { name: 'deep.zip', bytes: deep },
      { name: 'tool.exe', bytes: new Uint8Array([0x4d, 0x5a, 0, 1, 2]) },
    ]);
    expect(nested.diagnostics.map((d) => [d.code, d.location.file])).toEqual([
      ['package.zip.nested', 'deep.zip/inner.zip/deepest.zip'],
      ['package.file.unknown', 'tool.exe'],
    ]);
    expect(nested.message).toMatch(
      /deepest\.zip: archives nested deeper than one level are not expanded \(and 1 more\)/,
    );
  });

  it('a package of design files none of which can be read keeps every error', () => {
    const error = refusal([{ name: 'y.ipc', bytes: strToU8('garbage') }]);
    expect(error.diagnostics.some((d) => d.severity === 'error' && d.location.file === 'y.ipc')).toBe(true);
  });
});

describe('importPackage with ODB++', () => {
  const zip = () => read(path.join(TESTDATA, 'odbpp/Switch_Board_ODB.zip'));

  it('imports the ODB++ tree of a zip as one source named by its folder', () => {
    const r = importPackage([zip()]);
    expect(r.board.sources).toEqual([{ format: 'odbpp', file: 'Switch_Board_ODB.zip/odb' }]);
    expect(r.board.components).toHaveLength(27);
    expect(r.board.nets).toHaveLength(14);
    expect(r.diagnostics.filter((d) => d.code === 'package.file.unknown')).toEqual([]);
  });

  it('reads the same tree from a .tgz and from loose files (a dropped folder)', () => {
    const members = Object.entries(unzipSync(zip().bytes))
      .filter(([name]) => !name.endsWith('/'))
      .map(([name, bytes]) => ({ name, bytes }));
    const fromZip = importPackage([zip()]).board;
    const tgz = { name: 'switch.tgz', bytes: gzipSync(writeTar(members)) };
    const fromTgz = importPackage([tgz]);
    expect(fromTgz.board.sources).toEqual([{ format: 'odbpp', file: 'switch.tgz/odb' }]);
    expect(fromTgz.board.pads).toEqual(fromZip.pads);
    const fromFolder = importPackage(members);
    expect(fromFolder.board.components).toEqual(fromZip.components);
    expect(fromFolder.board.sources).toEqual([{ format: 'odbpp', file: 'odb' }]);
  });

  it('reports a damaged .tgz by name and still imports the other files', () => {
    const board = read(path.join(TESTDATA, 'kicad/tomu-fpga.kicad_pcb'));
    const broken = {
      name: 'broken.tgz',
      bytes: new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 1, 2, 3]),
    };
    const r = importPackage([board, broken]);
    expect(r.board.components).toHaveLength(55);
    expect(r.diagnostics.find((d) => d.location.file === 'broken.tgz')?.message).toMatch(/^broken\.tgz: /);
  });
});

describe('importPackage with IPC-2581', () => {
  it('imports an IPC-2581 file on its own, detected by its root element', () => {
    const ipc2581 = read(path.join(TESTDATA, 'ipc2581/testcase9-revc-full.xml'));
    const r = importPackage([ipc2581]);
    expect(r.board.sources).toEqual([{ format: 'ipc2581', file: ipc2581.name }]);
    expect(r.board.components).toHaveLength(60);
    expect(r.board.nets).toHaveLength(79);
  });

  it('prefers a KiCad board when both are given, and names the IPC-2581 file as a second source', () => {
    const ipc2581 = read(path.join(TESTDATA, 'ipc2581/testcase9-revc-full.xml'));
    const board = read(path.join(TESTDATA, 'kicad/tomu-fpga.kicad_pcb'));
    const r = importPackage([board, ipc2581]);
    expect(r.diagnostics.filter((d) => d.code === 'package.file.unknown')).toEqual([]);
    expect(r.board.components).toHaveLength(55);
    expect(r.board.sources.map((s) => s.format)).toEqual(['kicad', 'ipc2581']);
  });
});
