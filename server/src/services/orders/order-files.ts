import type { UserActor } from '../../auth/session';
import { renderPackingListPdf } from '../../pdf/packing-list-pdf';
import type { BlobStore } from '../../storage/index';
import type { ServiceDeps } from '../context';
import { NotFound } from '../errors';
import { currentLetterhead } from '../quotes/letterhead';
import { getOrder } from './list-orders';

/**
 * The packing list PDF of an order (staff and the ordering company): of one shipment when a number
 * is given, else of the latest shipment, else of the whole order as it will be packed. Under the
 * shop's letterhead as it is now (decision 0067).
 */
export async function packingList(
  deps: ServiceDeps & { storage: BlobStore },
  actor: UserActor,
  id: string,
  shipmentNumber?: number,
) {
  const order = await getOrder(deps, actor, id);
  const shipment =
    shipmentNumber === undefined
      ? order.shipments.at(-1)
      : order.shipments.find((s) => s.number === shipmentNumber);
  if (shipmentNumber !== undefined && !shipment) throw new NotFound('shipment');
  return {
    pdf: await renderPackingListPdf(order, shipment, await currentLetterhead(deps)),
    fileName: `${order.number}${shipment ? `-shipment-${shipment.number}` : ''}-packing-list.pdf`,
  };
}
