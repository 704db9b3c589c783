// Runs the real `studio dft` command: on the shared tomu-fpga board (never copied into the repo) and
// on tiny test-point CSV files written to a temporary folder.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../src/main';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const tomu = path.resolve(repoRoot, '../shared/testdata/kicad/tomu-fpga.kicad_pcb');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'studio-dft-'));

/** Runs main() in-process and captures what it prints. */
async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')));
  const code = await main(args);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function write(name: string, text: string): string {
  const file = path.join(tmp, name);
  writeFileSync(file, text);
  return file;
}

interface DftJson {
  status: 'pass' | 'warning' | 'fail';
  rules: { id: string; status: string; worst: number | null; count: number }[];
  findings: { rule: string; severity: string; features: string[] }[];
  coverage: { nets: number; accessibleNets: number; probedNets: number; percent: number };
  probes: Record<'P100' | 'P75' | 'P50' | 'P39', number>;
  testPoints: {
    /** ref.pad: the JSON never carries internal ids. */
    name: string;
    net: string | null;
    probeClass: string | null;
    probes: number;
    probeSide: string;
  }[];
  facts: { sidesProbed: string[] };
}

afterEach(() => {
  vi.restoreAllMocks();
});

// Three test points far apart (nets A, B, C) and two 0.5 mm apart on different nets.
const spacedCsv =
  'Net,Name,X,Y,Side,Type,Size\nA,TP1,10,10,Bottom,SMD,1.2\nB,TP2,20,10,Bottom,SMD,1.2\nC,TP3,30,10,Bottom,SMD,1.2\n';
const crowdedCsv = 'Net,Name,X,Y,Side,Type,Size\nA,TP1,10,10,Bottom,SMD,1.2\nB,TP2,10.5,10,Bottom,SMD,1.2\n';
// Two test points far apart with 0.3 mm pads (below the 0.6 mm minimum).
const tinyCsv = 'Net,Name,X,Y,Side,Type,Size\nA,TP1,10,10,Bottom,SMD,0.3\nB,TP2,20,10,Bottom,SMD,0.3\n';

