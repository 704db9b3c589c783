/** What a file in a design package is, as far as the package import is concerned. */
export type FileFormat =
  | 'kicad'
  | 'ipc356'
  | 'gerber'
  | 'gerber-job'
  | 'excellon'
  | 'centroid'
  | 'testpoint-csv'
  | 'ipc2581'
  | 'kicad-netlist'
  | 'kicad-sch'
  | 'zip'
  | 'tar'
  | 'step'
  | 'bom'
  | 'pdf'
  /** Written by a CAD tool beside the design and not needed (project settings, backups…; kept-files.ts). */
  | 'kept'
  | 'unknown';

/** The verdict of `detectFormat`. */
export interface DetectedFile {
  name: string;
  format: FileFormat;
  /** Whether the content decided, only the name, or neither. */
  by: 'content' | 'name' | 'none';
  /** A short human reason, e.g. "starts with %FS" or "extension .GTL". */
  reason: string;
}

/** One uploaded (or unzipped) file. */
export interface PackageFile {
  name: string;
  bytes: Uint8Array;
}

/** Limits on what zip archives may expand to (zip-bomb protection). */
export interface PackageLimits {
  /** Total bytes all archives may expand to. Default 256 MiB. */
  maxExpandedBytes?: number;
  /** Total number of files, after expansion. Default 2000. */
  maxFiles?: number;
}
