import { eq } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { organization } from '../../db/schema/index';
import { renderQuotePdf } from '../../pdf/quote-pdf';
import type { ServiceDeps } from '../context';
import { getSolution } from './save-solution';

export const safeName = (s: string) =>
  s.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'solution';

/** The quote PDF of a solution: the page's numbers (a draft priced live, a submitted one from its snapshot). */
export async function solutionQuote(deps: ServiceDeps, actor: CompanyActor, id: string) {
  const solution = await getSolution(deps, actor, id);
  const [company] = await deps.db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, actor.companyId));
  const pdf = await renderQuotePdf(solution, company?.name ?? '', new Date());
  const name = safeName(
    solution.title || `${solution.dut.name}-${solution.testConfig.name}-v${solution.versionNumber}`,
  );
  return { pdf, fileName: `${name}-quote.pdf` };
}
