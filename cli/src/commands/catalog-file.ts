import { readFile } from 'node:fs/promises';
import type { FixtureCatalog } from '@studio/core';
import { readCatalogCsv, seedFixtureCatalog, toFixtureCatalog } from '@studio/server';

/** A --catalog file that cannot be used: the message names the file, and each bad row and column. */
export class CatalogFileError extends Error {}

/** The catalog for `studio fixture` and `studio diff`: a CSV in the catalog export format, or the seed catalog. */
export async function loadCatalog(file: string | undefined): Promise<FixtureCatalog> {
  if (!file) return seedFixtureCatalog();
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new CatalogFileError(`cannot read --catalog file "${file}": ${(error as Error).message}`);
  }
  const read = readCatalogCsv(text);
  if (read.errorCount > 0) {
    const lines = read.errors
      .slice(0, 20)
      .map((e) => `row ${e.row}${e.column ? `, ${e.column}` : ''}: ${e.message} (expected ${e.expected})`);
    throw new CatalogFileError(
      `--catalog file "${file}" has ${read.errorCount} problem(s):\n  ${lines.join('\n  ')}`,
    );
  }
  const links = read.parts.flatMap((p) => p.partners.map((q): [string, string] => [p.partNumber, q]));
  return toFixtureCatalog(read.parts, links);
}
