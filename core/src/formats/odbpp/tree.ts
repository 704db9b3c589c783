import { decodeText } from '../shared/decode-text';
import { DecompressError, decompressMember } from './decompress';

/** One member of an ODB++ product model tree, with its path as uploaded (e.g. `odb/matrix/matrix`). */
export interface OdbFile {
  name: string;
  bytes: Uint8Array;
}

/** A text member as read: its full name (for diagnostics) and content. */
export interface OdbText {
  file: string;
  text: string;
}

/** Suffixes of individually compressed members (spec, "Large File Compression"). */
const COMPRESSED = ['', '.z', '.gz'];

const MATRIX = /(^|\/)matrix\/matrix(\.z|\.gz)?$/i;

/** Whether a member is a tree's `matrix/matrix` (also compressed). */
export const isOdbppMatrix = (name: string): boolean => MATRIX.test(name.replace(/\\/g, '/'));

/**
 * The folders of a file list that hold an ODB++ product model, i.e. contain `matrix/matrix`
 * (also compressed, `matrix/matrix.Z` / `.gz`): `''` for a tree at the top, else the folder path
 * without a trailing slash (`odb`, `job1/odb`). Sorted, each once.
 */
export function findOdbppRoots(names: readonly string[]): string[] {
  const roots = new Set<string>();
  for (const n of names) {
    const name = n.replace(/\\/g, '/');
    const m = MATRIX.exec(name);
    if (m) roots.add(name.slice(0, m.index));
  }
  return [...roots].sort();
}

/**
 * The members under one root, looked up by their path inside the tree, case-insensitively (ODB++
 * entity names are lower case on disk, but the matrix spells layer names in upper case, and archives
 * made on Windows keep whatever case they had). Compressed members are expanded on first read,
 * within a byte budget shared by the whole tree.
 */
export class OdbTree {
  private readonly byPath = new Map<string, OdbFile>();
  private budget: number;

  constructor(
    files: readonly OdbFile[],
    /** Root folder as `findOdbppRoots` gives it. */
    readonly root: string,
    maxExpandedBytes: number,
  ) {
    this.budget = maxExpandedBytes;
    const prefix = root === '' ? '' : `${root}/`.toLowerCase();
    for (const f of files) {
      const name = f.name.replace(/\\/g, '/');
      const lower = name.toLowerCase();
      if (!lower.startsWith(prefix)) continue;
      const rel = lower.slice(prefix.length);
      if (!this.byPath.has(rel)) this.byPath.set(rel, f);
    }
  }

  /** The full name of a member for messages (`odb/steps/pcb/profile`). */
  nameOf(path: string): string {
    return this.root === '' ? path : `${this.root}/${path}`;
  }

  private find(path: string): OdbFile | undefined {
    const lower = path.toLowerCase();
    for (const suffix of COMPRESSED) {
      const f = this.byPath.get(lower + suffix);
      if (f) return f;
    }
    return undefined;
  }

  has(path: string): boolean {
    return this.find(path) !== undefined;
  }

  /**
   * The text of a member (decompressed when it is gzip or compress data), or null when the tree has
   * no such file. Throws `DecompressError` when a compressed member is damaged or too large.
   */
  text(path: string): OdbText | null {
    const f = this.find(path);
    if (!f) return null;
    const bytes = decompressMember(f.bytes, this.budget, f.name);
    if (bytes !== f.bytes) this.budget -= bytes.length;
    return { file: f.name, text: decodeText(bytes) };
  }

  /** Names of the direct sub-folders of a folder of the tree (lower case), sorted. */
  folders(path: string): string[] {
    const prefix = `${path.toLowerCase().replace(/\/$/, '')}/`;
    const out = new Set<string>();
    for (const rel of this.byPath.keys()) {
      if (!rel.startsWith(prefix)) continue;
      const rest = rel.slice(prefix.length);
      const slash = rest.indexOf('/');
      if (slash > 0) out.add(rest.slice(0, slash));
    }
    return [...out].sort();
  }
}

export { DecompressError };
