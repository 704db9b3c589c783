import type { OrderableVersion, SolutionBasis, VersionRef } from '@studio/api';
import { capStockForCustomer, dftBlock, optionAvailability } from '@studio/core';
import { asc, eq } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { testConfig, testConfigVersion } from '../../db/schema/index';
import { iso } from '../context';
import type { DftDeps } from '../dft-reports/dft-deps';
import { findDutOrThrow } from '../duts/dut-rows';
import { loadFixtureCatalog } from '../fixtures/load-catalog';
import { findVersionOrThrow } from '../test-configs/test-config-rows';
import { designForVersion } from './design-for-version';
import { latestReportOf, latestReportsOf } from './latest-report';
import { stockAvailability } from './stock-availability';

/**
 * Every saved version of a DUT's test configs, newest config first, with whether it can be ordered:
 * only a version whose latest DFT report has no fail (core `dftBlock`); the reason links the report.
 */
export async function orderableVersions(
  { db }: DftDeps,
  actor: CompanyActor,
  dutId: string,
): Promise<OrderableVersion[]> {
  await findDutOrThrow(db, actor.companyId, dutId);
  const rows = await db
    .select({
      id: testConfigVersion.id,
      testConfigId: testConfig.id,
      testConfigName: testConfig.name,
      number: testConfigVersion.number,
      createdAt: testConfigVersion.createdAt,
    })
    .from(testConfigVersion)
    .innerJoin(testConfig, eq(testConfig.id, testConfigVersion.testConfigId))
    .where(eq(testConfigVersion.dutId, dutId))
    .orderBy(asc(testConfig.name), asc(testConfig.id), asc(testConfigVersion.number));
  const latest = await latestReportsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const report = latest.get(r.id) ?? null;
    return {
      testConfigId: r.testConfigId,
      testConfigName: r.testConfigName,
      versionNumber: r.number,
      createdAt: iso(r.createdAt),
      latestReport: report,
      block: dftBlock(report),
    };
  });
}

/**
 * What the configurator prices from for one version: the fixture designed from the live catalog, the
 * options with their limits, stock as a customer may see it (capped, decision 0014) and the catalog.
 * The browser then prices every choice with core's `priceSolution`, as the server does.
 */
export async function solutionBasis(
  deps: DftDeps,
  actor: CompanyActor,
  testConfigId: string,
  number: VersionRef,
): Promise<SolutionBasis> {
  const version = await findVersionOrThrow(deps.db, actor.companyId, testConfigId, number);
  const catalog = await loadFixtureCatalog(deps.db);
  const design = await designForVersion(deps, actor.companyId, version, catalog);
  const latestReport = await latestReportOf(deps.db, version.id);
  const options = optionAvailability(catalog, { bom: design.bom, signalInterface: design.signalInterface });
  const stock = await stockAvailability(deps.db);
  return {
    testConfigId,
    versionNumber: version.number,
    design,
    latestReport,
    dftBlock: dftBlock(latestReport),
    options,
    stock: actor.isStaff
      ? stock
      : capStockForCustomer(
          stock,
          design.bom,
          options.map((o) => o.partNumber),
        ),
    catalog: catalog as SolutionBasis['catalog'],
  };
}
