import { randomUUID } from 'node:crypto';
import type { TestStrategyCreate, TestStrategyDetail } from '@studio/api';
import type { TestConfig } from '@studio/core';
import type { z } from 'zod';
import type { CompanyActor } from '../../auth/session';
import { testStrategy } from '../../db/schema/index';
import { thresholdsOfCompany } from '../company-settings/dft-thresholds';
import { findDutOrThrow } from '../duts/dut-rows';
import { loadFixtureCatalog } from '../fixtures/load-catalog';
import { stationForDesign } from '../stations/list-stations';
import { Conflict } from '../errors';
import { loadPeople } from '../test-configs/people';
import { currentBoardShaOrThrow } from '../test-configs/current-board';
import { findTestConfigOrThrow, findVersionOrThrow } from '../test-configs/test-config-rows';
import { insertStrategyVersion } from './insert-version';
import type { DraftInput } from './strategy-worker';
import type { StrategyDeps } from './strategy-deps';
import { publishStrategyUpdated } from './strategy-events';
import { asDocument, countsOf, toStrategySummary, toStrategyVersionSummary } from './strategy-rows';

type CreateInput = z.output<typeof TestStrategyCreate>;

/**
 * "Draft a test strategy": drafts the plan of the DUT's current board, or of a test-config version's
 * board with its selected test points and board features, tied to that version's fixture (each step
 * names its probes and tester channels), in a worker thread, and stores it as version 1 of a new
 * strategy.
 */
export async function createStrategy(
  deps: StrategyDeps,
  actor: CompanyActor,
  dutId: string,
  input: CreateInput,
): Promise<TestStrategyDetail> {
  const d = await findDutOrThrow(deps.db, actor.companyId, dutId);
  let boardSha256: string;
  let config: TestConfig | null = null;
  let source: { name: string; number: number } | null = null;
  let fixture: DraftInput['fixture'];
  if (input.testConfig) {
    const tc = await findTestConfigOrThrow(deps.db, actor.companyId, input.testConfig.id);
    if (tc.dutId !== dutId) throw new Conflict('That test config belongs to another DUT.');
    const version = await findVersionOrThrow(deps.db, actor.companyId, tc.id, input.testConfig.versionNumber);
    boardSha256 = version.boardSha256;
    config = version.config;
    source = { name: tc.name, number: version.number };
    // Tied to the version's fixture as its fabrication package designs it: the live catalog, the
    // company's thresholds, the station the version names (decision 0057).
    fixture = {
      catalog: await loadFixtureCatalog(deps.db),
      thresholds: (await thresholdsOfCompany(deps.db, actor.companyId)).thresholds,
      station: await stationForDesign(deps, actor.companyId, config.fixture.interface?.stationId),
      source: `${tc.name} v${version.number}`,
    };
  } else {
    boardSha256 = await deps.db.transaction((tx) => currentBoardShaOrThrow(tx, actor.companyId, dutId));
  }
  const strategy = await deps.strategies.draft({ boardSha256, config, ...(fixture ? { fixture } : {}) });
  const note = source ? `Drafted from ${source.name} v${source.number}` : 'Drafted from the board';
  const { row, version } = await deps.db.transaction(async (tx) => {
    // The board may have been replaced while drafting; a version keeps the board it was drafted from.
    if (!input.testConfig) await currentBoardShaOrThrow(tx, actor.companyId, dutId);
    const [created] = await tx
      .insert(testStrategy)
      .values({
        id: randomUUID(),
        companyId: actor.companyId,
        dutId,
        name: input.name,
        sourceTestConfigName: source?.name ?? null,
        sourceVersionNumber: source?.number ?? null,
        createdById: actor.userId,
      })
      .returning();
    const first = await insertStrategyVersion(tx, actor, created!.id, {
      document: asDocument(strategy),
      note,
      boardSha256,
    });
    return {
      row: { ...created!, latestVersion: first.number, counts: countsOf(first.document) },
      version: first,
    };
  });
  await publishStrategyUpdated(deps, row);
  const people = await loadPeople(deps.db, [actor.userId]);
  return { ...toStrategySummary(row, d.name, people), versions: [toStrategyVersionSummary(version, people)] };
}
