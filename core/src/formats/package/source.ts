import type { Board, SourceFormat } from '../../board/model';

/** The board one importer built from one file (or, for Gerber, one set of files). */
export interface ImportedSource {
  format: SourceFormat;
  /** For messages: a file name, or "the Gerber set (a.gtl, b.gbl, … 9 files)". */
  label: string;
  /** The file diagnostics about this source point at. */
  file: string;
  board: Board;
  /** Source line of each pad / via by index, when the importer tracks them. */
  padLines?: number[];
  viaLines?: number[];
}

/** Primary-source precedence: the richest description of the board wins (KiCad > IPC-2581 > ODB++ > Gerber > 356 > CSV). */
export const PRECEDENCE: SourceFormat[] = ['kicad', 'ipc2581', 'odbpp', 'gerber', 'ipc356', 'testpoint-csv'];
