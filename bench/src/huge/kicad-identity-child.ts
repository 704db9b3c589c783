// The results of the KiCad importer (and of the readers sharing its S-expression code) on a fixed set
// of inputs, as sha256 digests, for kicad-identity.ts: bundled with one checkout's core, so that two
// checkouts' results can be compared (decision 0051: every result byte-identical before and after).
//
//   node kicad-identity-child.mjs --root PROJECT [--big FILE,...] [--mutations 40]
//
// Inputs: the real boards in ../shared/testdata/kicad and KiCad's demos (when installed), the
// hand-made fixtures, the server's warm-up board, synthetic boards (1k pads, seeds 1–3; 10k, seed 1)
// and any --big files; each through
// importKicad (text), importKicadBytes (whole, and in 4 KB and 1–97-byte chunks) and importPackage
// (bytes; with its netlist for Duet2). Then seeded mutations of the small ones (spans deleted,
// tokens inserted, lines duplicated or truncated), whose results or errors must agree too.
// Prints one JSON line: { case: digest }.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importKicad, importKicadBytes, importPackage } from '@studio/core';
import { warmUpBoardText } from '../../../server/src/services/duts/warm-up-board';
import { synthesizeBoard } from '../synth/synthesize-board';
import { writeKicadPcb } from '../writers/kicad-pcb-writer';
import { feedJson } from './hash-json';
import { seededRandom } from '../viewer-synthetic';

const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    big: { type: 'string', default: '' },
    mutations: { type: 'string', default: '40' },
    dump: { type: 'string' },
  },
});
// The project root (the bundle runs from a temporary folder): inputs come from this checkout.
const root = path.resolve(values.root ?? '.');
const testdata = path.resolve(root, '../shared/testdata');

/** What `run` returns, or the error it throws (its class, message and fields). */
function outcome(run: () => unknown): unknown {
  try {
    return { ok: run() };
  } catch (e) {
    const err = e as Error & Record<string, unknown>;
    return { error: err.name, message: err.message, fields: { ...err } };
  }
}

const out: Record<string, string> = {};
/** Records the digest of `outcome(run)` as case `name`; with --dump NAME, prints that outcome as JSON. */
function record(name: string, run: () => unknown): void {
  const h = createHash('sha256');
  const o = outcome(run);
  if (values.dump === name) console.error(JSON.stringify(o, null, 1));
  feedJson(h, o);
  out[name] = h.digest('hex');
}

const utf8 = new TextEncoder();
const chunked = (bytes: Uint8Array, size: (i: number) => number): Uint8Array[] => {
  const out: Uint8Array[] = [];
  for (let at = 0, i = 0; at < bytes.length; i++) {
    const n = Math.max(1, size(i));
    out.push(bytes.subarray(at, at + n));
    at += n;
  }
  return out;
};

const TOKENS = [
  '(',
  ')',
  '"',
  '\\',
  '\n',
  ' ',
  'é',
  '\u{1F600}',
  '(fp_text user "x" (at 0 0) (layer "F.SilkS"))',
  '(fp_line (start 0 0) (end 1 1) (layer "F.Fab") (width 0.1))',
  '(fp_line (start 0 0) (end 1 1) (layer "F.SilkS") (width 0.1))',
  '(fp_circle (center 0 0) (end 1 0) (layer "F.Fab"))',
  '(gr_line (start 0 0) (end 10 0) (layer "Edge.Cuts") (width 0.1))',
  '(gr_text "t" (at 0 0) (layer "F.SilkS"))',
  '(layer "F.Fab")',
  '(layer "B.Cu")',
  '(layers "*.Cu" "*.Mask")',
  '(effects (font (size 1 1)))',
  '(tstamp 0)',
  '(uuid "x")',
  '(net 1 "GND")',
  '(net "GND")',
  '(property "Height" "1.2mm")',
  '(property "Reference" "Q1")',
  '(attr smd dnp)',
  '(pad "9" smd rect (at 0 0) (size 1 1) (layers "F.Cu" "F.Mask"))',
  '(pad "9" thru_hole circle (at 0 0) (size 1 1) (drill 0.5) (layers "*.Cu" "*.Mask"))',
  '(pad "9" smd custom (at 0 0) (size 1 1) (layers "F.Cu") (primitives (gr_poly (pts (xy 0 0) (xy 1 0) (xy 1 1)))))',
  '(via (at 1 1) (size 0.6) (drill 0.3) (layers "F.Cu" "B.Cu") (net 1))',
  '(version 20171130)',
  '(net_class "Default" "" (via_drill 0.4))',
  '(zone (net 0) (polygon (pts (xy 0 0))))',
  '(model "x.wrl")',
  'footprint',
  'fp_text',
  'reference',
  'F.Fab',
  '1e3',
  '-0',
  'nan',
];

