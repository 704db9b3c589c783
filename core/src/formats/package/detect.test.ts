import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect';
import type { FileFormat } from './types';

const TESTDATA = path.resolve(__dirname, '../../../../../shared/testdata');
const KICAD_GERBER = 'kicad-exports/pic_programmer/gerber';

describe('detectFormat on real files (by content)', () => {
  it.each<[string, FileFormat]>([
    ['kicad/pic_programmer.kicad_pcb', 'kicad'],
    ['kicad/Duet2.kicad_pcb', 'kicad'],
    ['kicad/Duet2.net', 'kicad-netlist'],
    ['kicad-exports/pic_programmer/pic_programmer.d356', 'ipc356'],
    ['ipc356/HeadPower.ipc', 'ipc356'],
    ['ipc356/eagle-pcb-tools.ipc', 'ipc356'],
    ['ipc356/HexadecipadV2.ipc', 'ipc356'],
    [`${KICAD_GERBER}/pic_programmer-F_Cu.gbr`, 'gerber'],
    [`${KICAD_GERBER}/pic_programmer-PTH.drl`, 'excellon'],
    [`${KICAD_GERBER}/pic_programmer-top-pos.csv`, 'centroid'],
    ['gerber/HeadPower/HeadPower.GTL', 'gerber'],
    ['gerber/HeadPower/HeadPower.GD1', 'gerber'], // a drill DRAWING is a Gerber file
    ['gerber/HeadPower/HeadPower.TXT', 'excellon'],
    ['gerber/HeadPower/HeadPower.csv', 'bom'],
    ['gerber/HeadPower/README-upstream.txt', 'kept'],
    ['ipc2581/testcase9-revc-full.xml', 'ipc2581'],
    ['ipc2581/testcase3-revc-test.xml', 'ipc2581'],
  ])('%s → %s', (file, format) => {
    const d = detectFormat(path.basename(file), new Uint8Array(readFileSync(path.join(TESTDATA, file))));
    expect(d.format).toBe(format);
    if (format !== 'kept') expect(d.by).toBe('content');
  });
});

const text = (s: string) => strToU8(s);

describe('detectFormat on snippets', () => {
  it.each<[string, string, string | Uint8Array, FileFormat, 'content' | 'name' | 'none']>([
    [
      'Altium pick-and-place with a preamble',
      'Pick Place for board.txt',
      'Altium Designer Pick and Place Locations\n========\nUnits used: mm\n\n"Designator","Comment","Layer","Footprint","Center-X(mm)","Center-Y(mm)","Rotation"\n',
      'centroid',
      'content',
    ],
    [
      'Altium Mid X header',
      'pnp.csv',
      'Designator,Footprint,Mid X,Mid Y,Ref X,Ref Y,Pad X,Pad Y,Layer,Rotation\n',
      'centroid',
      'content',
    ],
    [
      'KiCad ASCII .pos',
      'board-top.pos',
      '### Module positions - created on x ###\n## Unit = mm, Angle = deg.\n# Ref     Val       Package        PosX       PosY       Rot  Side\nC1 100n C_0603 10 -20 90 top\n',
      'centroid',
      'content',
    ],
    [
      'test-point CSV header',
      'points.csv',
      'Net,Name,X,Y,Side,Type\nGND,TP1,1,2,Top,SMD\n',
      'testpoint-csv',
      'content',
    ],
    ['test-point CSV, semicolons, other order', 'x.csv', 'Name;X;Y;Net\n', 'testpoint-csv', 'content'],
    ['BOM with quantity', 'parts.csv', 'Reference,Value,Quantity,MPN\n', 'bom', 'content'],
    ['STEP', 'board.step', 'ISO-10303-21;\nHEADER;\n', 'step', 'content'],
    ['PDF', 'schematic.pdf', '%PDF-1.7\n', 'pdf', 'content'],
    ['zip', 'package.zip', zipSync({ 'a.txt': text('hi') }), 'zip', 'content'],
    [
      'Excellon with % before M48 (Eagle .drd)',
      'board.drd',
      '%\nM48\nM72\nT01C0.0236\n%\n',
      'excellon',
      'content',
    ],
    [
      'headerless Altium drill .TXT',
      'board.TXT',
      'T01\nX1875Y350\nX1965Y460\nT02\nX1250Y100\nM30\n',
      'excellon',
      'content',
    ],
    ['Gerber X2 header', 'x.bin', '%TF.FileFunction,Copper,L1,Top*%\n', 'gerber', 'content'],
    ['Gerber old style', 'x.art', 'G04 made by hand*\n%FSLAX24Y24*%\n', 'gerber', 'content'],
    [
      'UTF-16 test-point CSV',
      'tp.csv',
      new Uint8Array([0xff, 0xfe, ...[...'Net,Name,X,Y\n'].flatMap((c) => [c.charCodeAt(0), 0])]),
      'testpoint-csv',
      'content',
    ],
    ['empty Altium top copper', 'board.GTL', '', 'gerber', 'name'],
    ['Altium drill drawing', 'board.GD1', '', 'gerber', 'name'],
    ['Altium mechanical', 'board.GM1', '', 'gerber', 'name'],
    ['Eagle component side', 'board.cmp', '', 'gerber', 'name'],
    ['Eagle solder stop', 'board.sts', '', 'gerber', 'name'],
    ['Eagle drill data', 'board.drd', '', 'excellon', 'name'],
    ['KiCad board by name', 'board.kicad_pcb', '', 'kicad', 'name'],
    ['356 by name', 'board.ipc', 'garbage', 'ipc356', 'name'],
    [
      'KiCad 6+ netlist (version "E")',
      'board.net',
      '\n(export (version "E")\n  (design (tool "Eeschema 8.0.4"))\n  (nets (net (code "1") (name "GND"))))\n',
      'kicad-netlist',
      'content',
    ],
    // Other tools' .net files are not KiCad netlists: they stay unrecognised, not misread.
    ['Protel / Tango netlist', 'board.net', '[\nC1\nC0603\n100n\n]\n(\nGND\nC1-2\nU1-4\n)\n', 'kept', 'name'],
    [
      'PADS netlist',
      'board.net',
      '*PADS-PCB*\n*PART*\nC1 C0603\n*NET*\n*SIGNAL* GND\nC1.2 U1.4\n*END*\n',
      'kept',
      'name',
    ],
    [
      'KiCad legacy netlist',
      'board.net',
      '# EESchema Netlist Version 1.1\n(\n ( /4F5A R_0603 R1 10k\n  (    1 GND )\n )\n)\n',
      'kept',
      'content',
    ],
    ['an export of something else', 'data.net', '(exports (version D))\n', 'kept', 'name'],
    ['notes', 'notes.md', 'Just some notes.\n', 'kept', 'name'],
    ['nothing known', 'data.xyz', 'Just some data.\n', 'unknown', 'none'],
    ['binary junk', 'blob.bin', new Uint8Array([0, 1, 2, 3, 255, 254]), 'unknown', 'none'],
  ])('%s', (_label, name, content, format, by) => {
    const bytes = typeof content === 'string' ? text(content) : content;
    expect(detectFormat(name, bytes)).toMatchObject({ name, format, by });
  });
});