describe('studio dft', () => {
  it('prints the JSON report of tomu-fpga, consistent with itself, and exits 0 without fails', async () => {
    const { code, out } = await run(['dft', tomu, '--json']);
    const report = JSON.parse(out) as DftJson;
    expect(report.rules.map((r) => r.id)).toContain('tp-spacing');
    expect(report.rules).toHaveLength(26);
    const probedNets = new Set(report.testPoints.filter((t) => t.probes > 0).map((t) => t.net));
    expect(report.coverage.probedNets).toBe(probedNets.size);
    expect(report.coverage.percent).toBe(Math.round((probedNets.size / report.coverage.nets) * 1000) / 10);
    for (const cls of ['P100', 'P75', 'P50', 'P39'] as const) {
      expect(report.probes[cls]).toBe(
        report.testPoints.filter((t) => t.probeClass === cls).reduce((n, t) => n + t.probes, 0),
      );
    }
    // tomu's 12 test points are on the bottom, but each fails the edge or component minimum (TP1 sits
    // 0.58 mm from the outline, hand-checked in core): the proposal never selects a candidate that
    // fails a minimum (decision 0020), so it probes the four USB pads on the top, and nothing fails.
    expect(report.facts.sidesProbed).toEqual(['top']);
    expect(report.rules.filter((r) => r.status === 'fail')).toEqual([]);
    expect(report.status).toBe('warning');
    expect(report.coverage.probedNets).toBe(4);
    expect(code).toBe(0);
  });

  it('prints a human summary with the same verdict', async () => {
    const { code, out } = await run(['dft', tomu]);
    expect(code).toBe(0);
    expect(out).toMatch(/^DFT report \(engine \d+\.\d+\.\d+\): WARNING/);
    expect(out).toMatch(/Coverage: +4 of 27 connection nets probed/);
    expect(out).toContain('4 single-pad or unconnected nets counted apart');
    expect(out).toMatch(/WARNING +coverage-probed/);
  });

  it('--side top probes from the top', async () => {
    const { out } = await run(['dft', tomu, '--json', '--side', 'top']);
    const report = JSON.parse(out) as DftJson;
    expect(report.facts.sidesProbed).toEqual(['top']);
    expect(new Set(report.testPoints.map((t) => t.probeSide))).toEqual(new Set(['top']));
  });

  it('exits 0 for a board with warnings only, 1 when a rule fails (CI gate)', async () => {
    const good = await run(['dft', write('spaced.csv', spacedCsv), '--json']);
    const goodReport = JSON.parse(good.out) as DftJson;
    expect(goodReport.status).toBe('warning'); // no outline, no thickness: warnings
    expect(good.code).toBe(0);
    // Two nets 0.5 mm apart: the proposal keeps one and lists the other as not probed (a warning).
    const crowded = await run(['dft', write('crowded.csv', crowdedCsv), '--json']);
    const crowdedReport = JSON.parse(crowded.out) as DftJson;
    expect(crowdedReport.coverage.probedNets).toBe(1);
    expect(crowdedReport.findings.find((f) => f.rule === 'coverage-probed')?.features).toEqual(['B']);
    expect(crowded.code).toBe(0);
    // Pads under the 0.6 mm minimum only: nothing can be selected, a configuration fail.
    const bad = await run(['dft', write('tiny.csv', tinyCsv), '--json']);
    const badReport = JSON.parse(bad.out) as DftJson;
    expect(badReport.rules.find((r) => r.id === 'config-test-points')?.status).toBe('fail');
    expect(bad.code).toBe(1);
  });

  it('--rules applies company thresholds', async () => {
    const rules = write('lenient.json', JSON.stringify({ tpEdgeMm: { recommended: 0, minimum: 0 } }));
    const { out } = await run(['dft', tomu, '--json', '--rules', rules]);
    const report = JSON.parse(out) as DftJson;
    expect(report.rules.find((r) => r.id === 'tp-board-edge')?.status).toBe('pass');
  });

  it.each([
    [{ tpSpacingMm: { minimum: 'x' } }, 'tpSpacingMm.minimum'],
    [{ tpSpacing: 1 }, 'tpSpacing'],
    [{ padSizeMm: { minimum: 2 } }, 'padSizeMm.minimum'],
  ])('--rules %j is bad usage naming %s', async (rules, field) => {
    const { code, err } = await run(['dft', tomu, '--rules', write('bad.json', JSON.stringify(rules))]);
    expect(code).toBe(2);
    expect(err).toContain(`"${field}"`);
  });

  it('answers bad usage with 2 and unreadable input with 1', async () => {
    expect((await run(['dft'])).code).toBe(2);
    expect((await run(['dft', tomu, '--side', 'left'])).code).toBe(2);
    expect((await run(['dft', tomu, '--rules', path.join(tmp, 'missing.json')])).code).toBe(2);
    const missing = await run(['dft', path.join(tmp, 'no-such-board.kicad_pcb')]);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('no-such-board.kicad_pcb');
    expect((await run(['dft', '--help'])).code).toBe(0);
  });

  it('--side bottom: nothing selected, and each of the 12 test points said why, measured (exit 1)', async () => {
    const { code, out } = await run(['dft', tomu, '--side', 'bottom']);
    expect(code).toBe(1); // config-test-points: nothing is selected
    expect(out).toContain('Designed test points: 0 of 12 selected');
    // Hand-checked in core (tomu.test.ts, tomu-proposal.test.ts): TP3 lies 17.825 − 17.1 = 0.725 mm
    // from the outline's y 17.1 edge, and its pad edge 18.765 − 17.825 − 0.35 = 0.59 mm from D3's
    // body (its B.Fab outline, y ≥ 18.925 − 0.16: decision 0043).
    expect(out).toContain(
      'TP3.1 (/SPI_MISO): 0.73 mm from the board edge, minimum 1.00 mm; 0.59 mm from the body of D3, minimum 0.60 mm',
    );
    expect(out.match(/^ {4}TP\d+\.1 \(/gm)).toHaveLength(12);
    expect(out).toContain('No candidate at all on the probed side (0): none');
    expect(out).toContain('Candidates, all refused (31):');
    expect(out).toContain('Candidates, not selected (0)');
    // TP9 (25.05, 20) ↔ U5's fab outline y ≥ 21.9 − 1.2 = 20.7: 0.70 − 0.35 = 0.35 (tomu-proposal.test.ts)
    expect(out).toMatch(
      /^ {4}\/CDONE \(2 candidates, all refused\)\n {6}TP9\.1: 0\.35 mm from the body of U5/m,
    );
    expect(out).not.toMatch(/\bT\d+\b/); // no internal test-point id anywhere
  });

  it('--select designed evaluates exactly the 12 test points on the bottom, named by ref.pad', async () => {
    const { code, out } = await run(['dft', tomu, '--select', 'designed', '--json']);
    const report = JSON.parse(out) as DftJson & {
      selection: string;
      config: { testPoints: { name: string; side?: string }[] };
      review: { designed: { total: number; selected: number }; unprobed: { allRefused: { net: string }[] } };
    };
    expect(report.selection).toBe('designed');
    expect(report.facts.sidesProbed).toEqual(['bottom']); // all 12 are on the bottom
    const names = Array.from({ length: 12 }, (_, i) => `TP${i + 1}.1`);
    expect(report.testPoints.map((t) => t.name).sort()).toEqual([...names].sort());
    expect(report.config.testPoints.map((t) => t.name).sort()).toEqual([...names].sort());
    expect(report.testPoints.some((t) => 'id' in t)).toBe(false);
    expect(JSON.stringify(report.findings)).not.toMatch(/"T\d+"/);
    // The hand-checked findings of core's tomu.test.ts: 5 edge fails, 12 spacing findings.
    expect(report.rules.find((r) => r.id === 'tp-board-edge')).toMatchObject({ status: 'fail', worst: 0.58 });
    expect(report.rules.find((r) => r.id === 'tp-spacing')).toMatchObject({ count: 12, worst: 1 });
    // 27 connection nets: 4 single-pad nets are counted apart (decision 0054).
    // Four of them stand 1.00 mm from a neighbour: two P39 probes need 1.20 mm (their press fits and
    // the probe plate's web), the same rule as `studio fixture` (decision 0070): no probe, 8 nets probed.
    expect(report.coverage).toMatchObject({ nets: 27, singlePadNets: 4, probedNets: 8 });
    expect(report.rules.find((r) => r.id === 'probe-class')).toMatchObject({ status: 'fail' });
    expect(report.review.designed).toMatchObject({ total: 12, selected: 12 });
    expect(report.review.unprobed.allRefused).toHaveLength(23);
    expect(code).toBe(1);
  });

  it('--select FILE.csv evaluates exactly the points the file names', async () => {
    const csv = write('tomu-select.csv', 'name\nTP11.1\nTP12.1\n');
    const { out } = await run(['dft', tomu, '--select', csv, '--side', 'bottom', '--json']);
    const report = JSON.parse(out) as DftJson;
    expect(report.testPoints.map((t) => t.name).sort()).toEqual(['TP11.1', 'TP12.1']);
    expect(report.coverage.probedNets).toBe(2);
    const bad = await run(['dft', tomu, '--select', path.join(tmp, 'nothing.csv')]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('nothing.csv');
  });

  it('--min-coverage makes coverage a gate (tomu: 4 of 27 connection nets = 14.8 %; decision 0054)', async () => {
    expect((await run(['dft', tomu, '--min-coverage', '14.8'])).code).toBe(0);
    const low = await run(['dft', tomu, '--min-coverage', '14.9']);
    expect(low.code).toBe(1);
    expect(low.err).toContain(
      'coverage 14.8 % (4 of 27 connection nets probed) is below --min-coverage 14.9 %',
    );
    expect((await run(['dft', tomu, '--min-coverage', '101'])).code).toBe(2);
    expect((await run(['dft', tomu, '--min-coverage', 'most'])).code).toBe(2);
  });
});
