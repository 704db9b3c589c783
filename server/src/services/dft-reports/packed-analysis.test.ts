import { gunzipSync } from 'node:zlib';
import type { DftReport } from '@studio/core';
import { describe, expect, it } from 'vitest';
import { analysisJsonBytes, packAnalysis, summarizeAnalysis } from './packed-analysis';

/** A small analysis-shaped object: what the packing reads (rules, findings, test points), made up. */
function analysisOf(findings: number): DftReport {
  return {
    engineVersion: '9.9.9',
    status: 'fail',
    thresholds: { a: 1 },
    rules: [
      { id: 'tp-spacing', title: 'Test point spacing', status: 'fail', extra: 'é "quoted"' },
      { id: 'tp-size', title: 'Test point size', status: 'warning' },
      { id: 'tp-side', title: 'One side', status: 'pass' },
    ],
    findings: Array.from({ length: findings }, (_, i) => ({
      rule: 'tp-spacing',
      severity: i % 3 === 0 ? 'fail' : i % 3 === 1 ? 'warning' : 'pass',
      message: `finding ${i} – µm`,
    })),
    coverage: { percent: 87.5 },
    probes: {},
    testPoints: [
      { id: 'a', probeClass: '100mil', drillOnly: false },
      { id: 'b', probeClass: '50mil', drillOnly: false },
      { id: 'c', probeClass: '39mil', drillOnly: true },
      { id: 'd', probeClass: null, drillOnly: false },
      { id: 'e', probeClass: '50mil', drillOnly: false },
    ],
    facts: {},
    review: undefined,
  } as unknown as DftReport;
}

describe('a packed DFT analysis (decision 0077)', () => {
  it('is exactly JSON.stringify of the analysis, written in pieces', async () => {
    // 12,001 findings: two full pieces of 5,000 and a partial one; `review: undefined` is left out.
    for (const n of [0, 1, 5000, 12_001]) {
      const analysis = analysisOf(n);
      expect(analysisJsonBytes(analysis).toString('utf8')).toBe(JSON.stringify(analysis));
    }
    const packed = await packAnalysis(analysisOf(12_001));
    expect(gunzipSync(packed.gzip).toString('utf8')).toBe(JSON.stringify(analysisOf(12_001)));
    // Its own ArrayBuffer, whole: the worker transfers it.
    expect(packed.gzip.byteOffset).toBe(0);
    expect(packed.gzip.buffer.byteLength).toBe(packed.gzip.byteLength);
  });

  it('summarises what the row keeps: status, coverage, counts, rules, probed classes', () => {
    expect(summarizeAnalysis(analysisOf(7))).toEqual({
      status: 'fail',
      engineVersion: '9.9.9',
      coveragePercent: 87.5,
      // findings 0, 3, 6 fail; 1, 4 warn
      counts: { rulesFailed: 1, rulesWarned: 1, fails: 3, warnings: 2 },
      rules: [
        { id: 'tp-spacing', title: 'Test point spacing', status: 'fail' },
        { id: 'tp-size', title: 'Test point size', status: 'warning' },
        { id: 'tp-side', title: 'One side', status: 'pass' },
      ],
      // '39mil' is drill-only, 'd' has no class.
      probeClasses: ['100mil', '50mil'],
    });
  });
});
