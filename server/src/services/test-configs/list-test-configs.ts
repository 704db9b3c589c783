import type { VersionRef } from '@studio/api';
import type { TestConfigDetail, TestConfigList, TestConfigVersion } from '@studio/api';
import { and, desc, eq } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { testConfig, testConfigVersion } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { findDutOrThrow } from '../duts/dut-rows';
import { loadPeople } from './people';
import {
  findTestConfigOrThrow,
  findVersionOrThrow,
  toSummary,
  toVersion,
  toVersionSummary,
} from './test-config-rows';

/** The test configs of a DUT, most recently changed first. */
export async function listTestConfigs(
  { db }: ServiceDeps,
  actor: CompanyActor,
  dutId: string,
): Promise<TestConfigList> {
  await findDutOrThrow(db, actor.companyId, dutId);
  const rows = await db
    .select()
    .from(testConfig)
    .where(and(eq(testConfig.dutId, dutId), eq(testConfig.companyId, actor.companyId)))
    .orderBy(desc(testConfig.updatedAt), desc(testConfig.id));
  const people = await loadPeople(
    db,
    rows.map((r) => r.createdById),
  );
  return { items: rows.map((r) => toSummary(r, people)) };
}

// Everything of a version but its configuration (lists never read the JSON).
const { config: _config, ...summaryColumns } = getTableColumns(testConfigVersion);

/** A test config with its versions, newest first. */
export async function getTestConfig(
  { db }: ServiceDeps,
  actor: CompanyActor,
  id: string,
): Promise<TestConfigDetail> {
  const row = await findTestConfigOrThrow(db, actor.companyId, id);
  const versions = await db
    .select(summaryColumns)
    .from(testConfigVersion)
    .where(eq(testConfigVersion.testConfigId, id))
    .orderBy(desc(testConfigVersion.number));
  const people = await loadPeople(db, [row.createdById, ...versions.map((v) => v.createdById)]);
  return { ...toSummary(row, people), versions: versions.map((v) => toVersionSummary(v, people)) };
}

/** One version with its configuration. */
export async function getVersion(
  { db }: ServiceDeps,
  actor: CompanyActor,
  testConfigId: string,
  number: VersionRef,
): Promise<TestConfigVersion> {
  const row = await findVersionOrThrow(db, actor.companyId, testConfigId, number);
  return toVersion(row, await loadPeople(db, [row.createdById]));
}
