import { TESTER_FORMATS } from '@studio/core';
import { z } from 'zod';

/**
 * Tester files (issue 27 item 3, decision 0060): the files testers and test houses load, for a
 * test-config version — the same bytes as in its fabrication package (`tester/…`).
 *
 * | Method | Path | Access | Answer |
 * |---|---|---|---|
 * | GET | /test-configs/:id/versions/:number/tester/board.cad | member | GenCAD 1.4 |
 * | GET | /test-configs/:id/versions/:number/tester/i3070/board | member | Keysight i3070 `board` |
 * | GET | /test-configs/:id/versions/:number/tester/i3070/board_xy | member | Keysight i3070 `board_xy` |
 * | GET | /test-configs/:id/versions/:number/tester/board.ipc | member | IPC-D-356A |
 * | GET | /test-configs/:id/versions/:number/tester/flying-probe-access.csv | member | flying-probe access list |
 *
 * Each answers the file as text (`Content-Disposition: attachment`, `X-Fixture-Verdict`: the design's
 * verdict — written even when a rule fails, and its first line says so).
 */
export const TesterFormat = z.enum(TESTER_FORMATS);
export type TesterFormat = z.infer<typeof TesterFormat>;

/** One downloadable tester file: its path under the version (and in the package) and what it is. */
export interface TesterDownload {
  format: TesterFormat;
  /** Path after `/test-configs/:id/versions/:number/` and inside the fabrication package. */
  path: string;
  /** The name a download is saved under (i3070 reads files named exactly `board` and `board_xy`). */
  fileName: string;
  label: string;
  contentType: string;
}

export const TESTER_DOWNLOADS: readonly TesterDownload[] = [
  {
    format: 'gencad',
    path: 'tester/board.cad',
    fileName: 'board.cad',
    label: 'GenCAD 1.4',
    contentType: 'text/plain; charset=us-ascii',
  },
  {
    format: 'i3070',
    path: 'tester/i3070/board',
    fileName: 'board',
    label: 'Keysight i3070 board',
    contentType: 'text/plain; charset=us-ascii',
  },
  {
    format: 'i3070',
    path: 'tester/i3070/board_xy',
    fileName: 'board_xy',
    label: 'Keysight i3070 board_xy',
    contentType: 'text/plain; charset=us-ascii',
  },
  {
    format: 'ipc356a',
    path: 'tester/board.ipc',
    fileName: 'board.ipc',
    label: 'IPC-D-356A netlist',
    contentType: 'text/plain; charset=us-ascii',
  },
  {
    format: 'flying-probe',
    path: 'tester/flying-probe-access.csv',
    fileName: 'flying-probe-access.csv',
    label: 'Flying-probe access list (CSV)',
    contentType: 'text/csv; charset=utf-8',
  },
];
