import type { TestConfigSummary, TestConfigVersion, TestConfigVersionSummary, VersionRef } from '@studio/api';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { testConfig, testConfigVersion } from '../../db/schema/index';
import { iso } from '../context';
import { NotFound } from '../errors';
import { personRef } from './people';

export type TestConfigRow = typeof testConfig.$inferSelect;

export type VersionRow = typeof testConfigVersion.$inferSelect;

export type VersionSummaryRow = Omit<VersionRow, 'config'>;

/** The test config when it belongs to the company; another company's id is simply not found. */
export async function findTestConfigOrThrow(db: Db | Tx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(testConfig)
    .where(and(eq(testConfig.id, id), eq(testConfig.companyId, companyId)));
  if (!row) throw new NotFound('test config');
  return row;
}

/** One version of a company's test config by its number (or its own id). */
export async function findVersionOrThrow(
  db: Db | Tx,
  companyId: string,
  testConfigId: string,
  ref: VersionRef,
): Promise<VersionRow> {
  const [row] = await db
    .select()
    .from(testConfigVersion)
    .where(
      and(
        eq(testConfigVersion.testConfigId, testConfigId),
        eq(testConfigVersion.companyId, companyId),
        typeof ref === 'number' ? eq(testConfigVersion.number, ref) : eq(testConfigVersion.id, ref),
      ),
    );
  if (!row) throw new NotFound(typeof ref === 'number' ? `version ${ref}` : 'version');
  return row;
}

export function toSummary(row: TestConfigRow, people: Map<string, string>): TestConfigSummary {
  return {
    id: row.id,
    dutId: row.dutId,
    name: row.name,
    latestVersion: row.latestVersion > 0 ? row.latestVersion : null,
    createdBy: personRef(people, row.createdById),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toVersionSummary(
  row: VersionSummaryRow,
  people: Map<string, string>,
): TestConfigVersionSummary {
  return {
    id: row.id,
    number: row.number,
    note: row.note,
    createdBy: personRef(people, row.createdById),
    createdAt: iso(row.createdAt),
    boardSha256: row.boardSha256,
  };
}

export function toVersion(row: VersionRow, people: Map<string, string>): TestConfigVersion {
  return {
    ...toVersionSummary(row, people),
    testConfigId: row.testConfigId,
    dutId: row.dutId,
    config: row.config,
  };
}
