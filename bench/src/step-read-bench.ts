// STEP reading benchmark (decision 0040): the time and peak memory of reading a board's STEP model
// with occt-import-js (OpenCascade in WebAssembly), reducing it to solids and decimating its display
// mesh (decision 0048), as the STEP worker does. Cases: a STEP of tomu-fpga (a box per placed
// component), the one KiCad 6's exporter wrote of it (server/test/fixtures/step-kicad), a CAx-IF
// assembly of curved parts that occt-import-js ships for its tests (as1-oc-214: B-spline and
// cylindrical faces, so a mesh worth decimating), and synthetic boards of N boxes (faceted solids:
// real exports carry curved faces, which take longer per MB). Each case runs in its own Node process,
// so that its peak resident memory (maxRSS) is its own. Prints a table and a final single JSON line.
//
//   node --import tsx bench/src/step-read-bench.ts [--boxes 400,1500]
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { bodyTest, encodeStepDisplayMesh, importKicad, type StepBox, writeStepBoxes } from '@studio/core';
import { readStepModel } from '@studio/server';

const here = fileURLToPath(import.meta.url);
const TOMU = path.resolve(path.dirname(here), '../../../shared/testdata/kicad/tomu-fpga.kicad_pcb');
const KICAD_EXPORT = path.resolve(
  path.dirname(here),
  '../../server/test/fixtures/step-kicad/tomu-fpga.step.gz',
);
const CAX_IF = path.join(
  path.dirname(createRequire(import.meta.url).resolve('occt-import-js/package.json')),
  'test/testfiles/cax-if/as1-oc-214.stp',
);

interface CaseResult {
  name: string;
  bytes: number;
  solids: number;
  readMs: number;
  cpuMs: number;
  maxRssMb: number;
  /** Triangles OpenCascade made and the display mesh kept; the display mesh's gzip size. */
  trianglesIn: number;
  trianglesOut: number;
  meshGzipKb: number;
}

function stepOfCase(name: string): string {
  if (name === 'kicad-tomu') return gunzipSync(readFileSync(KICAD_EXPORT)).toString('latin1');
  if (name === 'cax-if-as1') return readFileSync(CAX_IF, 'latin1');
  if (name === 'tomu') {
    // A 1.5 × 1 mm box of 1 mm per placed part, on its side, named after it (as KiCad names them).
    const { board } = importKicad(readFileSync(TOMU, 'utf8'), 'tomu-fpga.kicad_pcb');
    const t = board.thicknessMm ?? 1.6;
    return writeStepBoxes([
      { name: 'board_PCB', cx: 0, cy: 0, w: 200, h: 200, rotationDeg: 0, z0: 0, z1: t },
      ...board.components.filter(bodyTest(board)).map((c) => ({
        name: c.ref,
        cx: c.x,
        cy: c.y,
        w: 1.5,
        h: 1,
        rotationDeg: c.rotationDeg,
        z0: c.side === 'top' ? t : -1,
        z1: c.side === 'top' ? t + 1 : 0,
      })),
    ]);
  }
  const n = Number(name.replace(/^boxes-/, ''));
  const side = Math.ceil(Math.sqrt(n));
  const boxes: StepBox[] = [
    {
      name: 'board_PCB',
      cx: side * 1.5,
      cy: side * 1.5,
      w: side * 3 + 4,
      h: side * 3 + 4,
      rotationDeg: 0,
      z0: 0,
      z1: 1.6,
    },
  ];
  for (let i = 0; i < n; i++)
    boxes.push({
      name: `U${i + 1}`,
      cx: (i % side) * 3 + 1.5,
      cy: Math.floor(i / side) * 3 + 1.5,
      w: 2,
      h: 1.2,
      rotationDeg: (i * 37) % 360,
      z0: 1.6,
      z1: 1.6 + 0.5 + (i % 7) * 0.4,
    });
  return writeStepBoxes(boxes);
}

/** One case, in this process (the child). */
async function runCase(name: string): Promise<CaseResult> {
  const bytes = new TextEncoder().encode(stepOfCase(name));
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const { model, display } = await readStepModel({ name: `${name}.step`, bytes }, 2048, () => {});
  const meshGzip = gzipSync(encodeStepDisplayMesh({ model, meshes: display!.meshes }), { level: 6 });
  const readMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return {
    name,
    bytes: bytes.length,
    solids: model.solids.length,
    readMs: Math.round(readMs),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    trianglesIn: display!.trianglesIn,
    trianglesOut: display!.trianglesOut,
    meshGzipKb: Math.round(meshGzip.length / 1024),
  };
}

async function main() {
  const { values } = parseArgs({
    options: { boxes: { type: 'string', default: '400,1500' }, child: { type: 'string' } },
  });
  if (values.child) {
    console.log(JSON.stringify(await runCase(values.child)));
    return;
  }
  const cases = [
    'tomu',
    'kicad-tomu',
    'cax-if-as1',
    ...values.boxes
      .split(',')
      .filter((n) => n.trim() !== '')
      .map((n) => `boxes-${n.trim()}`),
  ];
  const results: CaseResult[] = [];
  for (const name of cases) {
    const child = spawnSync(process.execPath, [...process.execArgv, here, '--child', name], {
      encoding: 'utf8',
    });
    if (child.status !== 0) throw new Error(`${name}: ${child.stderr}`);
    const last = child.stdout.trim().split('\n').at(-1)!;
    results.push(JSON.parse(last) as CaseResult);
  }
  console.log('case          STEP MB  solids   read s   CPU s  peak RSS MB  triangles in → out  mesh gz KB');
  for (const r of results)
    console.log(
      `${r.name.padEnd(12)} ${(r.bytes / 1048576).toFixed(2).padStart(8)} ${String(r.solids).padStart(7)} ${(r.readMs / 1000).toFixed(1).padStart(8)} ${(r.cpuMs / 1000).toFixed(1).padStart(7)} ${String(r.maxRssMb).padStart(12)} ${`${r.trianglesIn} → ${r.trianglesOut}`.padStart(19)} ${String(r.meshGzipKb).padStart(11)}`,
    );
  console.log(JSON.stringify({ bench: 'step-read', results }));
}

await main();
