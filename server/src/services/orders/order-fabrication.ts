import type { UserActor } from '../../auth/session';
import { testSolution } from '../../db/schema/index';
import { eq } from 'drizzle-orm';
import type { DftDeps } from '../dft-reports/dft-deps';
import { Forbidden } from '../errors';
import { generateFixturePackage } from '../fixtures/fixture-package';
import { orderNumber } from '../solutions/solution-rows';
import { findOrderOrThrow } from './order-rows';

/**
 * The fabrication package of an order's fixture, for the shop (issue 16): the package of the ordered
 * test-config version (immutable, so it draws the same board and probes the order was priced from),
 * written for the ordering company. Staff are not members of that company, so the company's actor is
 * made from the order; members get their package from the test-config version itself.
 */
export async function orderFabricationPackage(deps: DftDeps, actor: UserActor, orderId: string) {
  const order = await findOrderOrThrow(deps.db, actor, orderId);
  if (!actor.isStaff) throw new Forbidden('Only the fixture shop downloads an order’s fabrication package.');
  const [solution] = await deps.db
    .select({ testConfigId: testSolution.testConfigId, versionNumber: testSolution.versionNumber })
    .from(testSolution)
    .where(eq(testSolution.id, order.solutionId));
  const company = { ...actor, companyId: order.companyId, role: 'viewer' as const };
  const { zip, fileName, summary } = await generateFixturePackage(
    deps,
    company,
    solution!.testConfigId,
    solution!.versionNumber,
  );
  return { zip, summary, fileName: `${orderNumber(order.number)}-${fileName}` };
}
