import type { VersionRef } from '@studio/api';
import { randomUUID } from 'node:crypto';
import type { RunDftInput } from '@studio/api';
import type { z } from 'zod';
import type { CompanyActor } from '../../auth/session';
import { dftReport } from '../../db/schema/index';
import { thresholdsOfCompany } from '../company-settings/dft-thresholds';
import { withBlobLocks } from '../duts/blobs';
import { findTestConfigOrThrow, findVersionOrThrow } from '../test-configs/test-config-rows';
import { getStoredReport } from './list-reports';
import type { StoredReport } from './report-rows';
import type { DftDeps } from './dft-deps';

/**
 * "Run DFT" on a version: analyses the board the version was saved for with the company's current
 * thresholds (in a worker thread), and stores the answer as an immutable report with its own UUID.
 * The worker stores the analysis (gzip of its JSON text) in file storage and the row names it
 * (decision 0077); the answer is the stored report, its texts spliced into the response as they are.
 * Should the insert fail, housekeeping removes the unnamed blob after BLOB_GRACE_MINUTES.
 */
export async function runDft(
  deps: DftDeps,
  actor: CompanyActor,
  testConfigId: string,
  number: VersionRef,
  input: z.output<typeof RunDftInput>,
): Promise<StoredReport> {
  const config = await findTestConfigOrThrow(deps.db, actor.companyId, testConfigId);
  const version = await findVersionOrThrow(deps.db, actor.companyId, testConfigId, number);
  const { thresholds, source } = await thresholdsOfCompany(deps.db, actor.companyId);
  const { analysisSha256, summary } = await deps.dft.analyze({
    boardSha256: version.boardSha256,
    config: version.config,
    thresholds,
  });
  // Under the blob's lock (decision 0017): the same analysis may be a blob that a sweep or a release
  // is deleting right now (its last report gone); either it is still there and this row keeps it, or
  // it is gone and the run is refused rather than naming a missing blob.
  const row = await withBlobLocks(deps.db, [analysisSha256], async (tx) => {
    if (!(await deps.storage.exists(analysisSha256)))
      throw new Error('the stored analysis was removed before its report was written; run DFT again');
    // The version may have gone (its test config deleted) while the analysis ran.
    await findVersionOrThrow(tx, actor.companyId, testConfigId, version.id);
    const [inserted] = await tx
      .insert(dftReport)
      .values({
        id: randomUUID(),
        companyId: actor.companyId,
        dutId: version.dutId,
        testConfigId,
        versionId: version.id,
        testConfigName: config.name,
        versionNumber: version.number,
        title: input.title,
        status: summary.status,
        engineVersion: summary.engineVersion,
        thresholds,
        thresholdsSource: source,
        boardSha256: version.boardSha256,
        config: version.config,
        analysisSha256,
        rules: summary.rules,
        probeClasses: summary.probeClasses,
        coveragePercent: summary.coveragePercent,
        counts: summary.counts,
        createdById: actor.userId,
      })
      .returning({ id: dftReport.id });
    return inserted!;
  });
  await deps.bus.publish({
    type: 'dft-report.created',
    companyId: actor.companyId,
    dutId: version.dutId,
    testConfigId,
    versionNumber: version.number,
    reportId: row.id,
  });
  return getStoredReport(deps, actor, row.id, { cache: false });
}
