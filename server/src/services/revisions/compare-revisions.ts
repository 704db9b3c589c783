import type { RevisionCompareQuery, RevisionCompareResponse } from '@studio/api';
import { and, desc, eq } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { testConfig, testConfigVersion } from '../../db/schema/index';
import { thresholdsOfCompany } from '../company-settings/dft-thresholds';
import type { DftDeps } from '../dft-reports/dft-deps';
import { type DutRow, findDutOrThrow } from '../duts/dut-rows';
import { Conflict, NotFound, Validation } from '../errors';
import { loadFixtureCatalog } from '../fixtures/load-catalog';
import { productionContacts } from '../results/production-contacts';
import { findTestConfigOrThrow, findVersionOrThrow, type VersionRow } from '../test-configs/test-config-rows';

const label = (d: DutRow) => (d.revision ? `${d.name} rev ${d.revision}` : d.name);

/**
 * Which two revisions and which version a comparison is about: rev B is the DUT, rev A `against` or
 * B's previous revision; the version is the one named, or the newest saved version of rev A's test
 * configs. Every record is looked up in the actor's company: another company's id is not found.
 */
async function resolveOrThrow(deps: DftDeps, actor: CompanyActor, dutId: string, q: RevisionCompareQuery) {
  const b = await findDutOrThrow(deps.db, actor.companyId, dutId);
  const aId = q.against ?? b.previousRevisionId;
  if (!aId)
    throw new Conflict(
      `${label(b)} has no previous revision: name the revision to compare it with (against=<DUT id>).`,
    );
  const a = await findDutOrThrow(deps.db, actor.companyId, aId);
  if (q.version !== undefined && !q.testConfigId)
    throw new Validation('A version needs its test config (testConfigId).', {
      testConfigId: 'Required with version',
    });
  let version: VersionRow;
  let configName: string;
  if (q.testConfigId) {
    const config = await findTestConfigOrThrow(deps.db, actor.companyId, q.testConfigId);
    if (config.dutId !== a.id) throw new NotFound('test config');
    if (config.latestVersion === 0 && q.version === undefined)
      throw new Conflict(`The test config "${config.name}" has no saved version to check.`);
    version = await findVersionOrThrow(
      deps.db,
      actor.companyId,
      config.id,
      q.version ?? config.latestVersion,
    );
    configName = config.name;
  } else {
    const [newest] = await deps.db
      .select({ version: testConfigVersion, name: testConfig.name })
      .from(testConfigVersion)
      .innerJoin(testConfig, eq(testConfig.id, testConfigVersion.testConfigId))
      .where(and(eq(testConfigVersion.dutId, a.id), eq(testConfigVersion.companyId, actor.companyId)))
      .orderBy(desc(testConfigVersion.createdAt), desc(testConfigVersion.number))
      .limit(1);
    if (!newest)
      throw new Conflict(
        `${label(a)} has no saved test-config version: save one to check whether its fixture serves ${label(b)}.`,
      );
    version = newest.version;
    configName = newest.name;
  }
  if (!b.boardSha256 || b.status !== 'ready')
    throw new Conflict(`${label(b)} has no imported board yet: upload its design package first.`);
  return { a, b, version, configName, boardB: b.boardSha256 };
}

export interface RevisionCompareRun {
  response: RevisionCompareResponse;
  zip: Uint8Array | null;
  fileName: string;
}

/**
 * Is the fixture of rev A (designed from a test-config version of A) valid for rev B, and what to
 * change (decision 0032)? Both boards are read and compared in a DFT worker thread, with the
 * company's thresholds and the live catalog; with `zip`, the delta files too.
 */
export async function compareDutRevisions(
  deps: DftDeps,
  actor: CompanyActor,
  dutId: string,
  query: RevisionCompareQuery,
  zip = false,
): Promise<RevisionCompareRun> {
  const { a, b, version, configName, boardB } = await resolveOrThrow(deps, actor, dutId, query);
  const { thresholds } = await thresholdsOfCompany(deps.db, actor.companyId);
  const catalog = await loadFixtureCatalog(deps.db);
  // Rev A's lesson from the line, as its DFT report shows it (same company, same threshold).
  const lesson = await productionContacts(deps, actor, a.id);
  const out = await deps.dft.compareRevisions({
    boardSha256A: version.boardSha256,
    boardSha256B: boardB,
    config: version.config,
    thresholds,
    catalog,
    zip,
    title: `Fixture of ${label(a)} (test config "${configName}" v${version.number}) on ${label(b)}`,
    ...(lesson.runs > 0 ? { poorContacts: lesson.poorContacts } : {}),
  });
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'board';
  const rev = (d: DutRow) => safe(d.revision || d.id.slice(0, 8));
  return {
    response: {
      a: { dutId: a.id, name: a.name, revision: a.revision, boardSha256: version.boardSha256 },
      b: { dutId: b.id, name: b.name, revision: b.revision, boardSha256: boardB },
      testConfig: { id: version.testConfigId, name: configName, version: version.number },
      comparison: out.comparison,
      deltaFiles: out.deltaFiles,
    },
    zip: out.zip,
    fileName: `${safe(b.name)}-fixture-delta-${rev(a)}-to-${rev(b)}.zip`,
  };
}
