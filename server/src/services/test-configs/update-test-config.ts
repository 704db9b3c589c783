import type { TestConfigDetail, TestConfigRename } from '@studio/api';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyActor } from '../../auth/session';
import { testConfig, testConfigVersion } from '../../db/schema/index';
import { releaseBlobs } from '../duts/blobs';
import type { DutDeps } from '../duts/dut-deps';
import type { ServiceDeps } from '../context';
import { NotFound } from '../errors';
import { getTestConfig } from './list-test-configs';
import { publishTestConfigUpdated } from './test-config-events';

/** Renames a test config (its versions keep their content; a version is never edited). */
export async function renameTestConfig(
  deps: ServiceDeps,
  actor: CompanyActor,
  id: string,
  input: z.output<typeof TestConfigRename>,
): Promise<TestConfigDetail> {
  const [row] = await deps.db
    .update(testConfig)
    .set({ name: input.name, updatedAt: new Date() })
    .where(and(eq(testConfig.id, id), eq(testConfig.companyId, actor.companyId)))
    .returning();
  if (!row) throw new NotFound('test config');
  await publishTestConfigUpdated(deps, row);
  return getTestConfig(deps, actor, id);
}

/**
 * Deletes a test config and its versions. Reports made from them stay (they hold their own copies);
 * their references to the config and version become null. Board blobs that only the deleted versions
 * kept are released afterwards.
 */
export async function deleteTestConfig(
  deps: Pick<DutDeps, 'db' | 'bus' | 'storage' | 'log'>,
  actor: CompanyActor,
  id: string,
): Promise<void> {
  const { row, shas } = await deps.db.transaction(async (tx) => {
    const versions = await tx
      .selectDistinct({ sha: testConfigVersion.boardSha256 })
      .from(testConfigVersion)
      .where(eq(testConfigVersion.testConfigId, id));
    const [deleted] = await tx
      .delete(testConfig)
      .where(and(eq(testConfig.id, id), eq(testConfig.companyId, actor.companyId)))
      .returning();
    if (!deleted) throw new NotFound('test config');
    return { row: deleted, shas: versions.map((v) => v.sha) };
  });
  await publishTestConfigUpdated(deps, row);
  await releaseBlobs(deps, shas).catch((error) =>
    deps.log.warn({ err: error, testConfigId: id }, 'could not release the boards of a deleted test config'),
  );
}
