import type { PowerProbeNet, SolutionDesign } from '@studio/api';
import {
  analyzeDft,
  type DftThresholds,
  type FixtureCatalog,
  type LengthUnits,
  type StationProfile,
  type TestConfig,
  type TesterFormat,
} from '@studio/core';
import type { StorageConfig } from '../../env';
import { renderSummaryPdf, type SummaryPdfOptions } from '../../pdf/summary-pdf';
import { buildFabricationPackage } from '../fixtures/build-package';
import { powerProbeNets } from '../fixtures/power-probes-task';
import { writeVersionTesterFiles, type TesterFilesOutput } from '../fixtures/tester-files-task';
import { solutionDesign } from '../solutions/solution-design';
import { createBlobStore } from '../../storage/index';
import { serveWorker } from '../../workers/serve-worker';
import { loadStoredBoard } from './load-board';
import { type AnalysisSummary, packAnalysis } from './packed-analysis';
import { reportProbeListCsv } from './probe-list-csv';
import { parseStoredReport, type StoredReport } from './report-rows';
import {
  compareStoredRevisions,
  type RevisionCompareInput,
  type RevisionCompareOutput,
} from '../revisions/compare-stored';

// Worker-thread entry of the DFT tasks (started through workers/bootstrap.mjs by dft-pool.ts). Both
// tasks read a whole board, which takes seconds at a million test points: they run here, off the
// server's event loop, with the worker pool's time and memory limits.

export type DftWorkerInput =
  | {
      task: 'analyze';
      storage: StorageConfig;
      boardSha256: string;
      config: TestConfig;
      thresholds: DftThresholds;
    }
  | { task: 'summary-pdf'; storage: StorageConfig; report: StoredReport; options: SummaryPdfOptions }
  | { task: 'probe-list'; report: StoredReport; options: ProbeListOptions }
  | {
      task: 'fixture-design';
      storage: StorageConfig;
      boardSha256: string;
      config: TestConfig;
      thresholds: DftThresholds;
      catalog: FixtureCatalog;
    }
  | ({ task: 'revision-compare'; storage: StorageConfig } & RevisionCompareInput)
  | {
      task: 'tester-files';
      storage: StorageConfig;
      boardSha256: string;
      config: TestConfig;
      thresholds: DftThresholds;
      catalog: FixtureCatalog;
      boardName: string;
      testConfig: { id: string; version: number };
      format: TesterFormat;
      station?: StationProfile;
    }
  | {
      task: 'power-probes';
      storage: StorageConfig;
      boardSha256: string;
      config: TestConfig;
      thresholds: DftThresholds;
      catalog: FixtureCatalog;
      station?: StationProfile;
    }
  | {
      task: 'fixture-package';
      storage: StorageConfig;
      boardSha256: string;
      config: TestConfig;
      thresholds: DftThresholds;
      catalog: FixtureCatalog;
      boardName: string;
      testConfig: { id: string; version: number };
      station?: StationProfile;
      revision?: string | null;
      date?: string | null;
    };

/** What a fixture package answers besides its zip: the verdict, for the response headers. */
export interface FixturePackageSummary {
  verdict: 'pass' | 'warning' | 'fail';
  failingRules: string[];
  probes: number;
}

export type DftWorkerOutput =
  | { task: 'analyze'; analysisSha256: string; summary: AnalysisSummary }
  | { task: 'summary-pdf'; pdf: Uint8Array }
  | { task: 'probe-list'; csv: string }
  | { task: 'fixture-package'; zip: Uint8Array; summary: FixturePackageSummary }
  | { task: 'fixture-design'; design: SolutionDesign }
  | { task: 'revision-compare'; result: RevisionCompareOutput }
  | ({ task: 'tester-files' } & TesterFilesOutput)
  | { task: 'power-probes'; nets: PowerProbeNet[] };

/** The reader's units, today's catalog and its date, for a report's probe list. */
export interface ProbeListOptions {
  units: LengthUnits;
  catalog: FixtureCatalog;
  catalogDate: string;
}

serveWorker<DftWorkerInput, DftWorkerOutput>(async (input, progress) => {
  if (input.task === 'probe-list') {
    const { units, catalog, catalogDate } = input.options;
    const csv = reportProbeListCsv(parseStoredReport(input.report), units, catalog, catalogDate);
    return { value: { task: 'probe-list', csv } };
  }
  const store = await createBlobStore(input.storage, { createBucket: false });
  try {
    if (input.task === 'analyze') {
      const board = await loadStoredBoard(store, input.boardSha256);
      const analysis = analyzeDft(board, input.config, { thresholds: input.thresholds });
      // Serialised, compressed and stored here (decision 0077): the event loop neither clones,
      // stringifies nor stores an analysis of hundreds of MB; it gets the blob's name and a summary.
      const { gzip, summary } = await packAnalysis(analysis);
      const stored = await store.put(gzip);
      return { value: { task: 'analyze', analysisSha256: stored.sha256, summary } };
    }
    if (input.task === 'fixture-package') {
      const board = await loadStoredBoard(store, input.boardSha256);
      progress(0.2);
      const pkg = await buildFabricationPackage({ ...input, board, boardSha256: input.boardSha256 });
      progress(0.8);
      const zip = pkg.zip();
      const summary = {
        verdict: pkg.meta.verdict,
        failingRules: pkg.meta.failingRules,
        probes: pkg.design.probes.length,
      };
      return { value: { task: 'fixture-package', zip, summary }, transfer: [zip.buffer as ArrayBuffer] };
    }
    if (input.task === 'tester-files') {
      const board = await loadStoredBoard(store, input.boardSha256);
      return { value: { task: 'tester-files', ...writeVersionTesterFiles({ ...input, board }) } };
    }
    if (input.task === 'power-probes') {
      const board = await loadStoredBoard(store, input.boardSha256);
      return { value: { task: 'power-probes', nets: powerProbeNets({ ...input, board }) } };
    }
    if (input.task === 'revision-compare') {
      const result = await compareStoredRevisions(store, input);
      return {
        value: { task: 'revision-compare', result },
        transfer: result.zip ? [result.zip.buffer as ArrayBuffer] : [],
      };
    }
    if (input.task === 'fixture-design') {
      const board = await loadStoredBoard(store, input.boardSha256);
      const design = solutionDesign(board, input.config, input.catalog, input.thresholds);
      return { value: { task: 'fixture-design', design } };
    }
    const board = await loadStoredBoard(store, input.report.record.boardSha256);
    const pdf = await renderSummaryPdf(parseStoredReport(input.report), board, input.options);
    return { value: { task: 'summary-pdf', pdf }, transfer: [pdf.buffer as ArrayBuffer] };
  } finally {
    await store.close();
  }
});
