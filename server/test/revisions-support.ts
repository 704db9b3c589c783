import { TOMU } from './test-configs-support';

/**
 * tomu-fpga edited the way a designer edits it (issue 19's proof): the footprint of `ref` moved by
 * (dx, dy) mm in the KiCad file itself, so that rev B goes through the same import as rev A.
 */
export function tomuWithMovedFootprint(ref: string, dx: number, dy = 0): Buffer {
  const text = TOMU.toString('utf8');
  const at = text.indexOf(`(fp_text reference "${ref}"`);
  if (at < 0) throw new Error(`tomu-fpga has no footprint ${ref}`);
  const start = text.lastIndexOf('(footprint ', at);
  const head = text.slice(start, at);
  const match = /\n\s*\(at (-?[\d.]+) (-?[\d.]+)( -?[\d.]+)?\)/.exec(head);
  if (!match) throw new Error(`footprint ${ref} has no (at …)`);
  // KiCad's y grows downwards: a move of +dy mm in the board frame (+Y up) is -dy in the file.
  const moved = match[0].replace(
    `(at ${match[1]} ${match[2]}`,
    `(at ${round(Number(match[1]) + dx)} ${round(Number(match[2]) - dy)}`,
  );
  const edited = text.slice(0, start) + head.replace(match[0], moved) + text.slice(at);
  return Buffer.from(edited, 'utf8');
}

const round = (v: number) => String(Math.round(v * 10000) / 10000);
