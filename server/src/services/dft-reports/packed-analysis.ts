import { gzipSync } from 'node:zlib';
import type { DftReport } from '@studio/core';
import type { DftReportCounts, DftReportRuleSummary } from '../../db/schema/test-config';

/**
 * What the report row keeps besides the analysis itself: the fields its lists, ordering and fixture
 * wear read without opening the analysis (decision 0077).
 */
export interface AnalysisSummary {
  status: DftReport['status'];
  engineVersion: string;
  coveragePercent: number;
  counts: DftReportCounts;
  rules: DftReportRuleSummary[];
  probeClasses: string[];
}

/** An analysis as the DFT worker hands it over: gzip of its JSON text, and its summary. */
export interface PackedAnalysis {
  gzip: Uint8Array;
  summary: AnalysisSummary;
}

export function countsOf(analysis: Pick<DftReport, 'rules' | 'findings'>): DftReportCounts {
  return {
    rulesFailed: analysis.rules.filter((r) => r.status === 'fail').length,
    rulesWarned: analysis.rules.filter((r) => r.status === 'warning').length,
    fails: analysis.findings.filter((f) => f.severity === 'fail').length,
    warnings: analysis.findings.filter((f) => f.severity === 'warning').length,
  };
}

export function summarizeAnalysis(analysis: DftReport): AnalysisSummary {
  const classes = new Set<string>();
  for (const tp of analysis.testPoints) if (tp.probeClass && !tp.drillOnly) classes.add(tp.probeClass);
  return {
    status: analysis.status,
    engineVersion: analysis.engineVersion,
    coveragePercent: analysis.coverage.percent,
    counts: countsOf(analysis),
    rules: analysis.rules.map((r) => ({ id: r.id, title: r.title, status: r.status })),
    probeClasses: [...classes].sort(),
  };
}

/** Elements of a long array stringified at a time (each piece a short string). */
const PIECE = 5000;

/**
 * The JSON text of an analysis as UTF-8, exactly JSON.stringify's, written in pieces: a 1M-pad
 * analysis is larger than the longest string V8 makes, its bytes are not (they live off the heap).
 */
export function analysisJsonBytes(analysis: DftReport): Buffer {
  const parts: Buffer[] = [];
  const put = (text: string) => parts.push(Buffer.from(text, 'utf8'));
  let first = true;
  put('{');
  for (const [key, value] of Object.entries(analysis)) {
    const json = Array.isArray(value) ? null : JSON.stringify(value);
    if (!Array.isArray(value) && json === undefined) continue; // as JSON.stringify skips it
    put(`${first ? '' : ','}${JSON.stringify(key)}:`);
    first = false;
    if (json !== null && json !== undefined) {
      put(json);
      continue;
    }
    const items = value as unknown[];
    put('[');
    for (let i = 0; i < items.length; i += PIECE) {
      const piece = JSON.stringify(items.slice(i, i + PIECE));
      put(`${i === 0 ? '' : ','}${piece.slice(1, -1)}`);
    }
    put(']');
  }
  put('}');
  return Buffer.concat(parts);
}

/**
 * Packs an analysis for the report row (in the DFT worker). Level 1: at 1M pads (264 MB of JSON) 5.8 s
 * and 18.9 MB against level 6's 8.6 s and 15.2 MB (bench/src/dft-report-size.ts).
 */
export function packAnalysis(analysis: DftReport): PackedAnalysis {
  const gzip = gzipSync(analysisJsonBytes(analysis), { level: 1 });
  // Its own ArrayBuffer, so that the worker can transfer it (a small Buffer may share a pool).
  const own =
    gzip.byteOffset === 0 && gzip.byteLength === gzip.buffer.byteLength
      ? new Uint8Array(gzip.buffer)
      : new Uint8Array(gzip);
  return { gzip: own, summary: summarizeAnalysis(analysis) };
}
