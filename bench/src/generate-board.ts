import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type SynthesizeOptions, type SyntheticBoard, synthesizeBoard } from './synth/synthesize-board';
import { writeExcellon } from './writers/excellon-writer';
import { writeGerberCopper, writeGerberMask, writeGerberProfile } from './writers/gerber-writer';
import { writeIpc356 } from './writers/ipc356-writer';
import { writeKicadPcb } from './writers/kicad-pcb-writer';
import { writePositionCsv } from './writers/position-csv-writer';
import { writeTestPointCsv } from './writers/testpoint-csv-writer';

export interface GeneratedFile {
  name: string;
  text: string;
}

export interface GerberSetFile extends GeneratedFile {
  kind: 'gerber' | 'excellon' | 'centroid';
}

/** One synthetic board written out in every format the import engine reads. */
export interface GeneratedBoard {
  synthetic: SyntheticBoard;
  kicad: GeneratedFile;
  ipc356: GeneratedFile;
  /** Gerber X2 copper, solder mask (top, bottom) and profile, Excellon PTH / NPTH, KiCad-style position files. */
  gerberSet: GerberSetFile[];
  testPointCsv: GeneratedFile;
}

/** The KiCad 6 board file. Throws RangeError past V8's string limit (~512 MiB: about 500k pads). */
export const kicadFile = (s: SyntheticBoard): GeneratedFile => ({
  name: `${s.name}.kicad_pcb`,
  text: writeKicadPcb(s.board, { tracks: s.tracks }),
});

/** The IPC-D-356A netlist. */
export const ipc356File = (s: SyntheticBoard): GeneratedFile => ({
  name: `${s.name}.d356`,
  text: writeIpc356(s.board, s.name),
});

/** The test-point CSV. */
export const testPointCsvFile = (s: SyntheticBoard): GeneratedFile => ({
  name: `${s.name}-testpoints.csv`,
  text: writeTestPointCsv(s.board),
});

/** The Gerber + Excellon + centroid package of a board, named the way KiCad names its outputs. */
export function gerberSetFiles(s: SyntheticBoard): GerberSetFile[] {
  const drills = writeExcellon(s.board);
  return [
    { name: `${s.name}-F_Cu.gbr`, kind: 'gerber', text: writeGerberCopper(s.board, 'top', s.tracks) },
    { name: `${s.name}-B_Cu.gbr`, kind: 'gerber', text: writeGerberCopper(s.board, 'bottom', s.tracks) },
    { name: `${s.name}-F_Mask.gbr`, kind: 'gerber', text: writeGerberMask(s.board, 'top') },
    { name: `${s.name}-B_Mask.gbr`, kind: 'gerber', text: writeGerberMask(s.board, 'bottom') },
    { name: `${s.name}-Edge_Cuts.gbr`, kind: 'gerber', text: writeGerberProfile(s.board) },
    { name: `${s.name}-PTH.drl`, kind: 'excellon', text: drills.plated },
    { name: `${s.name}-NPTH.drl`, kind: 'excellon', text: drills.nonPlated },
    { name: `${s.name}-top-pos.csv`, kind: 'centroid', text: writePositionCsv(s.board, 'top') },
    { name: `${s.name}-bottom-pos.csv`, kind: 'centroid', text: writePositionCsv(s.board, 'bottom') },
  ];
}

/** Generates a deterministic synthetic board of `pads` pads and writes it in every format. */
export function generateBoardFiles(options: SynthesizeOptions): GeneratedBoard {
  const synthetic = synthesizeBoard(options);
  return {
    synthetic,
    kicad: kicadFile(synthetic),
    ipc356: ipc356File(synthetic),
    gerberSet: gerberSetFiles(synthetic),
    testPointCsv: testPointCsvFile(synthetic),
  };
}

/** Every file of a generated board, for writing to disk. */
export const allFiles = (g: GeneratedBoard): GeneratedFile[] => [
  g.kicad,
  g.ipc356,
  ...g.gerberSet,
  g.testPointCsv,
];

async function runFromCommandLine(): Promise<void> {
  const { values } = parseArgs({
    options: {
      pads: { type: 'string', default: '1000' },
      seed: { type: 'string', default: '1' },
      out: { type: 'string' },
    },
  });
  const pads = Number(values.pads);
  const out = values.out ?? path.join('bench', 'out', `synthetic-${pads}`);
  const generated = generateBoardFiles({ pads, seed: Number(values.seed) });
  await mkdir(out, { recursive: true });
  for (const file of allFiles(generated)) {
    await writeFile(path.join(out, file.name), file.text);
    console.log(`${path.join(out, file.name)}  ${(Buffer.byteLength(file.text) / 1e6).toFixed(2)} MB`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await runFromCommandLine();
}
