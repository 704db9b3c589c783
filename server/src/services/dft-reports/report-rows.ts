import type { DftReportRecord, DftReportSummary, DftSeverity, ThresholdsSource } from '@studio/api';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { dftReport, dut } from '../../db/schema/index';
import type { DftReportCounts } from '../../db/schema/test-config';
import { iso } from '../context';
import { NotFound } from '../errors';
import { personRef } from '../test-configs/people';
import { readReportTexts } from './report-texts';

export type ReportRow = typeof dftReport.$inferSelect;

export type ReportSummaryRow = Omit<ReportRow, 'analysis' | 'config' | 'thresholds'>;

export type DutRef = Pick<typeof dut.$inferSelect, 'id' | 'name' | 'partNumber' | 'revision'>;

export const dutRefColumns = {
  id: dut.id,
  name: dut.name,
  partNumber: dut.partNumber,
  revision: dut.revision,
};

export function countsOf(analysis: ReportRow['analysis']): DftReportCounts {
  return {
    rulesFailed: analysis.rules.filter((r) => r.status === 'fail').length,
    rulesWarned: analysis.rules.filter((r) => r.status === 'warning').length,
    fails: analysis.findings.filter((f) => f.severity === 'fail').length,
    warnings: analysis.findings.filter((f) => f.severity === 'warning').length,
  };
}

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

export function toReportRecord(row: ReportRow, d: DutRef, people: Map<string, string>): DftReportRecord {
  return {
    ...toReportSummary(row, d, people),
    thresholds: row.thresholds,
    config: row.config,
    analysis: row.analysis,
  };
}

/** A report of the company with its DUT; another company's id is simply not found. */
export async function findReportOrThrow(db: Db | Tx, companyId: string, id: string) {
  const [found] = await db
    .select({ report: dftReport, dut: dutRefColumns })
    .from(dftReport)
    .innerJoin(dut, eq(dut.id, dftReport.dutId))
    .where(and(eq(dftReport.id, id), eq(dftReport.companyId, companyId)));
  if (!found) throw new NotFound('DFT report');
  return found;
}

/**
 * A report as stored, its two large parts (the analysis — tens of MB for a board of 200k pads — and
 * the configuration) as the database's JSON text: read without parsing them on the server's event
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

const { analysis: _analysis, config: _config, ...storedColumns } = getTableColumns(dftReport);

/**
 * Like findReportOrThrow, with the analysis and the configuration as JSON text: the row (and the
 * company's right to it) is read each time, the texts through the server's report text cache.
 */
export async function findStoredReportOrThrow(db: Db | Tx, companyId: string, id: string) {
  const [found] = await db
    .select({ report: storedColumns, dut: dutRefColumns })
    .from(dftReport)
    .innerJoin(dut, eq(dut.id, dftReport.dutId))
    .where(and(eq(dftReport.id, id), eq(dftReport.companyId, companyId)));
  if (!found) throw new NotFound('DFT report');
  return { report: { ...found.report, ...(await readReportTexts(db, id)) }, dut: found.dut };
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
