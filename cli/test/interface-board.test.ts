// The interface board `studio fixture` writes, loaded by KiCad's own pcbnew (Debian's kicad, Python;
// .ci/run installs it): every receptacle footprint at its probe in the plate frame within 0.001 mm, its
// reference the probe id, and the nets exactly the wiring list's pins (decision 0061). Skips, saying
// why, only where pcbnew is not installed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../src/main';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const kicad = (name: string) => path.resolve(repoRoot, `../shared/testdata/kicad/${name}.kicad_pcb`);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'studio-interface-'));

const hasPcbnew = spawnSync('/usr/bin/python3', ['-c', 'import pcbnew'], { encoding: 'utf8' }).status === 0;
const needs = hasPcbnew ? '' : ' [skipped: no pcbnew here — apt-get install kicad; .ci/run does]';

/** pcbnew's reading of a board: aux origin and every footprint with its pads (mm, KiCad's frame). */
const READ = `
import json, sys, pcbnew
b = pcbnew.LoadBoard(sys.argv[1])
mm = pcbnew.ToMM
aux = b.GetDesignSettings().GetAuxOrigin()
out = {"aux": [mm(aux.x), mm(aux.y)], "footprints": []}
for fp in b.GetFootprints():
    pos = fp.GetPosition()
    pads = []
    for p in fp.Pads():
        num = p.GetNumber() if hasattr(p, "GetNumber") else p.GetName()
        pp = p.GetPosition()
        pads.append({"number": num, "x": mm(pp.x), "y": mm(pp.y), "net": p.GetNetname()})
    out["footprints"].append({"ref": fp.GetReference(), "x": mm(pos.x), "y": mm(pos.y), "pads": pads})
print(json.dumps(out))
`;

interface Read {
  aux: [number, number];
  footprints: {
    ref: string;
    x: number;
    y: number;
    pads: { number: string; x: number; y: number; net: string }[];
  }[];
}

function readWithPcbnew(file: string): Read {
  const script = path.join(tmp, 'read.py');
  writeFileSync(script, READ);
  const r = spawnSync('/usr/bin/python3', [script, file], { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`pcbnew could not read ${file}: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!);
}

async function run(args: string[]): Promise<number> {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return main(args);
}
afterEach(() => vi.restoreAllMocks());

describe.each([
  ['pic_programmer', ['--select', 'proposal', '--side', 'bottom']],
  ['pic_programmer', ['--select', 'proposal', '--side', 'top']],
  ['tomu-fpga', ['--select', 'designed', '--side', 'bottom']],
])('the interface board of %s %s in pcbnew', (board, args) => {
  it.skipIf(!hasPcbnew)(
    `puts every receptacle at its probe and every net as in the wiring list${needs}`,
    async () => {
      const out = path.join(tmp, `${board}-${args.join('')}`);
      await run(['fixture', kicad(board), ...args, '--out', out]);
      const manifest = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8'));
      const entry = manifest.files.find((f: { path: string }) => f.path.endsWith('.kicad_pcb'));
      expect(entry).toMatchObject({ kind: 'interface-board', plate: 'probe', mirroredX: args[3] === 'top' });
      const pcb = path.join(out, entry.path);
      expect(readFileSync(pcb, 'utf8')).toMatch(/^\(kicad_pcb \(version 20211014\)/);
      const read = readWithPcbnew(pcb);
      const rows = parse(readFileSync(path.join(out, 'wiring-list.csv'), 'utf8'), {
        comment: '#',
        columns: true,
      }) as Record<string, string>[];
      const plateSide = args[3];
      const onPlate = rows.filter((r) => r.side === plateSide);
      expect(onPlate.length).toBeGreaterThan(0);
      const byRef = new Map(read.footprints.map((f) => [f.ref, f]));
      for (const r of onPlate) {
        const fp = byRef.get(r.probe!);
        expect(fp, `footprint ${r.probe}`).toBeDefined();
        // Board frame → plate frame (manifest) → KiCad's page: aux origin + (x, −y).
        const fx = (entry.mirroredX ? -1 : 1) * (Number(r.x_mm) - entry.origin.x);
        const fy = Number(r.y_mm) - entry.origin.y;
        expect(Math.abs(fp!.x - (read.aux[0] + fx))).toBeLessThan(0.001);
        expect(Math.abs(fp!.y - (read.aux[1] - fy))).toBeLessThan(0.001);
        expect(Math.abs(fp!.pads[0]!.x - fp!.x)).toBeLessThan(0.001);
      }
      // Nets: the wiring list grouped by interface pin (its probes and the pin), and pcbnew's nets.
      const expected = new Map<string, Set<string>>();
      for (const r of onPlate) {
        const key = r.connector ? `${r.connector}.${r.pin}` : r.probe!;
        const set = expected.get(key) ?? new Set(r.connector ? [`${r.connector}.${r.pin}`] : []);
        set.add(`${r.probe}.1`);
        expected.set(key, set);
      }
      const nets = new Map<string, Set<string>>();
      for (const f of read.footprints)
        for (const p of f.pads) {
          if (!p.net) continue;
          nets.set(p.net, (nets.get(p.net) ?? new Set()).add(`${f.ref}.${p.number}`));
        }
      const norm = (m: Map<string, Set<string>>) =>
        [...m.values()].map((s) => [...s].sort().join(' ')).sort();
      expect(norm(nets)).toEqual(norm(expected));
    },
  );
});
