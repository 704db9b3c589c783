import type { DftReportRecord, Units } from '@studio/api';
import { type LengthUnits, probeListRows, writeProbeListCsv } from '@studio/core';
import { eq } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { user } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { loadFixtureCatalog } from '../fixtures/load-catalog';
import { getReport } from './list-reports';
import { reportFileName } from './report-files';

/** The reader's length units (their account preference), unless the request names some. */
export async function readerUnits(
  deps: ServiceDeps,
  actor: CompanyActor,
  asked?: Units,
): Promise<LengthUnits> {
  if (asked) return asked;
  const [row] = await deps.db.select({ units: user.units }).from(user).where(eq(user.id, actor.userId));
  return row?.units === 'mil' ? 'mil' : 'mm';
}

const RESULT_WORDS = { pass: 'PASS', warning: 'PASS WITH WARNINGS', fail: 'FAIL' } as const;

/** The first comment lines of a probe list: which report it is of, and the report's result. */
export function probeListAbout(report: DftReportRecord): string[] {
  const dut = `${report.dut.name}${report.dut.partNumber ? ` (${report.dut.partNumber})` : ''}${report.dut.revision ? ` rev. ${report.dut.revision}` : ''}`;
  const run = `${report.createdAt.slice(0, 10)} ${report.createdAt.slice(11, 16)} UTC`;
  return [
    `Probe list of DFT report ${report.id}: ${dut}, test config "${report.testConfig.name}" version ${report.version.number}, run ${run}.`,
    `DFT result: ${RESULT_WORDS[report.status]} (${report.counts.rulesFailed} rules failed, ${report.counts.rulesWarned} with warnings).`,
  ];
}

/**
 * The probe list of a report as CSV (issue #11 item 5): one row per selected test point, in the
 * reader's units, parts chosen from today's catalog as the fixture package chooses them.
 */
export async function probeListCsv(
  deps: ServiceDeps,
  actor: CompanyActor,
  id: string,
  asked?: Units,
  now: Date = new Date(),
): Promise<{ csv: string; fileName: string }> {
  const report = await getReport(deps, actor, id);
  const units = await readerUnits(deps, actor, asked);
  const catalog = await loadFixtureCatalog(deps.db);
  const rows = probeListRows({ testPoints: report.analysis.testPoints, config: report.config }, catalog);
  const csv = writeProbeListCsv(rows, units, {
    about: probeListAbout(report),
    catalogDate: now.toISOString().slice(0, 10),
  });
  return {
    csv,
    fileName: reportFileName('probe-list', 'csv', {
      dut: report.dut.name,
      revision: report.dut.revision,
      version: report.version.number,
      date: report.createdAt,
    }),
  };
}
