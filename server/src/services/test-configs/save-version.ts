import { randomUUID } from 'node:crypto';
import type { TestConfigBody, TestConfigSaveVersion, TestConfigVersion } from '@studio/api';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyActor } from '../../auth/session';
import { testConfig, testConfigVersion } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { NotFound } from '../errors';
import { loadPeople } from './people';
import { currentBoardShaOrThrow } from './current-board';
import { type TestConfigRow, toVersion, type VersionRow } from './test-config-rows';
import type { Tx } from '../../db/client';

type SaveInput = z.output<typeof TestConfigSaveVersion>;

/**
 * Inserts the next version of a test config inside the caller's transaction. The number comes from
 * one `UPDATE … SET latest_version = latest_version + 1 … RETURNING`: the row lock it takes makes
 * concurrent saves wait for each other, so each gets its own number (and the unique index on
 * (test_config_id, number) would refuse a duplicate anyway).
 */
export async function insertVersion(
  tx: Tx,
  actor: CompanyActor,
  config: Pick<TestConfigRow, 'id' | 'dutId'>,
  body: { config: TestConfigBody; note: string },
): Promise<VersionRow> {
  const boardSha256 = await currentBoardShaOrThrow(tx, actor.companyId, config.dutId);
  const [bumped] = await tx
    .update(testConfig)
    .set({ latestVersion: sql`${testConfig.latestVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(testConfig.id, config.id), eq(testConfig.companyId, actor.companyId)))
    .returning({ number: testConfig.latestVersion });
  if (!bumped) throw new NotFound('test config');
  const [row] = await tx
    .insert(testConfigVersion)
    .values({
      id: randomUUID(),
      testConfigId: config.id,
      companyId: actor.companyId,
      dutId: config.dutId,
      number: bumped.number,
      note: body.note,
      config: body.config,
      boardSha256,
      createdById: actor.userId,
    })
    .returning();
  return row!;
}

export async function publishSaved(deps: Pick<ServiceDeps, 'bus'>, companyId: string, row: VersionRow) {
  await deps.bus.publish({
    type: 'test-config.saved',
    companyId,
    dutId: row.dutId,
    testConfigId: row.testConfigId,
    versionNumber: row.number,
  });
}

/** Saves a new immutable version of a test config, for the DUT's current board. */
export async function saveVersion(
  deps: ServiceDeps,
  actor: CompanyActor,
  testConfigId: string,
  input: SaveInput,
): Promise<TestConfigVersion> {
  const row = await deps.db.transaction(async (tx) => {
    const [config] = await tx
      .select({ id: testConfig.id, dutId: testConfig.dutId })
      .from(testConfig)
      .where(and(eq(testConfig.id, testConfigId), eq(testConfig.companyId, actor.companyId)));
    if (!config) throw new NotFound('test config');
    return insertVersion(tx, actor, config, input);
  });
  await publishSaved(deps, actor.companyId, row);
  return toVersion(row, await loadPeople(deps.db, [row.createdById]));
}
