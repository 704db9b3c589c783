// A whole KiCad 6 project folder dropped in (core/test/fixtures/kicad-sch/divider-project): the board
// is the board, the schematic gives values, fields and the netlist cross-check, and every other file
// KiCad writes is recognised and kept with an info — none is an error. Also the side files of Altium,
// Eagle and Gerber-job packages by name and content (decision 0059).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../../board/diagnostics';
import { detectFormat } from './detect';
import { importPackage } from './import-package';
import type { FileFormat } from './types';

const PROJECT = path.resolve(__dirname, '../../../test/fixtures/kicad-sch/divider-project');

function walk(dir: string, prefix = ''): { name: string; bytes: Uint8Array }[] {
  return readdirSync(dir).flatMap((f) => {
    const full = path.join(dir, f);
    return statSync(full).isDirectory()
      ? walk(full, `${prefix}${f}/`)
      : [{ name: `divider/${prefix}${f}`, bytes: new Uint8Array(readFileSync(full)) }];
  });
}

describe('a KiCad 6 project folder', () => {
  const files = walk(PROJECT);
  const r = importPackage(files);
  const about = (name: string) => r.diagnostics.filter((d) => d.location.file === `divider/${name}`);

  it('imports the board and uses the schematic: sources are exactly the two', () => {
    expect(r.board.sources).toEqual([
      { format: 'kicad', file: 'divider/divider.kicad_pcb' },
      { format: 'kicad-sch', file: 'divider/divider.kicad_sch' },
    ]);
    expect(r.board.components).toHaveLength(5);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('takes values and fields from the schematic and says which wins', () => {
    const c = (ref: string) => r.board.components.find((x) => x.ref === ref)!;
    expect(c('R2')).toMatchObject({ value: '4k7', valueFrom: 'schematic', fields: { Tolerance: '5%' } });
    expect(c('C1')).toMatchObject({ value: '100nF', valueFrom: 'schematic' });
    expect(c('R1').valueFrom).toBeUndefined(); // same value on both sides
    expect(c('R1').fields).toEqual({ Tolerance: '1%', MPN: 'RC0603FR-0710KL', Manufacturer: 'Yageo' });
    const differs = r.diagnostics.find((d) => d.code === 'package.values.value-differs')!;
    expect(differs.severity).toBe('warning');
    expect(differs.message).toMatch(/C1: "100n" on the board, "100nF" in divider\/divider\.kicad_sch/);
    expect(differs.message).toMatch(
      /the schematic's is used \(the board takes its values from the schematic/,
    );
  });

  it('cross-checks the schematic against the board', () => {
    expect(r.diagnostics.find((d) => d.code === 'package.schematic.agrees')?.message).toBe(
      'The schematic (divider/divider.kicad_sch) agrees with the board (divider/divider.kicad_pcb): 9 pins, 5 parts, 3 nets on 1 sheet(s)',
    );
  });

  it.each([
    ['divider.kicad_pro', 'KiCad project'],
    ['divider.kicad_prl', 'KiCad local settings'],
    ['fp-lib-table', 'KiCad library table'],
    ['sym-lib-table', 'KiCad library table'],
    ['fp-info-cache', 'KiCad cache'],
    ['divider.kicad_dru', 'KiCad design rules'],
    ['divider.kicad_pcb-bak', 'Backup'],
    ['~divider.kicad_pcb.lck', 'Lock file'],
    ['divider-backups/divider-2026-12-01_093000.zip', 'KiCad backup'],
    ['3dmodels/R_0603_1608Metric.step', 'Footprint 3D model'],
  ])('keeps %s (%s) with one info, never reading it', (name, label) => {
    expect(about(name)).toEqual([
      expect.objectContaining({
        severity: 'info',
        code: 'package.file.kept',
        message: expect.stringContaining(`(${label}): kept with the package, not used`),
      }),
    ]);
  });

  it('a BOM CSV beside it has the last word on values and DNP, and says over what', () => {
    const bom = {
      name: 'divider/bom.csv',
      bytes: strToU8(
        'Reference,Value,Footprint,DNP,MPN\nC1,220nF,C_0603_1608Metric,,GRM188R71H224KA\nR2,4k7,R_0603_1608Metric,DNP,\n',
      ),
    };
    const b = importPackage([...files, bom]);
    const c1 = b.board.components.find((x) => x.ref === 'C1')!;
    expect(c1).toMatchObject({
      value: '220nF',
      valueFrom: 'bom',
      fields: { Voltage: '50V', MPN: 'GRM188R71H224KA' },
    });
    expect(b.board.components.find((x) => x.ref === 'R2')!.dnp).toBe(true);
    expect(b.board.sources.map((x) => x.format)).toEqual(['kicad', 'kicad-sch', 'bom']);
    const differs = b.diagnostics.filter((d) => d.code === 'package.values.value-differs');
    expect(differs.map((d) => d.location.file)).toEqual(['divider/divider.kicad_sch', 'divider/bom.csv']);
    expect(differs[1]!.message).toMatch(/C1: "100nF" in the schematic, "220nF" in divider\/bom\.csv/);
    expect(b.diagnostics.find((d) => d.code === 'package.values.dnp-differs')?.message).toMatch(
      /R2: fitted on the board, DNP/,
    );
  });

  it('a schematic alone is refused: it has no board geometry', () => {
    const sch = files.find((f) => f.name.endsWith('.kicad_sch'))!;
    expect(() => importPackage([sch])).toThrow(ImportError);
    expect(() => importPackage([sch])).toThrow(/is a schematic: it has no board geometry/);
  });
});

describe('side files of other tools', () => {
  it.each<[string, string, FileFormat]>([
    ['board.PrjPcb', '[Design]\nVersion=1.0\n', 'kept'],
    ['board.SchDoc', '|RECORD=31|', 'kept'],
    ['board.PcbDoc', '\u00d0\u00cf\u0011\u00e0', 'kept'],
    ['board.OutJob', '[OutputJobFile]\n', 'kept'],
    ['Project Outputs/Status Report.Txt', 'Output: Gerber Files\n', 'kept'],
    ['board.DRR', 'Layer Pair : Top Layer - Bottom Layer\n', 'kept'],
    [
      'board.sch',
      '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE eagle SYSTEM "eagle.dtd">\n<eagle version="9.6.2"><drawing><schematic></schematic></drawing></eagle>',
      'kept',
    ],
    [
      'board.brd',
      '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE eagle SYSTEM "eagle.dtd">\n<eagle version="9.6.2"><drawing><board></board></drawing></eagle>',
      'kept',
    ],
    [
      'parts.lbr',
      '<?xml version="1.0"?>\n<eagle version="7.7.0"><drawing><library/></drawing></eagle>',
      'kept',
    ],
    ['board.b#1', 'old', 'kept'],
    ['old.sch', 'EESchema Schematic File Version 4\n', 'kept'],
    ['board.pro', 'update=22/05/2015 07:44:53\nversion=1\n', 'kept'],
    ['board-drl.rpt', 'Drill report for board.kicad_pcb\n', 'kept'],
    ['board.gpi', 'Photoplotter Info File\n', 'kept'],
    ['board.dri', 'Drill Station Info File\n', 'kept'],
    ['readme.txt', 'Order notes\n', 'kept'],
    ['board-job.gbrjob', '{"Header": {"GenerationSoftware": {}}, "GeneralSpecs": {}}', 'gerber-job'],
    ['board.kicad_sch', '(kicad_sch (version 20231120))', 'kicad-sch'],
  ])('%s → %s', (name, content, format) => {
    expect(detectFormat(name, strToU8(content)).format).toBe(format);
  });

  it('a backup of the board is never read as a second board', () => {
    const pcb = readFileSync(path.join(PROJECT, 'divider.kicad_pcb'));
    expect(detectFormat('divider.kicad_pcb-bak', new Uint8Array(pcb)).format).toBe('kept');
    expect(detectFormat('_autosave-divider.kicad_pcb', new Uint8Array(pcb)).format).toBe('kept');
    // A backup zip chosen on its own, without its folder, is still known by KiCad's timestamped name.
    const zip = readFileSync(path.join(PROJECT, 'divider-backups/divider-2026-12-01_093000.zip'));
    expect(detectFormat('divider-2026-12-01_093000.zip', new Uint8Array(zip)).format).toBe('kept');
    expect(detectFormat('gerbers.zip', new Uint8Array(zip)).format).toBe('zip');
  });
});
