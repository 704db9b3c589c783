import { once } from 'node:events';
import { createGzip } from 'node:zlib';
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
 * The JSON text of an analysis, exactly JSON.stringify's, in pieces of at most PIECE array elements:
 * a 1M-pad analysis (264 MB) is never one string, nor all in memory at once when it is compressed.
 */
export function* analysisJsonPieces(analysis: DftReport): Generator<string> {
  let first = true;
  yield '{';
  for (const [key, value] of Object.entries(analysis)) {
    if (!Array.isArray(value)) {
      const json = JSON.stringify(value);
      if (json === undefined) continue; // as JSON.stringify leaves it out
      yield `${first ? '' : ','}${JSON.stringify(key)}:${json}`;
      first = false;
      continue;
    }
    yield `${first ? '' : ','}${JSON.stringify(key)}:[`;
    first = false;
    for (let i = 0; i < value.length; i += PIECE)
      yield `${i === 0 ? '' : ','}${JSON.stringify(value.slice(i, i + PIECE)).slice(1, -1)}`;
    yield ']';
  }
  yield '}';
}

/** The whole JSON text as UTF-8 (tests and the size bench). */
export function analysisJsonBytes(analysis: DftReport): Buffer {
  return Buffer.concat([...analysisJsonPieces(analysis)].map((piece) => Buffer.from(piece, 'utf8')));
}

/**
 * Packs an analysis for the report row (in the DFT worker): its JSON pieces through gzip level 1
 * (at 1M pads, 264 MB of JSON: 5.8 s and 18.9 MB, against level 6's 8.6 s and 15.2 MB;
 * bench/src/dft-report-size.ts), never holding the whole text.
 */
export async function packAnalysis(analysis: DftReport): Promise<PackedAnalysis> {
  const gzip = createGzip({ level: 1 });
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(gzip, 'end');
  for (const piece of analysisJsonPieces(analysis)) if (!gzip.write(piece, 'utf8')) await once(gzip, 'drain');
  gzip.end();
  await ended;
  // One fresh ArrayBuffer, whole, so that the worker can transfer it.
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { gzip: bytes, summary: summarizeAnalysis(analysis) };
}
