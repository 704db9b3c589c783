import { strToU8 } from 'fflate';
import type { OdbFile } from './tree';

/**
 * Builders for the tests of the ODB++ reader: small hand-written product model trees and tar
 * archives of them. Pure (no file system), so the tests state every byte they feed the importer.
 */

/** A tree from `path → text or bytes`, under `root` (`''` for none). */
export function makeTree(files: Record<string, string | Uint8Array>, root = 'odb'): OdbFile[] {
  return Object.entries(files).map(([path, content]) => ({
    name: root ? `${root}/${path}` : path,
    bytes: typeof content === 'string' ? strToU8(content) : content,
  }));
}

/** A matrix with the usual two-layer board: component, mask and copper layers top and bottom, one drill layer. */
export function twoLayerMatrix(step = 'pcb'): string {
  const layer = (row: number, type: string, name: string, extra = '') =>
    `LAYER {\n ROW=${row}\n CONTEXT=BOARD\n TYPE=${type}\n NAME=${name}\n POLARITY=POSITIVE\n${extra}}\n`;
  return [
    `STEP {\n COL=1\n NAME=${step.toUpperCase()}\n}\n`,
    layer(1, 'COMPONENT', 'COMP_+_TOP'),
    layer(2, 'SOLDER_MASK', 'TOP_MASK'),
    layer(3, 'SIGNAL', 'TOP'),
    layer(4, 'SIGNAL', 'BOTTOM'),
    layer(5, 'SOLDER_MASK', 'BOTTOM_MASK'),
    layer(6, 'COMPONENT', 'COMP_+_BOT'),
    layer(7, 'DRILL', 'DRILL', ' START_NAME=TOP\n END_NAME=BOTTOM\n'),
  ].join('\n');
}

function octal(n: number, len: number): string {
  return `${n.toString(8).padStart(len - 1, '0')}\0`;
}

/** A POSIX ustar archive of `files` (names up to 100 characters, or split into prefix + name). */
export function writeTar(
  files: readonly OdbFile[],
  extra: { name: string; type: string; data?: Uint8Array }[] = [],
): Uint8Array {
  const blocks: Uint8Array[] = [];
  const entry = (name: string, type: string, data: Uint8Array) => {
    const h = new Uint8Array(512);
    const put = (at: number, s: string) => h.set(strToU8(s).subarray(0, s.length), at);
    let prefix = '';
    let base = name;
    if (name.length > 100) {
      const cut = name.lastIndexOf('/', 155);
      prefix = name.slice(0, cut);
      base = name.slice(cut + 1);
    }
    put(0, base);
    put(100, octal(0o644, 8));
    put(108, octal(0, 8));
    put(116, octal(0, 8));
    put(124, octal(data.length, 12));
    put(136, octal(0, 12));
    put(148, '        ');
    put(156, type);
    put(257, 'ustar\0');
    put(263, '00');
    put(345, prefix);
    let sum = 0;
    for (const b of h) sum += b;
    put(148, `${sum.toString(8).padStart(6, '0')}\0 `);
    blocks.push(h);
    const padded = new Uint8Array(Math.ceil(data.length / 512) * 512);
    padded.set(data);
    blocks.push(padded);
  };
  for (const e of extra) entry(e.name, e.type, e.data ?? new Uint8Array(0));
  for (const f of files) entry(f.name, '0', f.bytes);
  blocks.push(new Uint8Array(1024));
  const out = new Uint8Array(blocks.reduce((n, b) => n + b.length, 0));
  let o = 0;
  for (const b of blocks) {
    out.set(b, o);
    o += b.length;
  }
  return out;
}
