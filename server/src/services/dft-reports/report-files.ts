import type { Units } from '@studio/api';
import type { CompanyActor } from '../../auth/session';
import { loadFixtureCatalog } from '../fixtures/load-catalog';
import { readerUnits } from './probe-list';
import type { StoredBoard } from '../../storage/stored-board';
import { openBoardBlob } from '../test-configs/open-version-board';
import { getStoredReport } from './list-reports';
import type { DftDeps } from './dft-deps';
import { findReportOrThrow } from './report-rows';

/** The board a report was run on (kept in storage while the report exists). */
export async function openReportBoard(deps: DftDeps, actor: CompanyActor, id: string): Promise<StoredBoard> {
  const { report } = await findReportOrThrow(deps.db, actor.companyId, id);
  return openBoardBlob(deps, report.boardSha256, { reportId: id });
}

interface FileNameParts {
  dut: string;
  revision: string;
  version: number;
  date: string;
}

/** "dft-summary-pic-programmer-rev-a-v3-2026-11-22.pdf": readable, safe in any file system. */
export const summaryFileName = (parts: FileNameParts): string => reportFileName('dft-summary', 'pdf', parts);

/** "<kind>-pic-programmer-rev-a-v3-2026-11-22.<ext>": a report's download, named for what it is of. */
export function reportFileName(kind: string, ext: string, parts: FileNameParts): string {
  const slug = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60);
  const name = [
    kind,
    slug(parts.dut) || 'dut',
    parts.revision ? `rev-${slug(parts.revision)}` : '',
    `v${parts.version}`,
    parts.date.slice(0, 10),
  ];
  return `${name.filter(Boolean).join('-')}.${ext}`;
}

/**
 * The PDF of a report (summary page, issues, probe list) in the reader's units, rendered in a worker
 * thread, and its file name. The probe list's parts come from today's catalog (decision 0031).
 */
export async function renderReportSummary(
  deps: DftDeps,
  actor: CompanyActor,
  id: string,
  asked?: Units,
  now: Date = new Date(),
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const stored = await getStoredReport(deps, actor, id);
  const report = stored.record;
  const pdf = await deps.dft.summaryPdf(stored, {
    units: await readerUnits(deps, actor, asked),
    catalog: await loadFixtureCatalog(deps.db),
    catalogDate: now.toISOString().slice(0, 10),
  });
  return {
    pdf,
    fileName: summaryFileName({
      dut: report.dut.name,
      revision: report.dut.revision,
      version: report.version.number,
      date: report.createdAt,
    }),
  };
}
