import { strToU8, zipSync } from 'fflate';
import type { FixtureDesign, PlateRole } from '../fixture/design/model';
import type { PricedBom } from '../fixture/design/price-bom';
import { writeBomCsv } from './bom-csv';
import { writeDrillReport } from './drill-report';
import { writeDxf } from './dxf-writer';
import { writeExcellon } from './excellon-writer';
import { boardFrame, type FileFrame, NO_FRAME, plateFrame } from './frame';
import { writeFixtureGlb } from './gltf-writer';
import { writePlateSvg } from './plate-svg';
import { STEP_Z_NOTE, writePlateStep } from './step-writer';
import { writeInterfaceBoard } from './kicad-interface/interface-board';
import { writeWiringCsv } from './wiring-csv';
import { formatNumber, roundTo } from '../units/format-number';

export type PackageFileKind =
  | 'drill'
  | 'dxf'
  | 'svg'
  | 'wiring-list'
  | 'bom'
  | 'drill-report'
  | 'gltf'
  | 'step'
  | 'pdf'
  | 'interface-board'
  | 'manifest'
  | 'gencad'
  | 'i3070-board'
  | 'i3070-board-xy'
  | 'ipc-d-356a'
  | 'flying-probe'
  | 'test-config';

/** One file of the fabrication package, with the frame its coordinates are in. */
export interface FabricationFile {
  path: string;
  kind: PackageFileKind;
  /** The plate it draws; null for files about the whole fixture. */
  plate: PlateRole | null;
  frame: FileFrame;
  bytes: Uint8Array;
  /** The public specification (and version) the file follows, for files in another tool's format. */
  spec?: string;
}

/** What the package is of: written into every file's first line and the manifest. */
export interface PackageMeta {
  /** The DUT / board name. */
  boardName: string;
  boardSha256: string;
  /** The test-config version the design was made from; null when made outside a stored config (CLI). */
  testConfig: { id: string; version: number } | null;
  engineVersion: string;
  /** The verdict of the DFT and fixture findings together; 'fail' puts a warning on every file's first line. */
  verdict: 'pass' | 'warning' | 'fail';
  /** Rules that fail (their names), for the first line. */
  failingRules: string[];
  /** The DUT's revision and the date the package was made (ISO yyyy-mm-dd; the caller's clock), for the drawings' title blocks. */
  revision?: string | null;
  date?: string | null;
}

/** The first line of every file: what it is of and whether a rule fails. */
export function statusLine(meta: PackageMeta): string {
  const what = `Studio fixture package for ${meta.boardName}${meta.testConfig ? ` (test config ${meta.testConfig.id} version ${meta.testConfig.version})` : ''}`;
  if (meta.verdict === 'fail')
    return `DFT FAIL — review before fabrication: ${meta.failingRules.join(', ') || 'a rule fails'}. ${what}.`;
  return `${what}: ${meta.verdict === 'warning' ? 'no rule fails (warnings listed in the PDF)' : 'every rule passes'}.`;
}

const text = (s: string) => strToU8(s);

/** Plate files are named by role: `plates/probe.drl`, … */
export const platePath = (role: PlateRole, ext: string) => `plates/${role}.${ext}`;

/**
 * Every file of the package except the assembly PDF (which the server and the CLI render with pdfkit
 * and add) and the manifest (`zipPackage` / `writeManifest` write it last, from the files' frames).
 */
