import { type PickedFile, uploadName } from './upload-request';

/** A file chosen for upload, with a stable key for lists and progress. */
export interface Picked {
  key: string;
  file: PickedFile;
  name: string;
}

let sequence = 0;

/**
 * Adds newly dropped files to the selection. A file of a name already chosen replaces the earlier one
 * (the server would import only the newer of two same-named files anyway).
 */
export function addPicked(current: readonly Picked[], files: readonly PickedFile[]): Picked[] {
  const incoming = files.map((file) => ({ key: `f${++sequence}`, file, name: uploadName(file) }));
  const names = new Set(incoming.map((p) => p.name));
  return [...current.filter((p) => !names.has(p.name)), ...incoming];
}

export const removePicked = (current: readonly Picked[], key: string): Picked[] =>
  current.filter((p) => p.key !== key);
