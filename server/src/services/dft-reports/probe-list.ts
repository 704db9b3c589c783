import type { Units } from '@studio/api';
import type { LengthUnits } from '@studio/core';
import { eq } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { user } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { loadFixtureCatalog } from '../fixtures/load-catalog';
import type { DftDeps } from './dft-deps';
import { getStoredReport } from './list-reports';
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

/**
 * The probe list of a report as CSV (issue #11 item 5): one row per selected test point, in the
 * reader's units, parts chosen from today's catalog as the fixture package chooses them.
 */
export async function probeListCsv(
  deps: ServiceDeps & Pick<DftDeps, 'dft' | 'storage'>,
  actor: CompanyActor,
  id: string,
  asked?: Units,
  now: Date = new Date(),
): Promise<{ csv: string; fileName: string }> {
  const stored = await getStoredReport(deps, actor, id);
  const report = stored.record;
  const csv = await deps.dft.probeList(stored, {
    units: await readerUnits(deps, actor, asked),
    catalog: await loadFixtureCatalog(deps.db),
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
