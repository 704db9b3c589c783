import { type FileFormat, keptLabel } from '@studio/core';

export interface FormatLook {
  label: string;
  /** Stored with the DUT but not read into the board model. */
  supporting: boolean;
}

/** What each detected format means to the engineer (server `DutFile.format` and core `detectFormat`). */
export const FORMAT_LOOK: Record<FileFormat, FormatLook> = {
  kicad: { label: 'KiCad board', supporting: false },
  ipc356: { label: 'IPC-D-356 netlist', supporting: false },
  gerber: { label: 'Gerber', supporting: false },
  'gerber-job': { label: 'Gerber job file', supporting: false },
  excellon: { label: 'Excellon drill', supporting: false },
  centroid: { label: 'Pick-and-place', supporting: false },
  'testpoint-csv': { label: 'Test-point CSV', supporting: false },
  ipc2581: { label: 'IPC-2581', supporting: false },
  'kicad-netlist': { label: 'KiCad netlist', supporting: true },
  'kicad-sch': { label: 'KiCad schematic', supporting: false },
  zip: { label: 'Zip package', supporting: false },
  tar: { label: 'Tar archive', supporting: false },
  step: { label: 'STEP model', supporting: true },
  bom: { label: 'Bill of materials', supporting: true },
  pdf: { label: 'PDF document', supporting: true },
  kept: { label: 'Kept, not used', supporting: false },
  unknown: { label: 'Unrecognised', supporting: false },
};

/**
 * The label of a format name the server sent (it may know formats this build does not); a kept file
 * says what it is from its name ("KiCad project", "Backup", "Altium schematic" …).
 */
export function formatLabel(format: string, name?: string): string {
  if (format === 'kept' && name) return keptLabel(name);
  return (FORMAT_LOOK as Record<string, FormatLook | undefined>)[format]?.label ?? format.toUpperCase();
}

/** The drop zone's promise, in the words of PRODUCT.md §4 (a sentence: it starts the zone's hint). */
export const ACCEPTED_PACKAGES =
  'A KiCad board (.kicad_pcb) or the whole KiCad project folder, IPC-2581 (.xml), ODB++ (.tgz or .zip), a zip of Gerbers + drill + position files, an IPC-D-356 netlist or a test-point CSV';
export const SUPPORTING_FILES =
  'The schematic (.kicad_sch) and a BOM give values and DNP; STEP models, the schematic PDF and the files your CAD tool keeps beside the design are stored with it';

/** Bytes `detectFormat` sniffs (core reads only the head of a file). */
export const SNIFF_BYTES = 64 * 1024;
