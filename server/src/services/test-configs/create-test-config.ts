import { randomUUID } from 'node:crypto';
import type { TestConfigCreate, TestConfigDetail } from '@studio/api';
import type { z } from 'zod';
import type { CompanyActor } from '../../auth/session';
import { testConfig } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { findDutOrThrow } from '../duts/dut-rows';
import { loadPeople } from './people';
import { insertVersion, publishSaved } from './save-version';
import { publishTestConfigUpdated } from './test-config-events';
import { toSummary, toVersionSummary } from './test-config-rows';

type CreateInput = z.output<typeof TestConfigCreate>;

/** A new test config of a DUT; with `config`, its version 1 is saved in the same transaction. */
export async function createTestConfig(
  deps: ServiceDeps,
  actor: CompanyActor,
  dutId: string,
  input: CreateInput,
): Promise<TestConfigDetail> {
  const { row, version } = await deps.db.transaction(async (tx) => {
    await findDutOrThrow(tx, actor.companyId, dutId);
    const [created] = await tx
      .insert(testConfig)
      .values({
        id: randomUUID(),
        companyId: actor.companyId,
        dutId,
        name: input.name,
        createdById: actor.userId,
      })
      .returning();
    if (!input.config) return { row: created!, version: null };
    const first = await insertVersion(tx, actor, created!, { config: input.config, note: input.note });
    return { row: { ...created!, latestVersion: first.number }, version: first };
  });
  await publishTestConfigUpdated(deps, row);
  if (version) await publishSaved(deps, actor.companyId, version);
  const people = await loadPeople(deps.db, [actor.userId]);
  return { ...toSummary(row, people), versions: version ? [toVersionSummary(version, people)] : [] };
}
