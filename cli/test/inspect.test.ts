// Runs the real `studio inspect` command on the shared real boards (never copied into the repo).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../src/main';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const testdata = path.resolve(repoRoot, '../shared/testdata');
const picBoard = path.join(testdata, 'kicad/pic_programmer.kicad_pcb');

/** Runs main() in-process and captures what it prints. */
async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(`${a.join(' ')}\n`));
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')));
  // `--json` streams to stdout (a million-pad board's JSON is longer than one string can be).
  vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array) => {
    out.push(String(chunk));
    return true;
  }) as typeof process.stdout.write);
  const code = await main(args);
  return { code, out: out.join('').replace(/\n$/, ''), err: err.join('\n') };
}

afterEach(() => {
  vi.restoreAllMocks();
});

interface OraclePad {
  attr: 'PTH' | 'SMD' | 'CONN' | 'NPTH';
}
interface Oracle {
  footprints: { side: 'top' | 'bottom'; pads: OraclePad[] }[];
  via_count: number;
}

describe('studio inspect (summary)', () => {
  it("prints the counts KiCad itself reads from pic_programmer, and the outline's size", async () => {
    const oracle = JSON.parse(
      readFileSync(path.join(testdata, 'kicad-exports/pic_programmer/pic_programmer.oracle.json'), 'utf8'),
    ) as Oracle;
    const pads = oracle.footprints.flatMap((f) => f.pads);
    const n = (attr: OraclePad['attr'][]) => pads.filter((p) => attr.includes(p.attr)).length;
    const sides = (s: string) => oracle.footprints.filter((f) => f.side === s).length;
    const { code, out } = await run(['inspect', picBoard]);
    expect(code).toBe(0);
    expect(out).toContain(
      `Pads:           ${pads.length} (SMD ${n(['SMD', 'CONN'])}, TH ${n(['PTH'])}, NPTH ${n(['NPTH'])})`,
    );
    expect(out).toContain(
      `Components:     ${oracle.footprints.length} (top ${sides('top')}, bottom ${sides('bottom')})`,
    );
    expect(out).toContain(`Vias:           ${oracle.via_count}`);
    // Edge.Cuts runs x 73.66…233.68, y 40.64…139.7 (KiCad frame): line centres, without the line width.
    expect(out).toContain('Board size:     160.02 × 99.06 mm');
    expect(out).toContain('Thickness:      1.60 mm');
    expect(out).toContain('Copper layers:  2');
    expect(out).toMatch(/Test-point candidates: \d+/);
    expect(out).toMatch(/Diagnostics: +\d+ \(0 errors/);
  });

  it('reads folders recursively', async () => {
    const folder = path.join(testdata, 'kicad-exports/pic_programmer/gerber');
    const { out } = await run(['inspect', folder]);
    expect(out).toContain('pic_programmer-F_Cu.gbr');
    expect(out).toContain('pic_programmer-PTH.drl');
  });
});

describe('studio inspect --json', () => {
  it('prints the board model in mm, top view, +Y up, with its diagnostics', async () => {
    const { code, out } = await run(['inspect', picBoard, '--json']);
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(json.units).toBe('mm');
    expect(json.thicknessMm).toBe(1.6);
    expect(Array.isArray(json.diagnostics)).toBe(true);
    for (const key of ['outline', 'components', 'pads', 'vias', 'holes', 'nets', 'testPoints']) {
      expect(Array.isArray(json[key]), key).toBe(true);
    }
    expect(Object.keys(json.components[0])).toEqual(
      expect.arrayContaining(['ref', 'value', 'footprint', 'side', 'x', 'y', 'rotationDeg']),
    );
    expect(Object.keys(json.vias[0])).toEqual(
      expect.arrayContaining(['x', 'y', 'drillMm', 'diameterMm', 'net', 'tented']),
    );
    expect(Object.keys(json.testPoints[0])).toEqual(
      expect.arrayContaining(['ref', 'pad', 'x', 'y', 'net', 'side', 'kind']),
    );
    // README: JP1 pad 1 is at KiCad (147.357, 97.79), +Y down → (147.357, −97.79) in the board frame.
    const jp1 = json.pads.find((p: { ref: string; number: string }) => p.ref === 'JP1' && p.number === '1');
    expect(jp1).toMatchObject({ x: 147.357, y: -97.79, net: 'VCC', side: 'bottom' });
    expect(Object.keys(jp1)).toEqual(
      expect.arrayContaining(['shape', 'widthMm', 'heightMm', 'rotationDeg', 'drillMm', 'plated']),
    );
  });
});

describe('studio inspect --svg', () => {
  it('writes the drawing of the side asked for', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-inspect-'));
    const bottom = path.join(dir, 'bottom.svg');
    const { code, err } = await run(['inspect', picBoard, '--svg', bottom, '--side', 'bottom']);
    expect(code).toBe(0);
    expect(err).toContain(bottom);
    const svg = readFileSync(bottom, 'utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('>Bottom (mirrored)</text>');
    const top = path.join(dir, 'top.svg');
    await run(['inspect', picBoard, '--svg', top]);
    expect(readFileSync(top, 'utf8')).toContain('>Top</text>');
  });
});

describe('studio inspect errors', () => {
  it('names a missing file and exits 1', async () => {
    const missing = path.join(os.tmpdir(), 'no-such-board.kicad_pcb');
    const { code, err } = await run(['inspect', missing]);
    expect(code).toBe(1);
    expect(err).toContain(missing);
    expect(err).toContain('no such file');
  });

  it('exits 1 naming the file when it is structurally broken', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-inspect-'));
    const broken = path.join(dir, 'broken.kicad_pcb');
    writeFileSync(broken, '(kicad_pcb (version 20211014) (generator pcbnew)\n  (net 0 ""\n');
    const { code, out, err } = await run(['inspect', broken]);
    expect(code).toBe(1);
    expect(`${out}\n${err}`).toContain('broken.kicad_pcb');
  });

  it('lists why each file of a refused package was refused, not only "nothing to import"', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-inspect-'));
    const deep = path.join(dir, 'deep.zip');
    const board = strToU8('(kicad_pcb (version 20221018))');
    writeFileSync(
      deep,
      zipSync({ 'inner.zip': zipSync({ 'deepest.zip': zipSync({ 'a.kicad_pcb': board }) }) }),
    );
    const unknown = path.join(dir, 'tool.exe');
    writeFileSync(unknown, new Uint8Array([0x4d, 0x5a, 0, 1, 2]));
    const { code, err } = await run(['inspect', deep, unknown]);
    expect(code).toBe(1);
    expect(err).toContain('Nothing to import');
    expect(err).toMatch(
      /warning +package\.zip\.nested +\S*deep\.zip\/inner\.zip\/deepest\.zip:1 +.*nested deeper/,
    );
    expect(err).toMatch(
      /error +package\.file\.unknown +\S*tool\.exe:1 +\S*tool\.exe: not a recognised design file/,
    );
  });

  it.each([
    [[], 'no input'],
    [['board.kicad_pcb', '--side', 'left'], '--side must be'],
    [['board.kicad_pcb', '--frobnicate'], 'Unknown option'],
  ])('rejects bad usage %j with exit code 2', async (args, message) => {
    const { code, err } = await run(['inspect', ...args]);
    expect(code).toBe(2);
    expect(err).toContain(message);
    expect(err).toContain('Usage: studio inspect');
  });
});

describe('the studio binary', () => {
  it('runs inspect through bin/studio.js and returns its exit code', () => {
    const bin = path.join(repoRoot, 'cli/bin/studio.js');
    const ok = spawnSync(process.execPath, [bin, 'inspect', picBoard], { encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('Pads:           247');
    const usage = spawnSync(process.execPath, [bin, 'inspect'], { encoding: 'utf8' });
    expect(usage.status).toBe(2);
  });
});
