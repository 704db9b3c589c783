import type { TesterDownload } from '@studio/api';
import { eq } from 'drizzle-orm';
import type { UserActor } from '../../auth/session';
import { testSolution } from '../../db/schema/index';
import type { DftDeps } from '../dft-reports/dft-deps';
import { testerFile } from '../fixtures/tester-file';
import { orderNumber } from '../solutions/solution-rows';
import { findOrderOrThrow } from './order-rows';

/**
 * A tester file of an order's fixture (issue 27): written from the ordered test-config version, which
 * is immutable, so it describes the fixture the order was priced from. For the shop (staff, who are
 * not members of the ordering company) and for the ordering company's members alike; another
 * company's order is a 404 (`findOrderOrThrow`).
 */
export async function orderTesterFile(
  deps: DftDeps,
  actor: UserActor,
  orderId: string,
  download: TesterDownload,
) {
  const order = await findOrderOrThrow(deps.db, actor, orderId);
  const [solution] = await deps.db
    .select({ testConfigId: testSolution.testConfigId, versionNumber: testSolution.versionNumber })
    .from(testSolution)
    .where(eq(testSolution.id, order.solutionId));
  const company = { ...actor, companyId: order.companyId, role: 'viewer' as const };
  const file = await testerFile(deps, company, solution!.testConfigId, solution!.versionNumber, download);
  return { ...file, number: orderNumber(order.number) };
}
