import type { SolutionDesign } from '@studio/api';
import type { FixtureCatalog } from '@studio/core';
import { thresholdsOfCompany } from '../company-settings/dft-thresholds';
import type { DftDeps } from '../dft-reports/dft-deps';
import type { VersionRow } from '../test-configs/test-config-rows';

/**
 * Designs the fixture of a saved version in the DFT worker threads (the board is read whole), with the
 * company's thresholds and the given catalog: the same design the fabrication package draws.
 */
export async function designForVersion(
  deps: DftDeps,
  companyId: string,
  version: VersionRow,
  catalog: FixtureCatalog,
): Promise<SolutionDesign> {
  const { thresholds } = await thresholdsOfCompany(deps.db, companyId);
  return deps.dft.fixtureDesign({
    boardSha256: version.boardSha256,
    config: version.config,
    thresholds,
    catalog,
  });
}
