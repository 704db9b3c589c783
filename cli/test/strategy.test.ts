// Runs the real `studio strategy` command on the shared tomu-fpga board (never copied into the repo),
// and runs the exported pytest project with Python's pytest (Debian's python3-pytest; .ci/run installs it).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importPackage } from '@studio/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../src/main';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const tomu = path.resolve(repoRoot, '../shared/testdata/kicad/tomu-fpga.kicad_pcb');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'studio-strategy-'));

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')));
  const code = await main(args);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** A Python that has pytest: Debian's first (/usr/bin/python3 with python3-pytest), then any python3. */
function findPytest(): string | null {
  for (const python of ['/usr/bin/python3', 'python3']) {
    const probe = spawnSync(python, ['-c', 'import pytest'], { encoding: 'utf8' });
    if (probe.status === 0) return python;
  }
  return null;
}
const python = findPytest();
/** Said in the test names when they skip, so a run without pytest says why. */
const needs = python
  ? ''
  : ' [skipped: no python3 with pytest here — apt-get install python3-pytest; .ci/run does]';

function pytest(dir: string, env: Record<string, string> = {}) {
  const r = spawnSync(python!, ['-m', 'pytest', '-q', '-p', 'no:randomly'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ...env, PYTHONDONTWRITEBYTECODE: '1' },
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

interface StrategyJson {
  rails: { net: string; nominalV: number | null; reason: string }[];
  buses: { kind: string; nets: string[] }[];
  steps: {
    id: string;
    kind: string;
    title: string;
    nets: string[];
    testPoints: { label: string; net: string }[];
    limits: { id: string; min: number | null; max: number | null }[];
    equipment: string[];
    seconds: number;
    flag: string | null;
  }[];
  coverage: { nets: number; touched: number; untouched: string[] };
  equipment: { id: string; name: string }[];
  probeSource: string;
  ict: { tests: { id: string; type: string }[]; summary: { tests: number; gaps: number } };
}

describe('studio strategy', () => {
  it('prints the JSON strategy of tomu-fpga in the documented shape', async () => {
    const { code, out } = await run(['strategy', tomu, '--json']);
    expect(code).toBe(0);
    const s = JSON.parse(out) as StrategyJson;
    expect(s.rails[0]).toEqual(
      // The input by topology (issue 26): the USB receptacle's VBUS pin, with the specification's range.
      expect.objectContaining({
        net: '+5V',
        nominalV: 5,
        role: 'input',
        reason: expect.stringContaining('U9 (USB-B) is a USB receptacle; +5V is its VBUS by pad 1'),
      }),
    );
    expect(s.buses.map((b) => b.kind)).toEqual(['usb', 'spi']);
    const kinds = s.steps.map((x) => x.kind);
    expect(kinds.indexOf('shorts')).toBeLessThan(kinds.indexOf('power-up'));
    const rail = s.steps.find((x) => x.id === 'rail:+3V3')!;
    expect(rail).toMatchObject({
      kind: 'rail-voltage',
      nets: ['+3V3', 'GND'],
      equipment: ['dmm'],
      seconds: 0.3,
    });
    expect(rail.flag).toBe('This net has no probed test point: +3V3');
    expect(s.coverage).toMatchObject({ nets: 27, touched: 27, untouched: [] });
    expect(s.equipment.map((e) => e.id)).toContain('psu');
    expect(s.probeSource).toBe('board-test-points');
  });

  it('prints a summary, Markdown and one CSV row per measurement', async () => {
    const summary = await run(['strategy', tomu]);
    expect(summary.out).toContain(
      'Rails:      +5V 5 V (input), +1V2 1.2 V, +3V3 3.3 V, +2V5 2.5 V, /VCCPLL 1.2 V',
    );
    const md = await run(['strategy', tomu, '--md', '--title', 'tomu-fpga rev 1']);
    expect(md.out).toMatch(/^# Test strategy — tomu-fpga rev 1/);
    expect(md.out).toContain('### 1. Shorts and opens on the power rails (unpowered)');
    expect(md.out).toContain('> ⚠ This net has no probed test point: +3V3');
    const csv = await run(['strategy', tomu, '--csv']);
    const json = JSON.parse((await run(['strategy', tomu, '--json'])).out) as StrategyJson;
    const rows = csv.out.split('\r\n');
    expect(rows[0]).toBe(
      'step,step_id,step_kind,step_title,limit_id,measurement,quantity,net,reference,test_points,nominal,min,max,unit,expected,equipment,seconds,reason',
    );
    // A field with a comma is quoted (RFC 4180).
    expect(rows[1]).toMatch(
      /^1,shorts,shorts,Shorts and opens on the power rails \(unpowered\),L1,\+5V to GND,resistance,\+5V,GND,TP1 TP12,,100,,Ω,,dmm,6,"≥ 100 Ω: a solder bridge/,
    );
    // One row per step limit, then one per in-circuit test (step "ICT").
    expect(rows.length - 1).toBe(json.steps.reduce((n, x) => n + x.limits.length, 0) + json.ict.tests.length);
    expect(rows.filter((r) => r.startsWith('ICT,')).length).toBe(json.ict.tests.length);
    expect(rows.find((r) => r.startsWith('3,rail:+5V,'))).toMatch(
      /^3,rail:\+5V,rail-voltage,Rail \+5V \(5 V\),L1,\+5V to GND,voltage,\+5V,GND,TP1 TP12,5,4\.75,5\.25,V,,dmm,0\.3,".*U9 \(USB-B\) is a USB receptacle; \+5V is its VBUS by pad 1/,
    );
  });

  it('plans with a test-config version: its selected test points are the probed ones', async () => {
    const { board } = importPackage([
      { name: 'tomu-fpga.kicad_pcb', bytes: new Uint8Array(readFileSync(tomu)) },
    ]);
    const id = (ref: string) => board.testPoints.find((t) => t.ref === ref)!.id;
    const version = {
      id: '0b6f8c1e-0000-4000-8000-000000000001',
      number: 3,
      config: {
        testPoints: [{ id: id('TP1') }, { id: id('TP12') }, { id: id('TP10'), drillOnly: true }],
        probeSide: 'bottom',
        bothSides: false,
        locating: { method: 'cradle' },
        pressurePins: [],
        heightOverrides: {},
        fixture: { orientationDeg: 0, lidSwitch: false, signalInterface: 'hand-wired' },
        boardFeatures: [],
      },
    };
    const file = path.join(tmp, 'version.json');
    writeFileSync(file, JSON.stringify(version));
    const { code, out } = await run(['strategy', tomu, '--config', file, '--json']);
    expect(code).toBe(0);
    const s = JSON.parse(out) as StrategyJson;
    expect(s.probeSource).toBe('test-config');
    const usb = s.steps.find((x) => x.id === 'bus:usb:USB')!;
    // TP10 is drill-only (a spare, no probe): /USB_N is unprobed like the rest.
    expect(usb.testPoints.map((t) => t.label)).toEqual(['TP12']);
  });

  it('writes the in-circuit tests as the neutral CSV and as i3070 test sources', async () => {
    const csvFile = path.join(tmp, 'ict.csv');
    const dir = path.join(tmp, 'i3070');
    const r = await run(['strategy', tomu, '--ict-csv', csvFile, '--i3070', dir, '--title', 'tomu']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('In-circuit test: ');
    expect(r.err).toContain(`in-circuit tests to ${csvFile}`);
    const csv = readFileSync(csvFile, 'utf8').split('\r\n');
    expect(csv[0]).toBe('# studio-ict-csv/1 — tomu, written by studio-ict 1.0.0');
    expect(csv.find((l) => l.startsWith('test,'))).toBe(
      'test,type,parts,high_node,low_node,guard_nodes,high_probes,low_probes,guard_probes,quantity,expected,min,max,unit,frequency_hz,current_a,settle_s,limits,notes',
    );
    expect(readFileSync(path.join(dir, 'analog', 'c1'), 'utf8')).toContain('connect i to "GND"');
    expect(readFileSync(path.join(dir, 'testorder'), 'utf8')).toContain('test capacitor "c1"');
    const printed = await run(['strategy', tomu, '--ict-csv', '-']);
    expect(printed.out.split('\r\n')[0]).toMatch(/^# studio-ict-csv\/1/);
    expect((await run(['strategy', tomu, '--ict-csv', '-', '--json'])).code).toBe(2);
  });

  it('names the file and the field of a bad config, and rejects two outputs', async () => {
    const bad = path.join(tmp, 'bad.json');
    writeFileSync(bad, JSON.stringify({ config: { testPoints: 'all' } }));
    const r = await run(['strategy', tomu, '--config', bad]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`--config file "${bad}": field "config.testPoints"`);
    expect((await run(['strategy', tomu, '--json', '--md'])).code).toBe(2);
    expect((await run(['strategy'])).code).toBe(2);
    const missing = await run(['strategy', path.join(tmp, 'nope.kicad_pcb')]);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('no such file or folder');
  });
});

describe('the exported pytest project', () => {
  it.skipIf(python === null)(
    `runs under Python’s pytest: every step passes against the simulated instruments${needs}`,
    async () => {
      const dir = path.join(tmp, 'tomu-pytest');
      const { code, err } = await run(['strategy', tomu, '--pytest', dir, '--title', 'tomu-fpga']);
      expect(code).toBe(0);
      expect(err).toContain(`wrote the pytest project (13 steps) to ${dir}`);
      const passing = pytest(dir);
      expect(passing.out).toContain('13 passed');
      expect(passing.code).toBe(0);
      const results = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')) as {
        results: { step: string; limit: string; value: number | string; passed: boolean }[];
      };
      expect(results.results.find((r) => r.step === 'rail:+3V3')).toMatchObject({ value: 3.3, passed: true });
      expect(results.results.every((r) => r.passed)).toBe(true);
    },
  );

  it.skipIf(python === null)(
    `fails the step whose measurement is out of limits, and stops after a failed gate${needs}`,
    async () => {
      const dir = path.join(tmp, 'tomu-pytest-faults');
      await run(['strategy', tomu, '--pytest', dir]);
      const rail = pytest(dir, { STUDIO_SIM_FAULT: 'rail:+3V3/L1' });
      expect(rail.code).toBe(1);
      expect(rail.out).toContain('1 failed, 12 passed');
      expect(rail.out).toContain('+3V3 to GND: 0.5675 V outside [3.135, 3.465]');
      const shorts = pytest(dir, { STUDIO_SIM_FAULT: 'shorts/L3' });
      expect(shorts.out).toContain('1 failed, 12 skipped');
      expect(shorts.out).toContain('the sequence stopped: test_01_shorts failed');
    },
  );
});