export async function writePackageFiles(
  design: FixtureDesign,
  priced: PricedBom,
  meta: PackageMeta,
): Promise<FabricationFile[]> {
  const first = statusLine(meta);
  const files: FabricationFile[] = [];
  for (const plate of design.plates) {
    const frame = plateFrame(plate);
    const header = [first, `${plate.name}, ${plate.thicknessMm} mm thick.`];
    files.push(
      {
        path: platePath(plate.role, 'drl'),
        kind: 'drill',
        plate: plate.role,
        frame,
        bytes: text(writeExcellon(plate, frame, header)),
      },
      {
        path: platePath(plate.role, 'dxf'),
        kind: 'dxf',
        plate: plate.role,
        frame,
        bytes: text(writeDxf(plate, frame, header)),
      },
      {
        path: platePath(plate.role, 'svg'),
        kind: 'svg',
        plate: plate.role,
        frame,
        bytes: text(writePlateSvg(plate, frame, header, design.board.outline)),
      },
    );
    // The solid: X, Y as in the plate's other files; its Z is said in the note (header and manifest).
    const stepFrame: FileFrame = { ...frame, note: `${frame.note} ${STEP_Z_NOTE}` };
    files.push({
      path: platePath(plate.role, 'step'),
      kind: 'step',
      plate: plate.role,
      frame: stepFrame,
      bytes: text(writePlateStep(plate, frame, header)),
    });
  }
  const board = boardFrame();
  files.push(
    {
      path: 'wiring-list.csv',
      kind: 'wiring-list',
      plate: null,
      frame: board,
      bytes: text(writeWiringCsv(design, board, [first])),
    },
    { path: 'bom.csv', kind: 'bom', plate: null, frame: NO_FRAME, bytes: text(writeBomCsv(priced, [first])) },
    {
      path: 'drill-report.csv',
      kind: 'drill-report',
      plate: null,
      frame: NO_FRAME,
      bytes: text(writeDrillReport(design.plates, [first])),
    },
  );
  // The probe plate's interface board (KiCad project, its README; decision 0061).
  const kicad = writeInterfaceBoard(design, {
    statusLine: first,
    title: `Interface board: ${meta.boardName}`,
  });
  const kicadFrame: FileFrame = {
    ...kicad.frame,
    note: `${kicad.frame.note} In the KiCad file (+Y down) a plate point (x, y) is at (${formatNumber(kicad.pageOrigin.x, 4)} + x, ${formatNumber(kicad.pageOrigin.y, 4)} - y) mm; its auxiliary origin is the plate origin, so KiCad's drill and Gerber outputs with the auxiliary origin are in the plate frame.`,
  };
  for (const [path, body] of [
    [`interface-board/${kicad.name}.kicad_pcb`, kicad.pcb],
    [`interface-board/${kicad.name}.kicad_pro`, kicad.project],
    ['interface-board/README.md', kicad.readme],
  ] as const)
    files.push({ path, kind: 'interface-board', plate: 'probe', frame: kicadFrame, bytes: text(body) });
  const glbNote = `${first} 3D model: mesh data ${board.note.replace('units mm; ', 'in mm, ')} Z up from the board's bottom face; the root node turns it to glTF's +Y up and scales it to metres.`;
  files.push({
    path: 'fixture.glb',
    kind: 'gltf',
    plate: null,
    frame: board,
    bytes: await writeFixtureGlb(design, glbNote),
  });
  return files;
}

/** One entry of `manifest.json` (`files[]`). */
export interface ManifestEntry {
  path: string;
  kind: PackageFileKind;
  plate: PlateRole | null;
  units: 'mm';
  view: FileFrame['view'];
  mirroredX: boolean;
  origin: { x: number; y: number };
  /** The frame in words, as in the file's own header. */
  frame: string;
  bytes: number;
  /** The specification the file follows (tester files: GenCAD 1.4, i3070, IPC-D-356A, …). */
  spec?: string;
}

/**
 * manifest.json: the status line FIRST (line 1 of the file says when a rule fails), then what the
 * package is of, the transform every coordinate follows, and each file's frame.
 */
export function writeManifest(files: FabricationFile[], meta: PackageMeta, design: FixtureDesign): string {
  const entries: ManifestEntry[] = files.map((f) => ({
    path: f.path,
    kind: f.kind,
    plate: f.plate,
    units: 'mm',
    view: f.frame.view,
    mirroredX: f.frame.mirroredX,
    // Rounded at output (0.0001 mm, as the notes): no float artefacts in the manifest.
    origin: { x: roundTo(f.frame.origin.x, 4), y: roundTo(f.frame.origin.y, 4) },
    frame: f.frame.note,
    bytes: f.bytes.length,
    ...(f.spec ? { spec: f.spec } : {}),
  }));
  const body = {
    verdict: meta.verdict,
    failingRules: meta.failingRules,
    transform:
      'A point (x, y) of the board model (mm, top view, +Y up) is at ((mirroredX ? -1 : 1) * (x - origin.x), y - origin.y) in a file. Plates are drawn as seen from their board-facing side: plates below the board are not mirrored, the lid is mirrored in X.',
    board: { name: meta.boardName, sha256: meta.boardSha256, frame: design.frame, units: design.units },
    testConfig: meta.testConfig,
    engineVersion: meta.engineVersion,
    probeSide: design.probeSide,
    bothSides: design.bothSides,
    kit: design.kit,
    counts: {
      probes: design.probes.length,
      guidePins: design.guidePins.length,
      pressurePins: design.pressurePins.length,
    },
    files: entries,
  };
  const rest = JSON.stringify(body, null, 2).slice(1);
  return `{"status": ${JSON.stringify(statusLine(meta))},${rest}\n`;
}

/** The whole package as a zip: the files, then manifest.json. */
export function zipPackage(files: FabricationFile[], meta: PackageMeta, design: FixtureDesign): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const f of files) entries[f.path] = f.bytes;
  entries['manifest.json'] = text(writeManifest(files, meta, design));
  // Fixed dates so the same design zips to the same bytes (no clock in core).
  return zipSync(entries, { level: 1, mtime: new Date('2000-01-01T00:00:00Z') });
}
