import type { LatestReport } from '@studio/core';
import { desc, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { dftReport } from '../../db/schema/index';

/**
 * The latest DFT report of each version (by version id), as ordering cares: its status and failing
 * rules (from the row's copy of the analysis's rule list: decision 0077).
 */
export async function latestReportsOf(db: Db | Tx, versionIds: string[]): Promise<Map<string, LatestReport>> {
  const out = new Map<string, LatestReport>();
  if (versionIds.length === 0) return out;
  const rows = await db
    .select({
      id: dftReport.id,
      versionId: dftReport.versionId,
      status: dftReport.status,
      rules: dftReport.rules,
    })
    .from(dftReport)
    .where(inArray(dftReport.versionId, versionIds))
    .orderBy(desc(dftReport.createdAt), desc(dftReport.id));
  for (const r of rows) {
    if (!r.versionId || out.has(r.versionId)) continue;
    out.set(r.versionId, {
      id: r.id,
      status: r.status as LatestReport['status'],
      failingRules: (r.rules ?? []).filter((x) => x.status === 'fail').map((x) => x.title),
    });
  }
  return out;
}

export async function latestReportOf(db: Db | Tx, versionId: string): Promise<LatestReport | null> {
  return (await latestReportsOf(db, [versionId])).get(versionId) ?? null;
}
