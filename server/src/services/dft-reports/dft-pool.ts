import type { PowerProbeNet, SolutionDesign } from '@studio/api';
import type { DftThresholds, FixtureCatalog, StationProfile, TestConfig, TesterFormat } from '@studio/core';
import type { TesterFilesOutput } from '../fixtures/tester-files-task';
import type { Config } from '../../env';
import type { SummaryPdfOptions } from '../../pdf/summary-pdf';
import { workerEntry } from '../../locations';
import {
  createWorkerPool,
  type RunOptions,
  type WorkerPool,
  WorkerReportedError,
} from '../../workers/worker-pool';
import type { RevisionCompareInput, RevisionCompareOutput } from '../revisions/compare-stored';
import type { DftWorkerInput, DftWorkerOutput, FixturePackageSummary, ProbeListOptions } from './dft-worker';
import type { AnalysisSummary } from './packed-analysis';
import type { StoredReport } from './report-rows';

/** The DFT work that reads whole boards, run in worker threads (docs/decisions: DFT reports). */
export interface DftRunner {
  /**
   * Analyses a stored board; the worker stores the analysis (gzip of its JSON text) and answers the
   * blob's name and the summary the report row keeps (decision 0077).
   */
  analyze(input: {
    boardSha256: string;
    config: TestConfig;
    thresholds: DftThresholds;
  }): Promise<{ analysisSha256: string; summary: AnalysisSummary }>;
  /** The report's summary PDF; the stored report's JSON texts are parsed in the thread. */
  summaryPdf(report: StoredReport, options: SummaryPdfOptions): Promise<Uint8Array>;
  /** The report's probe list CSV, likewise. */
  probeList(report: StoredReport, options: ProbeListOptions): Promise<string>;
  /** The pool's threads and queue (tests check the bound). */
  stats(): ReturnType<WorkerPool<DftWorkerInput, DftWorkerOutput>['stats']>;
  /** Designs the fixture of a stored board and writes its fabrication package (zip). */
  fixturePackage(
    input: {
      boardSha256: string;
      config: TestConfig;
      thresholds: DftThresholds;
      catalog: FixtureCatalog;
      boardName: string;
      /** The station profile the config names (when the version keeps no copy; decision 0061). */
      station?: StationProfile;
      testConfig: { id: string; version: number };
      /** The DUT's revision and today's date for the drawings' title blocks. */
      revision?: string | null;
      date?: string | null;
    },
    options?: RunOptions,
  ): Promise<{ zip: Uint8Array; summary: FixturePackageSummary }>;
  /** Designs the fixture of a stored board for a test solution (its BOM, work and preview). */
  fixtureDesign(input: {
    boardSha256: string;
    config: TestConfig;
    thresholds: DftThresholds;
    catalog: FixtureCatalog;
  }): Promise<SolutionDesign>;
  /** Designs the fixture of a stored board and writes the files of one tester format (decision 0060). */
  testerFiles(input: {
    boardSha256: string;
    config: TestConfig;
    thresholds: DftThresholds;
    catalog: FixtureCatalog;
    boardName: string;
    testConfig: { id: string; version: number };
    format: TesterFormat;
    station?: StationProfile;
  }): Promise<TesterFilesOutput>;
  /** The power-probe remedies of a stored board's fixture (decision 0074). */
  powerProbes(input: {
    boardSha256: string;
    config: TestConfig;
    thresholds: DftThresholds;
    catalog: FixtureCatalog;
    station?: StationProfile;
  }): Promise<PowerProbeNet[]>;
  /** Compares two stored revisions for the fixture of a test-config version of the first (decision 0032). */
  compareRevisions(input: RevisionCompareInput): Promise<RevisionCompareOutput>;
  close(): Promise<void>;
}

/**
 * The worker pool of DFT analyses and summary PDFs: DFT_WORKERS threads of DFT_MEMORY_MB heap each
 * (so at most DFT_WORKERS × DFT_MEMORY_MB, however many requests arrive), DFT_QUEUE_MAX waiting
 * tasks, then WorkerPoolFull (503 + Retry-After); the import's time limit (IMPORT_TIMEOUT_MS).
 */
export function createDftRunner(config: Pick<Config, 'storage' | 'jobs' | 'dft'>): DftRunner {
  const pool = createWorkerPool<DftWorkerInput, DftWorkerOutput>(
    workerEntry('dft-worker'),
    { timeoutMs: config.jobs.importTimeoutMs, memoryMb: config.dft.memoryMb },
    { size: config.dft.workers, queueMax: config.dft.queueMax },
  );
  const run = async (input: DftWorkerInput, options?: RunOptions): Promise<DftWorkerOutput> => {
    try {
      return await pool.run(input, options);
    } catch (error) {
      // The worker's own errors come back by name and message; give them a stack here.
      if (error instanceof WorkerReportedError)
        throw new Error(`DFT worker: ${error.message}`, { cause: error });
      throw error;
    }
  };
  return {
    async analyze(input) {
      const out = await run({ task: 'analyze', storage: config.storage, ...input });
      if (out.task !== 'analyze') throw new Error('DFT worker answered the wrong task');
      return { analysisSha256: out.analysisSha256, summary: out.summary };
    },
    async summaryPdf(report, options) {
      const out = await run({ task: 'summary-pdf', storage: config.storage, report, options });
      if (out.task !== 'summary-pdf') throw new Error('DFT worker answered the wrong task');
      return out.pdf;
    },
    async probeList(report, options) {
      const out = await run({ task: 'probe-list', report, options });
      if (out.task !== 'probe-list') throw new Error('DFT worker answered the wrong task');
      return out.csv;
    },
    stats: () => pool.stats(),
    async fixturePackage(input, options) {
      const out = await run({ task: 'fixture-package', storage: config.storage, ...input }, options);
      if (out.task !== 'fixture-package') throw new Error('DFT worker answered the wrong task');
      return { zip: out.zip, summary: out.summary };
    },
    async fixtureDesign(input) {
      const out = await run({ task: 'fixture-design', storage: config.storage, ...input });
      if (out.task !== 'fixture-design') throw new Error('DFT worker answered the wrong task');
      return out.design;
    },
    async testerFiles(input) {
      const out = await run({ task: 'tester-files', storage: config.storage, ...input });
      if (out.task !== 'tester-files') throw new Error('DFT worker answered the wrong task');
      return { files: out.files, verdict: out.verdict };
    },
    async powerProbes(input) {
      const out = await run({ task: 'power-probes', storage: config.storage, ...input });
      if (out.task !== 'power-probes') throw new Error('DFT worker answered the wrong task');
      return out.nets;
    },
    async compareRevisions(input) {
      const out = await run({ task: 'revision-compare', storage: config.storage, ...input });
      if (out.task !== 'revision-compare') throw new Error('DFT worker answered the wrong task');
      return out.result;
    },
    close: () => pool.close(),
  };
}
