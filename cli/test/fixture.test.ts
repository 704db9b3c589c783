// Runs the real `studio fixture` command on the shared boards (never copied into the repo): the
// package is written (zip or folder) even when a rule fails, the manifest's first line says so and the
// exit code is 1; bad usage exits 2 with the usage.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../src/main';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const kicad = (name: string) => path.resolve(repoRoot, `../shared/testdata/kicad/${name}.kicad_pcb`);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'studio-fixture-'));

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')));
  const code = await main(args);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

afterEach(() => vi.restoreAllMocks());

describe('studio fixture', () => {
  it('tomu-fpga, its own test points from the bottom: writes the zip, says the failing rules first, exits 1', async () => {
    const zip = path.join(tmp, 'tomu.zip');
    const { code, out } = await run([
      'fixture',
      kicad('tomu-fpga'),
      '--select',
      'designed',
      '--side',
      'bottom',
      '--out',
      zip,
    ]);
    expect(code).toBe(1);
    expect(out).toMatch(/^FAIL: Test point ↔ board edge/);
    // 8 of the 12: four of its test points stand 1.00 mm from a neighbour, closer than two P39 probes'
    // ⌀0.90 mm press fits allow in FR4/G10 (1.20 mm: decision 0054), and get no probe class.
    expect(out).toContain('Probe class assignable');
    expect(out).toContain('Probes 8 from the bottom');
    // No pressure pin fits on its crowded top: a machined hold-down block holds it (decision 0070).
    expect(out).not.toContain('fixture: hold-down');
    expect(out).toMatch(
      /^Hold-down \(pass\): Hold-down holds: probe force 8\.0 N .*\(a machined hold-down block on the top/m,
    );
    expect(out).toMatch(/^Hold-down block: POM \(acetal, Delrin\), .* fixed to the lid, pressing the top/m);
    expect(out).toMatch(/mm inside the contact hull/);
    const entries = unzipSync(readFileSync(zip));
    const manifestText = strFromU8(entries['manifest.json']!);
    expect(manifestText.split('\n')[0]).toMatch(
      /^\{"status": "DFT FAIL — review before fabrication: Test point ↔ board edge/,
    );
    const manifest = JSON.parse(manifestText);
    expect(manifest.files.find((f: { path: string }) => f.path === 'plates/probe.drl')).toMatchObject({
      plate: 'probe',
      mirroredX: false,
      units: 'mm',
    });
    expect(manifest.files.find((f: { path: string }) => f.path === 'plates/pressure.drl')).toMatchObject({
      mirroredX: true,
    });
    expect(Object.keys(entries)).toContain('assembly.pdf');
    expect(manifest.files.find((f: { path: string }) => f.path === 'plates/hold-down.dxf')).toMatchObject({
      plate: 'hold-down',
      mirroredX: true,
    });
    expect(strFromU8(entries['bom.csv']!)).toContain('MTD-HOLD-DOWN-BLOCK');
    expect(strFromU8(entries['wiring-list.csv']!).match(/\r\nP\d+,TP/g)).toHaveLength(8);
    // The tester files (decision 0060), each with its frame and specification in the manifest.
    for (const file of [
      'tester/board.cad',
      'tester/i3070/board',
      'tester/i3070/board_xy',
      'tester/board.ipc',
      'tester/flying-probe-access.csv',
    ]) {
      expect(Object.keys(entries)).toContain(file);
      expect(manifest.files.find((f: { path: string }) => f.path === file).spec).toBeTruthy();
    }
    expect(strFromU8(entries['tester/board.cad']!).match(/^(TESTPIN|POWERPIN) .* BOTTOM\r$/gm)).toHaveLength(
      8,
    );
  });

  it('pic_programmer (through-hole) into a folder with the proposal: exit 0 unless a rule fails, every file listed', async () => {
    const out = path.join(tmp, 'pic');
    const result = await run(['fixture', kicad('pic_programmer'), '--out', out]);
    const manifest = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8'));
    expect(result.code).toBe(manifest.verdict === 'fail' ? 1 : 0);
    for (const f of manifest.files) expect(readFileSync(path.join(out, f.path)).length).toBe(f.bytes);
    expect(manifest.counts.probes).toBeGreaterThan(20);
    expect(readFileSync(path.join(out, 'plates/probe.drl'), 'utf8')).toContain('METRIC,TZ');
    // The plan supplies Net-(D1-Pad2) at 0.5 A and returns it through GND: each needs 1 force probe
    // (P100: 3 A) and 1 to sense; the proposal gives each one, so one more is added on each and
    // recorded as Studio's (decision 0074). No power-probe finding is left.
    expect(result.out).toMatch(
      /^Power probes added for current and sense: .+ \(GND\), .+ \(Net-\(D1-Pad2\)\)$/m,
    );
    const saved = JSON.parse(readFileSync(path.join(out, 'test-config.json'), 'utf8')).config;
    const added = saved.testPoints.filter((t: { addedFor?: string }) => t.addedFor === 'power-net');
    expect(added).toHaveLength(2);
    expect(result.out).not.toMatch(/interface\.(supply-probes|sense-missing)/);
  });

  it('tomu-fpga with the hold-down block forbidden: pressure pins only, the finding says the configuration forbids the block', async () => {
    const { code, out } = await run([
      'fixture',
      kicad('tomu-fpga'),
      '--select',
      'designed',
      '--side',
      'bottom',
      '--hold-down-block',
      'forbidden',
      '--out',
      path.join(tmp, 'tomu-no-block.zip'),
    ]);
    expect(code).toBe(1);
    expect(out).toContain('fixture: hold-down');
    expect(out).toMatch(
      /^ {2}warning hold-down-block: A hold-down block would be considered \(0 pressure pins fit on the top and 1 is needed for 8\.0 N\), but the configuration forbids hold-down blocks/m,
    );
    expect(out).not.toMatch(/^Hold-down block:/m);
    // Its own test points chosen by hand: the power probes are reported, not added.
    expect(out).not.toContain('Power probes added');
    expect(out).toMatch(/interface\.sense-missing: \+5V: .*No accessible candidate is left on \+5V/);
  });

  it('refuses a bad --power-probes or --hold-down-block (exit 2)', async () => {
    const a = await run([
      'fixture',
      kicad('tomu-fpga'),
      '--out',
      path.join(tmp, 'z'),
      '--power-probes',
      'maybe',
    ]);
    expect(a.code).toBe(2);
    expect(a.err).toMatch(/--power-probes must be "add" or "off"/);
    const b = await run([
      'fixture',
      kicad('tomu-fpga'),
      '--out',
      path.join(tmp, 'z'),
      '--hold-down-block',
      'no',
    ]);
    expect(b.code).toBe(2);
    expect(b.err).toMatch(/--hold-down-block must be "allowed" or "forbidden"/);
  });

  it('reads a catalog CSV and reports its bad rows by row and column (exit 2)', async () => {
    const bad = path.join(tmp, 'bad-catalog.csv');
    writeFileSync(
      bad,
      'partNumber,name,kind,class,unitPrice,leadTimeDays,spec.forceAtWorkingTravelN\nSP-X,Probe,probe,Probes,abc,10,1\n',
    );
    const { code, err } = await run([
      'fixture',
      kicad('tomu-fpga'),
      '--catalog',
      bad,
      '--out',
      path.join(tmp, 'x.zip'),
    ]);
    expect(code).toBe(2);
    expect(err).toMatch(/row 2, unitPrice/);
  });

  it('refuses a missing --out and an unknown selection file', async () => {
    expect((await run(['fixture', kicad('tomu-fpga')])).code).toBe(2);
    const missing = await run([
      'fixture',
      kicad('tomu-fpga'),
      '--select',
      path.join(tmp, 'nope.csv'),
      '--out',
      path.join(tmp, 'y'),
    ]);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/neither "proposal", "designed" nor a readable CSV file/);
  });
});
