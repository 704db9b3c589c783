import type { DftReportRecord } from '@studio/api';
import { type FixtureCatalog, type LengthUnits, probeListRows, writeProbeListCsv } from '@studio/core';

const RESULT_WORDS = { pass: 'PASS', warning: 'PASS WITH WARNINGS', fail: 'FAIL' } as const;

/** The first comment lines of a probe list: which report it is of, and the report's result. */
export function probeListAbout(report: Omit<DftReportRecord, 'analysis' | 'config'>): string[] {
  const dut = `${report.dut.name}${report.dut.partNumber ? ` (${report.dut.partNumber})` : ''}${report.dut.revision ? ` rev. ${report.dut.revision}` : ''}`;
  const run = `${report.createdAt.slice(0, 10)} ${report.createdAt.slice(11, 16)} UTC`;
  return [
    `Probe list of DFT report ${report.id}: ${dut}, test config "${report.testConfig.name}" version ${report.version.number}, run ${run}.`,
    `DFT result: ${RESULT_WORDS[report.status]} (${report.counts.rulesFailed} rules failed, ${report.counts.rulesWarned} with warnings).`,
  ];
}

/** The probe list CSV of a report (run in a DFT worker thread: it reads the whole analysis). */
export function reportProbeListCsv(
  report: DftReportRecord,
  units: LengthUnits,
  catalog: FixtureCatalog,
  catalogDate: string,
): string {
  const rows = probeListRows({ testPoints: report.analysis.testPoints, config: report.config }, catalog);
  return writeProbeListCsv(rows, units, { about: probeListAbout(report), catalogDate });
}
