import type { Diagnostic } from '../../board/diagnostics';
import { findOdbppRoots, importOdbpp, isOdbppMatrix } from '../odbpp/index';
import { attempt } from './run-importers';
import type { ImportedSource } from './source';
import type { PackageFile } from './types';

/** One ODB++ product model in a package: its folder (`''` at the top) and every member under it. */
export interface OdbppTree {
  root: string;
  files: PackageFile[];
}

const under = (root: string, name: string) => root === '' || name.startsWith(`${root}/`);

/**
 * The ODB++ trees of a package (folders holding `matrix/matrix`). A file belongs to the deepest
 * tree whose folder holds it; files outside every tree are left to the other importers.
 */
export function findOdbppTrees(files: readonly PackageFile[]): OdbppTree[] {
  const roots = findOdbppRoots(files.map((f) => f.name)).sort((a, b) => b.length - a.length);
  const trees = new Map(roots.map((root) => [root, [] as PackageFile[]]));
  for (const f of files) {
    const root = roots.find((r) => under(r, f.name));
    if (root !== undefined) trees.get(root)!.push(f);
  }
  return roots.map((root) => ({ root, files: trees.get(root)! })).reverse();
}

/**
 * The board-source entries of a tree: its folder, which names every member (the server marks a
 * file as used when a source names it or a folder holding it); a tree uploaded without its folder
 * lists its members one by one.
 */
export function odbppSourceFiles(tree: OdbppTree): string[] {
  return tree.root === '' ? tree.files.map((f) => f.name) : [tree.root];
}

/** Imports each ODB++ tree on its own; a tree that fails is reported and the package goes on. */
export function importOdbppTrees(trees: readonly OdbppTree[], out: Diagnostic[]): ImportedSource[] {
  const sources: ImportedSource[] = [];
  for (const tree of trees) {
    const matrix = tree.files.find((f) => isOdbppMatrix(f.name))?.name ?? '';
    const label = `the ODB++ product model ${tree.root === '' ? '(top folder)' : tree.root}`;
    const r = attempt(matrix, () => importOdbpp(tree.files, label), out);
    if (!r) continue;
    for (const d of r.diagnostics) out.push(d);
    sources.push({ format: 'odbpp', label, file: tree.root === '' ? matrix : tree.root, board: r.board });
  }
  return sources;
}
