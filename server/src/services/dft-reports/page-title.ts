import { DFT_REPORT_DEFAULT_TITLE } from '@studio/api';
import { and, eq } from 'drizzle-orm';
import type { UserActor } from '../../auth/session';
import type { Db } from '../../db/client';
import { dftReport, member } from '../../db/schema/index';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The page title of `/dft-report/{uuid}`: the report's own title, but only for a signed-in member of
 * the report's company; everyone else (signed out, another company, no such report) gets the
 * default, so the HTML never tells a stranger anything about the report.
 */
export async function reportPageTitle(db: Db, actor: UserActor | null, reportId: string): Promise<string> {
  if (!actor || !UUID.test(reportId)) return DFT_REPORT_DEFAULT_TITLE;
  const [row] = await db
    .select({ title: dftReport.title })
    .from(dftReport)
    .innerJoin(member, and(eq(member.organizationId, dftReport.companyId), eq(member.userId, actor.userId)))
    .where(eq(dftReport.id, reportId.toLowerCase()));
  return row?.title || DFT_REPORT_DEFAULT_TITLE;
}
