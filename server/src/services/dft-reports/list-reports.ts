import type { VersionRef } from '@studio/api';
import type { DftReportList, DftReportListQuery, DftReportRecord } from '@studio/api';
import { and, count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyActor } from '../../auth/session';
import { dftReport, dut } from '../../db/schema/index';
import type { BlobStore } from '../../storage/index';
import type { ServiceDeps } from '../context';
import { findDutOrThrow } from '../duts/dut-rows';
import { loadPeople } from '../test-configs/people';
import { findVersionOrThrow } from '../test-configs/test-config-rows';
import {
  dutRefColumns,
  findStoredReportOrThrow,
  parseStoredReport,
  type StoredReport,
  toReportSummary,
  toStoredReport,
} from './report-rows';

type Query = z.output<typeof DftReportListQuery>;

// Lists never read the analysis (either form), the configuration, the thresholds or the summaries.
const {
  analysis: _a,
  analysisSha256: _s,
  config: _c,
  thresholds: _t,
  rules: _r,
  probeClasses: _p,
  ...summaryColumns
} = getTableColumns(dftReport);

async function listWhere(db: ServiceDeps['db'], where: SQL, query: Query): Promise<DftReportList> {
  const rows = await db
    .select({ report: summaryColumns, dut: dutRefColumns })
    .from(dftReport)
    .innerJoin(dut, eq(dut.id, dftReport.dutId))
    .where(where)
    .orderBy(desc(dftReport.createdAt), desc(dftReport.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(dftReport).where(where);
  const people = await loadPeople(
    db,
    rows.map((r) => r.report.createdById),
  );
  return {
    items: rows.map((r) => toReportSummary(r.report, r.dut, people)),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The company's reports, newest first. */
export function listCompanyReports({ db }: ServiceDeps, actor: CompanyActor, query: Query) {
  return listWhere(db, eq(dftReport.companyId, actor.companyId), query);
}

/** The reports of a DUT, newest first. */
export async function listDutReports({ db }: ServiceDeps, actor: CompanyActor, dutId: string, query: Query) {
  await findDutOrThrow(db, actor.companyId, dutId);
  return listWhere(db, and(eq(dftReport.companyId, actor.companyId), eq(dftReport.dutId, dutId))!, query);
}

/** The reports of one version of a test config, newest first. */
export async function listVersionReports(
  { db }: ServiceDeps,
  actor: CompanyActor,
  testConfigId: string,
  number: VersionRef,
  query: Query,
) {
  const version = await findVersionOrThrow(db, actor.companyId, testConfigId, number);
  return listWhere(
    db,
    and(eq(dftReport.companyId, actor.companyId), eq(dftReport.versionId, version.id))!,
    query,
  );
}

export async function getReport(
  deps: ServiceDeps & { storage: Pick<BlobStore, 'getBytes'> },
  actor: CompanyActor,
  id: string,
): Promise<DftReportRecord> {
  // Parsed here, on the event loop: for the chat's tool, which reads a report's rules and findings.
  return parseStoredReport(await getStoredReport(deps, actor, id));
}

/**
 * A report with its analysis and configuration as the stored JSON text, not parsed: what the report
 * route sends and the worker tasks receive, so that a report of tens of MB never holds up the event
 * loop for its decoding (issue 13 item 1).
 */
export async function getStoredReport(
  { db, storage }: ServiceDeps & { storage: Pick<BlobStore, 'getBytes'> },
  actor: CompanyActor,
  id: string,
  options: { cache?: boolean } = {},
): Promise<StoredReport> {
  const found = await findStoredReportOrThrow(db, storage, actor.companyId, id, options);
  return toStoredReport(found, await loadPeople(db, [found.report.createdById]));
}