function mutate(text: string, rnd: () => number): string {
  const at = Math.floor(rnd() * text.length);
  switch (Math.floor(rnd() * 5)) {
    case 0:
      return text.slice(0, at) + text.slice(at + 1 + Math.floor(rnd() * 40));
    case 1:
      return text.slice(0, at) + TOKENS[Math.floor(rnd() * TOKENS.length)]! + text.slice(at);
    case 2: {
      const start = text.lastIndexOf('\n', at) + 1;
      const end = text.indexOf('\n', at);
      const line = text.slice(start, end < 0 ? text.length : end + 1);
      return text.slice(0, start) + line + line + text.slice(start + line.length);
    }
    case 3:
      return text.slice(0, at);
    default: {
      // replace one word with another of the file's
      const words = text.slice(at, at + 4000).match(/[A-Za-z_.*]+/g) ?? ['x'];
      const w = words[Math.floor(rnd() * words.length)]!;
      const i = text.indexOf(w, at);
      const other = TOKENS[Math.floor(rnd() * TOKENS.length)]!;
      return i < 0 ? text : text.slice(0, i) + other + text.slice(i + w.length);
    }
  }
}

function cases(name: string, text: string, modes: 'all' | 'text' = 'all'): void {
  const bytes = utf8.encode(text);
  record(`${name} text`, () => importKicad(text, 'b.kicad_pcb'));
  if (modes === 'text') return;
  record(`${name} bytes`, () => importKicadBytes(bytes, 'b.kicad_pcb'));
  record(`${name} 4k`, () =>
    importKicadBytes(
      chunked(bytes, () => 4096),
      'b.kicad_pcb',
    ),
  );
  record(`${name} ragged`, () =>
    importKicadBytes(
      chunked(bytes, (i) => 1 + ((i * 37) % 97)),
      'b.kicad_pcb',
    ),
  );
  record(`${name} package`, () => importPackage([{ name: 'b.kicad_pcb', bytes }]));
}

const small: [string, string][] = [];
for (const f of readdirSync(path.join(testdata, 'kicad')).sort()) {
  if (!f.endsWith('.kicad_pcb')) continue;
  small.push([`testdata/${f}`, readFileSync(path.join(testdata, 'kicad', f), 'utf8')]);
}
const fixtures = path.join(root, 'core/test/fixtures/kicad');
for (const f of readdirSync(fixtures).sort()) {
  if (f.endsWith('.kicad_pcb')) small.push([`fixture/${f}`, readFileSync(path.join(fixtures, f), 'utf8')]);
}
// KiCad's own demo boards (Debian's kicad-demos package), when installed: video.kicad_pcb and others.
const DEMOS = '/usr/share/kicad/demos';
if (existsSync(DEMOS)) {
  for (const dir of readdirSync(DEMOS).sort()) {
    const folder = path.join(DEMOS, dir);
    if (!statSync(folder).isDirectory()) continue;
    for (const f of readdirSync(folder).sort()) {
      if (f.endsWith('.kicad_pcb')) small.push([`demos/${f}`, readFileSync(path.join(folder, f), 'utf8')]);
    }
  }
}
small.push(['warm-up', warmUpBoardText()]);
const synthetic = (pads: number, seed: number) => {
  const s = synthesizeBoard({ pads, seed });
  return writeKicadPcb(s.board, { tracks: s.tracks });
};
for (const seed of [1, 2, 3]) small.push([`synthetic-1k-s${seed}`, synthetic(1000, seed)]);
for (const [name, text] of small) cases(name, text);
cases('synthetic-10k-s1', synthetic(10_000, 1));

// Duet2 with its netlist (the netlist reader shares the S-expression code; the package checks the
// board against it).
const duetNet = readFileSync(path.join(testdata, 'kicad/Duet2.net'));
record('Duet2 + net package', () =>
  importPackage([
    { name: 'Duet2.kicad_pcb', bytes: readFileSync(path.join(testdata, 'kicad/Duet2.kicad_pcb')) },
    { name: 'Duet2.net', bytes: duetNet },
  ]),
);

const mutations = Number(values.mutations);
for (const [name, text] of small) {
  if (name.startsWith('synthetic')) continue;
  const rnd = seededRandom(name.length * 7919 + text.length);
  for (let m = 0; m < mutations; m++) {
    let t = mutate(text, rnd);
    if (rnd() < 0.3) t = mutate(t, rnd);
    const bytes = utf8.encode(t);
    if (values.dump === `${name} mutation ${m}`) console.error(t);
    record(`${name} mutation ${m}`, () => importKicad(t, 'm.kicad_pcb'));
    record(`${name} mutation ${m} ragged`, () =>
      importKicadBytes(
        chunked(bytes, (i) => 1 + ((i * 53) % 211)),
        'm.kicad_pcb',
      ),
    );
  }
}

for (const file of values.big.split(',').filter(Boolean)) {
  const bytes = readFileSync(file);
  record(`${path.basename(file)} package`, () => importPackage([{ name: path.basename(file), bytes }]));
}
console.log(JSON.stringify(out));
