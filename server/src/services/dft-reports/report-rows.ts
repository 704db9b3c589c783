import type { DftReportRecord, DftReportSummary, DftSeverity, ThresholdsSource } from '@studio/api';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { dftReport, dut } from '../../db/schema/index';
import type { BlobStore } from '../../storage/index';
import { iso } from '../context';
import { NotFound } from '../errors';
import { personRef } from '../test-configs/people';
import { readReportTexts } from './report-texts';

export type ReportRow = typeof dftReport.$inferSelect;

/** The columns a report list reads: not the analysis (either form), config, thresholds or summaries. */
export type ReportSummaryRow = Omit<
  ReportRow,
  'analysis' | 'analysisSha256' | 'config' | 'thresholds' | 'rules' | 'probeClasses'
>;

export type DutRef = Pick<typeof dut.$inferSelect, 'id' | 'name' | 'partNumber' | 'revision'>;

export const dutRefColumns = {
  id: dut.id,
  name: dut.name,
  partNumber: dut.partNumber,
  revision: dut.revision,
};

export function toReportSummary(
  row: ReportSummaryRow,
  d: DutRef,
  people: Map<string, string>,
): DftReportSummary {
  return {
    id: row.id,
    title: row.title,
    dut: { id: d.id, name: d.name, partNumber: d.partNumber, revision: d.revision },
    testConfig: { id: row.testConfigId, name: row.testConfigName },
    version: { id: row.versionId, number: row.versionNumber },
    status: row.status as DftSeverity,
    engineVersion: row.engineVersion,
    thresholdsSource: row.thresholdsSource as ThresholdsSource,
    boardSha256: row.boardSha256,
    coveragePercent: row.coveragePercent,
    counts: row.counts,
    createdBy: personRef(people, row.createdById),
    createdAt: iso(row.createdAt),
  };
}

/**
 * The row's columns but the large or internal ones: the analysis (jsonb before decision 0077, gzip
 * since), the configuration, and the summaries kept for SQL readers.
 */
const {
  analysis: _analysis,
  analysisSha256: _analysisSha256,
  config: _config,
  rules: _rules,
  probeClasses: _probeClasses,
  ...storedColumns
} = getTableColumns(dftReport);

/** A report of the company (its small columns) with its DUT; another company's id is simply not found. */
export async function findReportOrThrow(db: Db | Tx, companyId: string, id: string) {
  const [found] = await db
    .select({ report: storedColumns, dut: dutRefColumns })
    .from(dftReport)
    .innerJoin(dut, eq(dut.id, dftReport.dutId))
    .where(and(eq(dftReport.id, id), eq(dftReport.companyId, companyId)));
  if (!found) throw new NotFound('DFT report');
  return found;
}

/**
 * A report as stored, its two large parts (the analysis — tens of MB for a board of 100k pads, hundreds
 * at 1M — and the configuration) as JSON text (the analysis read from file storage and unzipped off the event loop: decision 0077): read without parsing them on the server's event
 * loop, spliced into the answer as they are (reportJson) or parsed in a DFT worker thread
 * (parseStoredReport) — issue 13 item 1.
 */
export interface StoredReport {
  record: Omit<DftReportRecord, 'analysis' | 'config'>;
  /** The analysis's JSON text, UTF-8, in shared memory (ReportTexts). */
  analysisUtf8: Uint8Array;
  /** The configuration's JSON text, likewise. */
  configUtf8: Uint8Array;
}

/**
 * Like findReportOrThrow, with the analysis and the configuration as JSON text: the row (and the
 * company's right to it) is read each time, the texts through the server's report text cache.
 */
export async function findStoredReportOrThrow(
  db: Db | Tx,
  storage: Pick<BlobStore, 'getBytes'>,
  companyId: string,
  id: string,
  options: { cache?: boolean } = {},
) {
  const [found] = await db
    .select({ report: storedColumns, dut: dutRefColumns })
    .from(dftReport)
    .innerJoin(dut, eq(dut.id, dftReport.dutId))
    .where(and(eq(dftReport.id, id), eq(dftReport.companyId, companyId)));
  if (!found) throw new NotFound('DFT report');
  return {
    report: { ...found.report, ...(await readReportTexts(db, storage, id, options)) },
    dut: found.dut,
  };
}

export function toStoredReport(
  row: Awaited<ReturnType<typeof findStoredReportOrThrow>>,
  people: Map<string, string>,
): StoredReport {
  const { analysisUtf8, configUtf8, thresholds, ...summary } = row.report;
  return {
    record: { ...toReportSummary(summary, row.dut, people), thresholds },
    analysisUtf8,
    configUtf8,
  };
}

const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The report record's JSON (DftReportRecord) as UTF-8, with the stored texts inserted as they are. */
export function reportJson(stored: StoredReport): Buffer {
  const head = JSON.stringify(stored.record);
  return Buffer.concat([
    Buffer.from(`${head.slice(0, -1)},"config":`),
    bufferOf(stored.configUtf8),
    Buffer.from(',"analysis":'),
    bufferOf(stored.analysisUtf8),
    Buffer.from('}'),
  ]);
}

/** The report record, parsed (in a worker thread: DFT worker tasks). */
export function parseStoredReport(stored: StoredReport): DftReportRecord {
  const decoder = new TextDecoder();
  return {
    ...stored.record,
    config: JSON.parse(decoder.decode(stored.configUtf8)) as DftReportRecord['config'],
    analysis: JSON.parse(decoder.decode(stored.analysisUtf8)) as DftReportRecord['analysis'],
  };
}
