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
      expect.objectContaining({
        net: '+5V',
        nominalV: 5,
        role: 'input',
        reason: expect.stringContaining('+5V is its VBUS by pad 1'),
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
      'step,step_id,step_kind,step_title,limit_id,measurement,quantity,net,reference,test_points,probes,channels,nominal,min,max,unit,expected,equipment,seconds,reason',
    );
    // A field with a comma is quoted (RFC 4180).
    expect(rows[1]).toMatch(
      /^1,shorts,shorts,Shorts and opens on the power rails \(unpowered\),L1,\+5V to GND,resistance,\+5V,GND,TP1 TP12,,,,100,,Ω,,dmm,6,"≥ 100 Ω: a solder bridge/,
    );
    // One row per step limit, then one per in-circuit test (step "ICT").
    expect(rows.length - 1).toBe(json.steps.reduce((n, x) => n + x.limits.length, 0) + json.ict.tests.length);
    expect(rows.filter((r) => r.startsWith('ICT,')).length).toBe(json.ict.tests.length);
    expect(rows).toContain(
      '3,rail:+5V,rail-voltage,Rail +5V (5 V),L1,+5V to GND,voltage,+5V,GND,TP1 TP12,,,5,4.75,5.25,V,,dmm,0.3,"5 V ± 5 % (a regulator\'s 1–3 % accuracy with load and meter margin — a guess); U9 (USB-B) is a USB receptacle; +5V is its VBUS by pad 1 (VBUS on USB A, B, mini and micro): 5 V (4.75–5.25 V by the USB 2.0 specification)"',
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

const pic = path.resolve(repoRoot, '../shared/testdata/kicad/pic_programmer.kicad_pcb');

interface LimitsJson {
  fixture: {
    station: { name: string };
    probes: { probe: string; net: string; channel: string | null }[];
  } | null;
  steps: {
    id: string;
    probes: { probe: string; net: string; channel: string | null; function: string }[];
    limits: {
      id: string;
      net: string | null;
      hi: string | null;
      lo: string | null;
      min: number | null;
      max: number | null;
    }[];
  }[];
}
interface ResultsJson {
  results: {
    step: string;
    limit: string;
    value: number | string | null;
    passed: boolean;
    channels: string[];
  }[];
}
interface TiedJson {
  probeSource: string;
  fixture: { source: string; station: { name: string }; probes: { net: string; channel: string | null }[] };
  steps: { id: string; probes: { probe: string; net: string; channel: string | null; function: string }[] }[];
}

/** `studio fixture` on a board, then the pytest project of the plan tied to that fixture. */
async function tiedProject(board: string, name: string) {
  const fixture = path.join(tmp, `${name}-fixture`);
  await run(['fixture', board, '--out', fixture]);
  const config = path.join(fixture, 'test-config.json');
  const dir = path.join(tmp, `${name}-pytest`);
  const r = await run(['strategy', board, '--config', config, '--pytest', dir, '--title', name]);
  return { config, dir, ...r };
}

describe('studio fixture → studio strategy --config', () => {
  it('ties the plan to the fixture: each step names its probes and tester channels', async () => {
    const fixture = path.join(tmp, 'pic-tie');
    await run(['fixture', pic, '--out', fixture]);
    const config = path.join(fixture, 'test-config.json');
    const written = JSON.parse(readFileSync(config, 'utf8')) as {
      format: string;
      config: { testPoints: unknown[] };
    };
    expect(written.format).toBe('studio-test-config');
    const s = JSON.parse((await run(['strategy', pic, '--config', config, '--json'])).out) as TiedJson;
    expect(s.probeSource).toBe('test-config');
    expect(s.fixture.source).toBe('test-config.json');
    expect(s.fixture.station.name).toBe('Generic N-pin interface');
    // One probe per net of two pads or more (34 on pic_programmer; decision 0054), and the sense probe
    // each of the 9 V input and GND needs (0.5 A: one force probe and one to sense; decision 0074).
    expect(s.fixture.probes).toHaveLength(36);
    // The wiring list of the package gives the same channel to each probe.
    const wiring = readFileSync(path.join(fixture, 'wiring-list.csv'), 'utf8');
    for (const p of s.fixture.probes.slice(0, 20)) expect(wiring).toContain(p.channel!);
    const power = s.steps.find((x) => x.id === 'power-up')!;
    expect([...new Set(power.probes.map((p) => p.net))]).toEqual(['Net-(D1-Pad2)', 'GND']);
    expect(power.probes.every((p) => p.channel !== null)).toBe(true);
    for (const net of ['Net-(D1-Pad2)', 'GND'])
      expect(
        power.probes
          .filter((p) => p.net === net)
          .map((p) => p.function)
          .sort(),
      ).toEqual(['force', 'sense']);
    const summary = await run(['strategy', pic, '--config', config]);
    // Issue 26's checks on the plan of the fixture: the input is P1 through D1, nothing is programmed
    // (the ICSP lines go to empty sockets, a 74HC125 and an EEPROM socket), net names shown as KiCad
    // shows them, and the in-circuit tests cover every R, C and D with a value but C4 ("0").
    expect(summary.out).toContain('Net-(D1-Pad2) 9 V (input)');
    expect(summary.out).toContain('Ports:      icsp (/CLOCK-RB6, /DATA-RB7, /VPP/MCLR)');
    expect(summary.out).not.toContain('[programming');
    const ict = JSON.parse((await run(['strategy', pic, '--config', config, '--json'])).out) as {
      ict: { coverage: { ref: string; value: string; tests: string[] }[] };
    };
    const rcd = ict.ict.coverage.filter((c) => /^[RCD]\d/.test(c.ref) && c.value.trim() !== '');
    expect(rcd).toHaveLength(41);
    expect(rcd.filter((c) => c.tests.length === 0).map((c) => c.ref)).toEqual(['C4']);
    expect(summary.out).toContain(
      'Fixture:    36 probes on Generic N-pin interface (test-config.json), 0 without a channel',
    );
    expect(summary.out).toMatch(/probes: PR\d+ VCC → IF\d\.\d+/);
    // The CSV and Markdown name the probes and channels of each measurement.
    const csv = (await run(['strategy', pic, '--config', config, '--csv'])).out.split('\r\n');
    expect(csv.find((r) => r.startsWith('5,rail:VCC,'))).toMatch(
      /,PR\d+ PR\d+,IF\d\.\d+ IF\d\.\d+,5,4\.75,5\.25,V,/,
    );
    const md = (await run(['strategy', pic, '--config', config, '--md'])).out;
    expect(md).toMatch(/\| PR\d+ \| C1\.1 \| VCC \| signal \| IF\d\.\d+ \|/);
  });
});

describe('the exported pytest project', () => {
  it.skipIf(python === null)(
    `talks to the fixture's channels; a step without limits fails until they are set${needs}`,
    async () => {
      const { code, err, dir } = await tiedProject(pic, 'pic');
      expect(code).toBe(0);
      expect(err).toContain(`wrote the pytest project (9 steps) to ${dir}`);
      const limits = JSON.parse(readFileSync(path.join(dir, 'limits.json'), 'utf8')) as LimitsJson;
      const rail = limits.steps.find((x) => x.id === 'rail:VCC')!;
      const on = (net: string) => rail.probes.filter((p) => p.net === net).map((p) => p.channel);
      // Through the channel of a probe on VCC and the one on GND.
      expect(on('VCC')).toContain(rail.limits[0]!.hi);
      expect(on('GND')).toContain(rail.limits[0]!.lo);
      const sequence = readFileSync(path.join(dir, 'test_sequence.py'), 'utf8');
      expect(sequence).toContain(
        `    seq("rail:VCC", "L1", hi="${rail.limits[0]!.hi}", lo="${rail.limits[0]!.lo}")  # VCC at PR`,
      );
      expect(sequence).toMatch(/# {3}PR\d+ \(\S+\) on VCC → IF\d\.\d+/);

      const passing = pytest(dir);
      expect(passing.out).toContain('9 passed');
      expect(passing.code).toBe(0);
      const results = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')) as ResultsJson;
      const vcc = results.results.find((r) => r.step === 'rail:VCC')!;
      expect(vcc).toMatchObject({ value: 5, passed: true });
      expect(vcc.channels).toEqual([rail.limits[0]!.hi, rail.limits[0]!.lo]);

      // Without limits the rail step fails (measured, so the value shows); with them back it passes.
      const min = rail.limits[0]!.min;
      const max = rail.limits[0]!.max;
      rail.limits[0]!.min = null;
      rail.limits[0]!.max = null;
      writeFileSync(path.join(dir, 'limits.json'), JSON.stringify(limits));
      const unset = pytest(dir);
      expect(unset.code).toBe(1);
      expect(unset.out).toContain('1 failed, 8 passed');
      expect(unset.out).toContain('rail:VCC / VCC to GND: measured 5 V but no limits are set');
      rail.limits[0]!.min = min;
      rail.limits[0]!.max = max;
      writeFileSync(path.join(dir, 'limits.json'), JSON.stringify(limits));
      expect(pytest(dir).out).toContain('9 passed');
    },
  );

  it.skipIf(python === null)(
    `fails the step whose measurement is out of limits, and stops after a failed gate${needs}`,
    async () => {
      const { dir } = await tiedProject(pic, 'pic-faults');
      const rail = pytest(dir, { STUDIO_SIM_FAULT: 'rail:VCC/L1' });
      expect(rail.code).toBe(1);
      expect(rail.out).toContain('1 failed, 8 passed');
      expect(rail.out).toContain('VCC to GND: 1.375 V outside [4.75, 5.25]');
      const shorts = pytest(dir, { STUDIO_SIM_FAULT: 'shorts/L3' });
      expect(shorts.out).toContain('1 failed, 8 skipped');
      expect(shorts.out).toContain('the sequence stopped: test_01_shorts failed');
    },
  );

  it.skipIf(python === null)(
    `fails a measurement no wired probe reaches, and a clock without limits${needs}`,
    async () => {
      // tomu-fpga's proposal probes +5V, GND and two more nets of its 0201 parts: +1V2 has no probe.
      const { dir } = await tiedProject(tomu, 'tomu');
      const out = pytest(dir);
      expect(out.out).toContain('+1V2 to GND: no probe on +1V2 is wired to a tester channel');
      expect(out.out).toContain('1 failed, 12 skipped');
      const sequence = readFileSync(path.join(dir, 'test_sequence.py'), 'utf8');
      expect(sequence).toContain('    seq("clock:U7", "L1", hi=None, lo=');
      expect(sequence).toContain('# /OSC_IN (no probe wired) to GND at ');
    },
  );

  it.skipIf(python === null)(
    `without a fixture no measurement has a channel, and says so${needs}`,
    async () => {
      const dir = path.join(tmp, 'tomu-pytest-untied');
      await run(['strategy', tomu, '--pytest', dir]);
      expect(readFileSync(path.join(dir, 'README.md'), 'utf8')).toContain('**not tied to a fixture**');
      const out = pytest(dir);
      expect(out.code).toBe(1);
      expect(out.out).toContain('the plan is not tied to a fixture');
    },
  );
});
