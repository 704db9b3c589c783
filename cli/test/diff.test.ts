// Runs the real `studio diff` command on pic_programmer and on copies of it edited here the way a
// designer edits a board (a part moved 0.5 mm, a net renamed); the shared file is never copied into
// the repo.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../src/main';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const pic = path.resolve(repoRoot, '../shared/testdata/kicad/pic_programmer.kicad_pcb');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'studio-diff-'));

/** pic_programmer with U2 placed 0.5 mm further down in KiCad's frame (0.5 mm lower y in the board's). */
const moved = path.join(tmp, 'pic-u2-moved.kicad_pcb');
/** pic_programmer with the net /PC-DATA-IN renamed /PC-DATA-IN2. */
const renamed = path.join(tmp, 'pic-renamed.kicad_pcb');
const text = readFileSync(pic, 'utf8');
if (!text.includes('(at 115.57 119.38 90)'))
  throw new Error('pic_programmer: U2 is not where this test expects it');
writeFileSync(moved, text.replace('(at 115.57 119.38 90)', '(at 115.57 119.88 90)'));
writeFileSync(renamed, text.replaceAll('"/PC-DATA-IN"', '"/PC-DATA-IN2"'));

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')));
  const code = await main(args);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

afterEach(() => vi.restoreAllMocks());

describe('studio diff', () => {
  it('the same board: VALID, exit 0', async () => {
    const { code, out } = await run(['diff', pic, '--', pic]);
    expect(code).toBe(0);
    expect(out.split('\n')[0]).toBe('Fixture of pic_programmer.kicad_pcb on pic_programmer.kicad_pcb: VALID');
    expect(out).toContain('pads: 247 unchanged, 0 changed, 0 added, 0 removed');
  });

  it('a renamed net: valid (exit 0), the JSON names the rename and relabels the probe on it', async () => {
    const { code, out } = await run(['diff', pic, '--', renamed, '--json']);
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(json.verdict).toBe('valid');
    expect(json.diff.nets.renamed).toEqual([{ from: '/PC-DATA-IN', to: '/PC-DATA-IN2' }]);
    expect(json.delta.wiring).toEqual([
      expect.objectContaining({
        action: 'relabel',
        label: 'U2.11',
        netA: '/PC-DATA-IN',
        netB: '/PC-DATA-IN2',
      }),
    ]);
  });

  it('a part moved 0.5 mm: NEEDS REWORK (exit 1), the probes on it by ref.pad, delta files in the plates’ frames', async () => {
    // pic_programmer has a P1 (and J1): its probes are PR<n> and its connectors IF<n> (decision 0061).
    const dir = path.join(tmp, 'delta-out');
    const { code, out } = await run(['diff', pic, '--', moved, '--out', dir]);
    expect(code).toBe(1);
    expect(out.split('\n')[0]).toBe(
      'Fixture of pic_programmer.kicad_pcb on pic-u2-moved.kicad_pcb: NEEDS REWORK',
    );
    expect(out).toMatch(
      /^ {2}move PR\d+ U2\.11 \/PC-DATA-IN: U2\.11 moved 0\.5 mm \(limit 0\.1 mm\) \(123\.19, -111\.76\) → \(123\.19, -112\.26\)$/m,
    );
    expect(out).toContain('Probe plate (probing the bottom): 7 to drill, 7 to plug');
    const files = readdirSync(path.join(dir, 'delta')).sort();
    expect(files).toContain('probe-plate-new-holes.drl');
    expect(files).toContain('probe-plate-plug.csv');
    const drill = readFileSync(path.join(dir, 'delta/probe-plate-new-holes.drl'), 'utf8');
    expect(drill).toMatch(/NOT mirrored/);
    expect(drill.match(/^X[\d.]+Y[\d.]+$/gm)).toHaveLength(7);
    // A bigger tolerance lets the same probes stay: only the pressure pin U2 now covers moves.
    const loose = await run(['diff', pic, '--', moved, '--tolerance', '0.6', '--json']);
    const json = JSON.parse(loose.out);
    expect(json.delta.probes).toEqual([]);
    expect(json.tolerances.probeMoveMm).toBe(0.6);
  });

  it('reads the old revision’s test-config version with --config, and names unknown test points', async () => {
    const good = path.join(tmp, 'version.json');
    writeFileSync(
      good,
      JSON.stringify({
        number: 1,
        config: {
          testPoints: [{ id: 'T0' }, { id: 'T1' }],
          probeSide: 'bottom',
          bothSides: false,
          locating: { method: 'cradle' },
          pressurePins: [],
          heightOverrides: {},
          fixture: { orientationDeg: 0, lidSwitch: false, signalInterface: 'hand-wired' },
          boardFeatures: [],
        },
      }),
    );
    const ok = await run(['diff', pic, '--', pic, '--config', good, '--json']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out).fixtureA.probes).toBe(2);
    const bad = path.join(tmp, 'version-bad.json');
    writeFileSync(
      bad,
      JSON.stringify({ ...JSON.parse(readFileSync(good, 'utf8')).config, testPoints: [{ id: 'T99999' }] }),
    );
    const refused = await run(['diff', pic, '--', pic, '--config', bad]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(
      /version-bad\.json": 1 selected test point\(s\) are not candidates of the old board \(T99999\)/,
    );
  });

  it('bad usage exits 2 with the usage', async () => {
    const none = await run(['diff', pic, pic]);
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/separate the old files from the new ones with "--"/);
    const both = await run(['diff', pic, '--', pic, '--config', 'x.json', '--select', 'designed']);
    expect(both.code).toBe(2);
    expect(both.err).toMatch(/either --config or --select/);
    const tol = await run(['diff', pic, '--', pic, '--tolerance', '-1']);
    expect(tol.code).toBe(2);
    expect(tol.err).toContain('Usage: studio diff OLD... -- NEW...');
  });
});
