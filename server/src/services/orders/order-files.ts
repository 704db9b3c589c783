import type { UserActor } from '../../auth/session';
import { renderPackingListPdf } from '../../pdf/packing-list-pdf';
import type { ServiceDeps } from '../context';
import { getOrder } from './list-orders';

/** The packing list PDF of an order (staff and the ordering company). */
export async function packingList(deps: ServiceDeps, actor: UserActor, id: string) {
  const order = await getOrder(deps, actor, id);
  return { pdf: await renderPackingListPdf(order), fileName: `${order.number}-packing-list.pdf` };
}
