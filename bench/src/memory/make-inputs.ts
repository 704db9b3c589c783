// The heavy uploads of the memory bench (issue 31): each written to `dir` once, without holding the
// expanded content in memory — a 1M-row test-point CSV, a zip whose one STEP model expands to
// ~900 MB, and a PDF whose page content is one flate stream of 1 GiB.
import { createWriteStream, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { pdfAroundFlateContent } from '../../../server/test/helpers/flate-pdf';

/** `rows` test points: Net, Name, X, Y (docs/formats/testpoint-csv.md). ~30 MB for 1M rows. */
export async function writeTestPointCsv(file: string, rows: number): Promise<void> {
  if (existsSync(file)) return;
  const out = createWriteStream(file);
  out.write('Net,Name,X,Y\n');
  const chunk: string[] = [];
  for (let i = 0; i < rows; i++) {
    chunk.push(
      `N${i % 5000},TP${i + 1},${((i % 1000) * 0.1).toFixed(2)},${(Math.floor(i / 1000) * 0.1).toFixed(2)}`,
    );
    if (chunk.length === 10_000 || i === rows - 1) {
      if (!out.write(`${chunk.join('\n')}\n`)) await new Promise<void>((r) => out.once('drain', () => r()));
      chunk.length = 0;
    }
  }
  await new Promise<void>((resolve, reject) => out.end((e?: Error | null) => (e ? reject(e) : resolve())));
}

/**
 * `head`, then `unit` repeated, then `tail`: `total` bytes, deflated (raw for a zip, zlib for a PDF).
 * Built whole in this (the bench's) process once; the files are kept for the next run.
 */
function deflateRepeated(
  head: Uint8Array,
  unit: Uint8Array,
  total: number,
  tail: Uint8Array,
  raw: boolean,
): { data: Buffer; crc: number; size: number } {
  const all = Buffer.alloc(total);
  all.fill(unit, head.length, total - tail.length);
  all.set(head, 0);
  all.set(tail, total - tail.length);
  const crc = crc32(all);
  const data = raw ? deflateRawSync(all, { level: 9 }) : deflateSync(all, { level: 9 });
  return { data, crc, size: total };
}

/** A zip (deflate) holding `stepName`, a STEP model of ~`bytes` bytes (one small solid, then padding comments). */
export function writeStepZip(file: string, stepName: string, bytes: number): void {
  if (existsSync(file)) return;
  const head = Buffer.from(
    "ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('bench'),'2;1');\nFILE_NAME('board.step','2026-12-07',(''),(''),'','','');\nFILE_SCHEMA(('AUTOMOTIVE_DESIGN'));\nENDSEC;\nDATA;\n",
  );
  const unit = Buffer.from(
    '/* padding of a large exported model, kept only to make the file big ......... */\n',
  );
  const tail = Buffer.from('ENDSEC;\nEND-ISO-10303-21;\n');
  const { data, crc, size } = deflateRepeated(head, unit, bytes, tail, true);
  const name = Buffer.from(stepName);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(0, 6);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc >>> 0, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc >>> 0, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42);
  const cdOffset = 30 + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + name.length, 12);
  end.writeUInt32LE(cdOffset, 16);
  writeFileSync(file, Buffer.concat([local, name, data, central, name, end]));
}

/** A one-page PDF whose content stream (FlateDecode) shows one line of text, then `bytes` of spaces. */
export function writeFlatePdf(file: string, bytes: number): void {
  if (existsSync(file)) return;
  const head = Buffer.from('BT /F1 12 Tf 72 720 Td (A manual page with one line of text.) Tj ET\n');
  const { data } = deflateRepeated(head, Buffer.from(' '), bytes, Buffer.from('\n'), false);
  writeFileSync(file, pdfAroundFlateContent(data));
}

export function inputPaths(dir: string) {
  return {
    csv: path.join(dir, 'test-points-1m.csv'),
    zip: path.join(dir, 'board-with-900mb-step.zip'),
    pdf: path.join(dir, 'manual-1gib-flate.pdf'),
  };
}
