import type { VersionRef } from '@studio/api';
import { randomUUID } from 'node:crypto';
import type { DftReportRecord, RunDftInput } from '@studio/api';
import type { z } from 'zod';
import type { CompanyActor } from '../../auth/session';
import { dftReport } from '../../db/schema/index';
import { thresholdsOfCompany } from '../company-settings/dft-thresholds';
import { findDutOrThrow } from '../duts/dut-rows';
import { loadPeople } from '../test-configs/people';
import { findTestConfigOrThrow, findVersionOrThrow } from '../test-configs/test-config-rows';
import { countsOf, toReportRecord } from './report-rows';
import type { DftDeps } from './dft-deps';

/**
 * "Run DFT" on a version: analyses the board the version was saved for with the company's current
 * thresholds (in a worker thread), and stores the answer as an immutable report with its own UUID.
 */
export async function runDft(
  deps: DftDeps,
  actor: CompanyActor,
  testConfigId: string,
  number: VersionRef,
  input: z.output<typeof RunDftInput>,
): Promise<DftReportRecord> {
  const config = await findTestConfigOrThrow(deps.db, actor.companyId, testConfigId);
  const version = await findVersionOrThrow(deps.db, actor.companyId, testConfigId, number);
  const { thresholds, source } = await thresholdsOfCompany(deps.db, actor.companyId);
  const analysis = await deps.dft.analyze({
    boardSha256: version.boardSha256,
    config: version.config,
    thresholds,
  });
  const row = await deps.db.transaction(async (tx) => {
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
        status: analysis.status,
        engineVersion: analysis.engineVersion,
        thresholds,
        thresholdsSource: source,
        boardSha256: version.boardSha256,
        config: version.config,
        analysis,
        coveragePercent: analysis.coverage.percent,
        counts: countsOf(analysis),
        createdById: actor.userId,
      })
      .returning();
    return inserted!;
  });
  await deps.bus.publish({
    type: 'dft-report.created',
    companyId: actor.companyId,
    dutId: row.dutId,
    testConfigId,
    versionNumber: row.versionNumber,
    reportId: row.id,
  });
  const d = await findDutOrThrow(deps.db, actor.companyId, row.dutId);
  return toReportRecord(row, d, await loadPeople(deps.db, [row.createdById]));
}
