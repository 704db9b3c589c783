import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { importPackage } from '@studio/core';

/** A file handed to the importer: its name (the path as the user gave it) and its bytes. */
export interface InputFile {
  name: string;
  bytes: Uint8Array;
}

/** A path on the command line that does not exist or cannot be read. */
export class MissingInputError extends Error {
  constructor(
    readonly inputPath: string,
    reason: string,
  ) {
    super(`cannot read "${inputPath}": ${reason}`);
  }
}

/**
 * Reads the files and folders named on the command line. Folders are read recursively, in name order
 * so that the same folder always gives the same file list. Names keep the path as given (joined with
 * the path inside a folder) so that diagnostics point at something the user can open.
 */
export async function readInputFiles(paths: string[]): Promise<InputFile[]> {
  const files: InputFile[] = [];
  for (const p of paths) await readInto(p, files);
  return files;
}

async function readInto(p: string, files: InputFile[]): Promise<void> {
  const info = await stat(p).catch((error: NodeJS.ErrnoException) => {
    throw new MissingInputError(p, error.code === 'ENOENT' ? 'no such file or folder' : error.message);
  });
  if (info.isDirectory()) {
    const entries = (await readdir(p)).sort();
    for (const entry of entries) await readInto(path.join(p, entry), files);
    return;
  }
  const bytes = await readFile(p).catch((error: Error) => {
    throw new MissingInputError(p, error.message);
  });
  files.push({ name: p, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
}

/**
 * Reads the files and imports them as one package. The files' bytes are let go when this returns: a
 * command that goes on working on the board (dft, inspect) does not hold a 1 GB file beside it.
 */
export async function importInputFiles(paths: string[]): Promise<ReturnType<typeof importPackage>> {
  return importPackage(await readInputFiles(paths));
}
