import type { PackageFile } from './types';

/**
 * Formats Studio recognises but does not import yet (PRODUCT.md §4 lists them; their importers come
 * in a later release). Naming them beats "not a recognised design file": the engineer learns what to
 * export instead.
 */
export interface LaterFormat {
  name: string;
  /** Files of the package that belong to it (not reported one by one). */
  files: Set<string>;
}

export function findLaterFormats(files: readonly PackageFile[]): LaterFormat[] {
  const found: LaterFormat[] = [];
  const odb = files.filter((f) => /(^|\/)matrix\/matrix$/i.test(f.name));
  if (odb.length > 0) {
    const roots = odb.map((f) => f.name.replace(/matrix\/matrix$/i, ''));
    const members = files.filter((f) => roots.some((r) => f.name.startsWith(r))).map((f) => f.name);
    found.push({ name: 'ODB++', files: new Set(members) });
  }
  return found;
}
