import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ExportFile } from '@studio/core';

/**
 * Writes an exported project into a folder (created when missing). Only the project's own files are
 * written; anything else already in the folder is left alone.
 */
export async function writeProject(dir: string, files: ExportFile[]): Promise<void> {
  const root = path.resolve(dir);
  for (const file of files) {
    const target = path.resolve(root, file.path);
    if (!target.startsWith(root + path.sep))
      throw new Error(`refusing to write outside ${dir}: ${file.path}`);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.text, 'utf8');
  }
}
