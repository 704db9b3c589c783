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

const head = (bytes: Uint8Array) => {
  let s = '';
  for (let i = 0; i < Math.min(bytes.length, 4096); i++) s += String.fromCharCode(bytes[i]!);
  return s;
};

export function findLaterFormats(files: readonly PackageFile[]): LaterFormat[] {
  const found: LaterFormat[] = [];
  const odb = files.filter((f) => /(^|\/)matrix\/matrix$/i.test(f.name));
  if (odb.length > 0) {
    const roots = odb.map((f) => f.name.replace(/matrix\/matrix$/i, ''));
    const members = files.filter((f) => roots.some((r) => f.name.startsWith(r))).map((f) => f.name);
    found.push({ name: 'ODB++', files: new Set(members) });
  }
  const ipc2581 = files.filter((f) => /\.(xml|cvg)$/i.test(f.name) && /<IPC-2581\b/.test(head(f.bytes)));
  if (ipc2581.length > 0) found.push({ name: 'IPC-2581', files: new Set(ipc2581.map((f) => f.name)) });
  return found;
}
