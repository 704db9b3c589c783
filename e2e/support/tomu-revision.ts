import { readTestdata } from './dut-session';

/** tomu-fpga's KiCad board as the shared test data has it. */
export const TOMU = readTestdata('kicad/tomu-fpga.kicad_pcb').toString('utf8');

/** tomu-fpga with the footprint of `ref` moved by dx mm (the file's own coordinates): a new revision. */
export function tomuWithMovedFootprint(ref: string, dx: number): Buffer {
  const at = TOMU.indexOf(`(fp_text reference "${ref}"`);
  const start = TOMU.lastIndexOf('(footprint ', at);
  const head = TOMU.slice(start, at);
  const match = /\n\s*\(at (-?[\d.]+) (-?[\d.]+)/.exec(head)!;
  const x = Math.round((Number(match[1]) + dx) * 10000) / 10000;
  const moved = match[0].replace(`(at ${match[1]} `, `(at ${x} `);
  return Buffer.from(TOMU.slice(0, start) + head.replace(match[0], moved) + TOMU.slice(at));
}
