import { strToU8 } from 'fflate';
import type { FabricationFile, PackageFileKind } from '../fabrication/package';
import { NO_FRAME } from '../fabrication/frame';
import { writeFlyingProbeCsv, FLYING_PROBE_LAYOUT } from './flying-probe/write-flying-probe';
import { testerFrame } from './frame';
import { GENCAD_VERSION, writeGencad } from './gencad/write-gencad';
import { i3070Names } from './i3070/i3070-names';
import { writeI3070Board } from './i3070/write-board';
import { writeI3070BoardXy } from './i3070/write-board-xy';
import { writeIpc356a } from './ipc356a/write-ipc356a';
import type { TesterInput } from './model';

/** The tester formats Studio writes (`studio export --format`, the API, the fabrication package). */
export const TESTER_FORMATS = ['gencad', 'i3070', 'ipc356a', 'flying-probe'] as const;
export type TesterFormat = (typeof TESTER_FORMATS)[number];

/** Where each file goes in the fabrication package, what it is and which specification it follows. */
export const TESTER_FILES: Record<
  TesterFormat,
  { path: string; kind: PackageFileKind; spec: string; mime: string }[]
> = {
  gencad: [
    {
      path: 'tester/board.cad',
      kind: 'gencad',
      spec: `GenCAD ${GENCAD_VERSION} (Mitron)`,
      mime: 'text/plain',
    },
  ],
  i3070: [
    {
      path: 'tester/i3070/board',
      kind: 'i3070-board',
      spec: 'Keysight i3070 board file',
      mime: 'text/plain',
    },
    {
      path: 'tester/i3070/board_xy',
      kind: 'i3070-board-xy',
      spec: 'Keysight i3070 board_xy file',
      mime: 'text/plain',
    },
  ],
  ipc356a: [{ path: 'tester/board.ipc', kind: 'ipc-d-356a', spec: 'IPC-D-356A', mime: 'text/plain' }],
  'flying-probe': [
    {
      path: 'tester/flying-probe-access.csv',
      kind: 'flying-probe',
      spec: `Studio flying-probe access list (${FLYING_PROBE_LAYOUT})`,
      mime: 'text/csv',
    },
  ],
};

/**
 * The files of one tester format (i3070 is two: `board` and `board_xy`), with their frames for the
 * manifest (decision 0021): every coordinate file in the tester frame; the i3070 `board` has none.
 * Pure: the same input writes the same bytes.
 */
export function writeTesterFormat(input: TesterInput, format: TesterFormat): FabricationFile[] {
  const frame = testerFrame(input.board);
  const file = (i: number, text: string, withFrame = true): FabricationFile => {
    const f = TESTER_FILES[format][i]!;
    return {
      path: f.path,
      kind: f.kind,
      plate: null,
      frame: withFrame
        ? frame
        : { ...NO_FRAME, note: 'no coordinates in this file (i3070 board: devices and nets).' },
      bytes: strToU8(text),
      spec: f.spec,
    };
  };
  if (format === 'gencad') return [file(0, writeGencad(input, frame).text)];
  if (format === 'ipc356a') return [file(0, writeIpc356a(input, frame).text)];
  if (format === 'flying-probe') return [file(0, writeFlyingProbeCsv(input, frame).text)];
  const names = i3070Names(input.board);
  return [
    file(0, writeI3070Board(input, names).text, false),
    file(1, writeI3070BoardXy(input, names, frame).text),
  ];
}

/** Every tester file, for the fabrication package. */
export function writeTesterFiles(input: TesterInput): FabricationFile[] {
  return TESTER_FORMATS.flatMap((f) => writeTesterFormat(input, f));
}
