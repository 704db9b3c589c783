// Runs the real `studio export` command on a shared board (never copied into the repo): one tester
// format per run, into a file or a folder, from a selection or a saved test-config version; the same
// bytes as the fabrication package's tester/ files; bad usage exits 2.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emptyTestConfig, importPackage } from '@studio/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../src/main';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const kicad = (name: string) => path.resolve(repoRoot, `../shared/testdata/kicad/${name}.kicad_pcb`);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'studio-export-'));

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')));
  const code = await main(args);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

afterEach(() => vi.restoreAllMocks());

const tomu = ['export', kicad('tomu-fpga'), '--select', 'designed', '--side', 'bottom'];

describe('studio export', () => {
  it('GenCAD of tomu-fpga (8 probes on its 12 test points from the bottom): written although a rule fails, exit 1', async () => {
    const file = path.join(tmp, 'tomu.cad');
    const { code, out } = await run([...tomu, '--format', 'gencad', '--out', file]);
    expect(code).toBe(1);
    expect(out).toMatch(/^FAIL: /);
    // Four of its test points stand 1.00 mm apart, too close for two press-fit holes: 8 probes (decision 0054).
    expect(out).toContain('Probes 8 from the bottom');
    expect(out).toMatch(
      /Wrote .*tomu\.cad \(GenCAD 1\.4 \(Mitron\); units mm; seen from the board's TOP side/,
    );
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith('$HEADER\r\nGENCAD 1.4\r\n')).toBe(true);
    expect(text.match(/^(TESTPIN|POWERPIN) .* BOTTOM\r$/gm)).toHaveLength(8);
    // +5V and GND are supplies: their probes are power pins.
    expect(text.match(/^POWERPIN /gm)).toHaveLength(2);
  });

  it('i3070 into a folder: board and board_xy, under the names i3070 reads', async () => {
    const dir = path.join(tmp, 'i3070');
    const { code } = await run([...tomu, '--format', 'i3070', '--out', dir]);
    expect(code).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(['board', 'board_xy']);
    expect(readFileSync(path.join(dir, 'board_xy'), 'utf8').match(/ PREFERRED;$/gm)).toHaveLength(8);
    expect(readFileSync(path.join(dir, 'board'), 'utf8')).toMatch(/^CONNECTIONS$/m);
  });

  it('a saved test-config version (--config) gives the same file as the selection it holds', async () => {
    const bytes = new Uint8Array(readFileSync(kicad('tomu-fpga')));
    const { board } = importPackage([{ name: 'tomu-fpga.kicad_pcb', bytes }]);
    const config = {
      ...emptyTestConfig(),
      probeSide: 'bottom',
      locating: { method: 'cradle' },
      testPoints: board.testPoints
        .filter((t) => t.kind === 'testpoint')
        .map((t) => ({ id: t.id, side: 'bottom' })),
    };
    const version = path.join(tmp, 'version.json');
    writeFileSync(version, JSON.stringify({ number: 1, config }));
    const dir = path.join(tmp, 'fp');
    mkdirSync(dir);
    const a = await run([
      'export',
      kicad('tomu-fpga'),
      '--config',
      version,
      '--format',
      'flying-probe',
      '--out',
      dir,
    ]);
    expect(a.code).toBe(1);
    const csv = readFileSync(path.join(dir, 'flying-probe-access.csv'), 'utf8');
    expect(csv.match(/,preferred,P\d+,/g)).toHaveLength(8);
    expect(csv).toMatch(/^net,x_mm,y_mm,side,priority,probe,/m);
    const selected = path.join(tmp, 'fp-selected.csv');
    await run([...tomu, '--format', 'flying-probe', '--out', selected]);
    expect(readFileSync(selected, 'utf8')).toBe(csv);
  });

  it('IPC-D-356A to a file', async () => {
    const file = path.join(tmp, 'tomu.ipc');
    await run([...tomu, '--format', 'ipc356a', '--out', file]);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^P {2}UNITS CUST 1\r$/m);
    expect(text.match(/^C {2}PROBE P\d+ BOTTOM /gm)).toHaveLength(8);
  });

  it('refuses a missing or unknown --format, a missing --out, and --config with --select (exit 2)', async () => {
    expect((await run(['export', kicad('tomu-fpga'), '--out', path.join(tmp, 'x')])).code).toBe(2);
    const bad = await run(['export', kicad('tomu-fpga'), '--format', 'odb', '--out', path.join(tmp, 'x')]);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--format must be one of gencad, i3070, ipc356a, flying-probe, not "odb"/);
    expect((await run(['export', kicad('tomu-fpga'), '--format', 'gencad'])).code).toBe(2);
    const both = await run([
      'export',
      kicad('tomu-fpga'),
      '--format',
      'gencad',
      '--config',
      'v.json',
      '--select',
      'designed',
      '--out',
      'x',
    ]);
    expect(both.code).toBe(2);
  });
});
