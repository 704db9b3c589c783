import type { LimitsApplied, LimitsApply, LimitsProposal, ResultsQuery } from '@studio/api';
import {
  applyProductionLimits,
  type LimitProposal,
  PRODUCTION_CPK_TARGET,
  PRODUCTION_MIN_PASSING,
  productionLimitsNote,
  proposeLimitsFromProduction,
} from '@studio/core';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyActor } from '../../auth/session';
import { testStrategy } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { Conflict, NotFound, Validation } from '../errors';
import { saveStrategyVersion } from '../test-strategies/save-strategy-version';
import { asDocument, asEngineStrategy, findStrategyVersionOrThrow } from '../test-strategies/strategy-rows';
import { measurementAggregates } from './measurement-stats';
import { resultsWindow, type VersionRef } from './results-window';

type ApplyInput = z.output<typeof LimitsApply>;

/** The version, its document and the strategy's latest number (another company's: 404). */
async function versionAndLatest(deps: ServiceDeps, actor: CompanyActor, strategyId: string, ref: VersionRef) {
  const [strategy] = await deps.db
    .select({ latestVersion: testStrategy.latestVersion })
    .from(testStrategy)
    .where(and(eq(testStrategy.id, strategyId), eq(testStrategy.companyId, actor.companyId)));
  if (!strategy) throw new NotFound('test strategy');
  const version = await findStrategyVersionOrThrow(deps.db, actor.companyId, strategyId, ref);
  return { version, latestVersion: strategy.latestVersion };
}

/**
 * The proposal for one version (decision 0068): its numeric limits against the distributions the
 * results dashboard shows for the same window (the per-day aggregates plus the runs not rolled up
 * yet), through core's proposeLimitsFromProduction.
 */
export async function proposeProductionLimits(
  deps: ServiceDeps,
  actor: CompanyActor,
  strategyId: string,
  ref: VersionRef,
  query: ResultsQuery,
): Promise<LimitsProposal> {
  const { version, latestVersion } = await versionAndLatest(deps, actor, strategyId, ref);
  const window = resultsWindow(query, new Date());
  const aggregates = await measurementAggregates(deps.db, version.id, window);
  const from = window.from.toISOString();
  const to = window.to.toISOString();
  const rows = proposeLimitsFromProduction(
    asEngineStrategy(version.document),
    aggregates.map((a) => ({
      stepId: a.stepId,
      measurementId: a.measurementId,
      unit: a.unit,
      count: a.count,
      failures: a.failures,
      values: a.values,
      mean: a.mean,
      stdDev: a.stdDev,
      min: a.min,
      max: a.max,
    })),
    { versionNumber: version.number, from, to },
  );
  return {
    strategyId,
    versionNumber: version.number,
    latestVersion,
    from,
    to,
    cpkTarget: PRODUCTION_CPK_TARGET,
    minPassing: PRODUCTION_MIN_PASSING,
    rows,
  };
}

/** Refuses a selection naming limits that are not there, not proposed, unchanged, or widen unasked. */
function chosenOrThrow(rows: LimitProposal[], input: ApplyInput, number: number): LimitProposal[] {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const fields: Record<string, string> = {};
  const unknown: string[] = [];
  const refused: string[] = [];
  const chosen: LimitProposal[] = [];
  input.limits.forEach((l, i) => {
    const key = `${l.stepId}/${l.limitId}`;
    const row = byKey.get(key);
    const at = `limits.${i}`;
    if (!row) {
      unknown.push(key);
      fields[at] = `${key} is not a numeric limit of version ${number}`;
    } else if (row.skipped !== null) {
      refused.push(key);
      fields[at] = `${key}: ${row.skipped}`;
    } else if (row.change === 'unchanged') {
      refused.push(key);
      fields[at] = `${key}: production proposes the limits it already has`;
    } else if (row.change === 'widen' && !l.widen) {
      refused.push(key);
      fields[at] =
        `${key} widens its limits${row.beyondDesign ? ' beyond the design limits' : ''}: send widen: true to apply it`;
    } else if (!chosen.includes(row)) chosen.push(row); // a limit named twice is applied once
  });
  if (unknown.length)
    throw new Validation(`Unknown limits in version ${number}: ${unknown.join(', ')}.`, fields);
  if (refused.length)
    throw new Validation(`These limits cannot be applied as sent: ${refused.join(', ')}.`, fields);
  return chosen;
}

/**
 * Applies the chosen proposals in one action: the strategy's next version (the save-version path:
 * refreshed, reviewed, company-scoped) with the new limits, their provenance and a version note.
 * Only from the latest version (409 otherwise, also when another save slips in meanwhile); the
 * proposal is recomputed over the window the engineer saw, never taken from the request.
 */
export async function applyProductionLimitsVersion(
  deps: ServiceDeps,
  actor: CompanyActor,
  strategyId: string,
  ref: VersionRef,
  input: ApplyInput,
): Promise<LimitsApplied> {
  const { version, latestVersion } = await versionAndLatest(deps, actor, strategyId, ref);
  const number = version.number;
  if (latestVersion !== number)
    throw new Conflict(
      `Version ${number} is no longer the latest (version ${latestVersion} is): draw the limits from version ${latestVersion}'s results, or edit it.`,
    );
  const proposal = await proposeProductionLimits(deps, actor, strategyId, version.id, {
    from: input.from,
    to: input.to,
  });
  const chosen = chosenOrThrow(proposal.rows, input, number);
  const document = applyProductionLimits(asEngineStrategy(version.document), chosen);
  const saved = await saveStrategyVersion(
    deps,
    actor,
    strategyId,
    { document: asDocument(document), note: productionLimitsNote(chosen) },
    { basedOn: number },
  );
  const { document: _d, testStrategyId: _s, dutId: _u, ...summary } = saved;
  return {
    version: summary,
    tightened: chosen.filter((c) => c.change === 'tighten').length,
    widened: chosen.filter((c) => c.change === 'widen').length,
  };
}
