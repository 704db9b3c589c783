// KiCad's own demo projects (Debian's `kicad-demos` 6.0.11, /usr/share/kicad/demos: board and
// schematics of the same project) as the oracle of the schematic reader: each board was made from
// its schematic by KiCad, so the connectivity the reader derives must agree with the board's pads,
// pin for pin. Skipped where the package is not installed (`apt-get install kicad-demos`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importPackage } from '../package/index';

const DEMOS = '/usr/share/kicad/demos';
const PROJECTS = [
  'complex_hierarchy',
  'custom_pads_test',
  'ecc83',
  'flat_hierarchy',
  'interf_u',
  'kit-dev-coldfire-xilinx_5213',
  'pic_programmer',
  'sonde xilinx',
  'stickhub',
  'test_pads_inside_pads',
  'test_xil_95108',
  'video',
];

describe.skipIf(!existsSync(DEMOS))('KiCad demo projects: schematic against board', () => {
  it.each(PROJECTS)('%s agrees with its board', (name) => {
    const dir = path.join(DEMOS, name);
    const names = readdirSync(dir).filter((f) => /\.(kicad_sch|kicad_pro)$/.test(f));
    // ecc83 holds two projects: its first board, with both projects' files.
    const board = readdirSync(dir)
      .filter((f) => f.endsWith('.kicad_pcb'))
      .sort()[0]!;
    const files = [board, ...names].map((f) => ({
      name: f,
      bytes: new Uint8Array(readFileSync(path.join(dir, f))),
    }));
    const r = importPackage(files);
    const check = r.diagnostics.filter((d) => d.code.startsWith('package.schematic.'));
    expect(check.map((d) => d.code)).toContain('package.schematic.agrees');
    expect(check.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});
