import type { UserActor } from '../../auth/session';
import { renderPackingListPdf } from '../../pdf/packing-list-pdf';
import type { ServiceDeps } from '../context';
import { NotFound } from '../errors';
import { getOrder } from './list-orders';

/**
 * The packing list PDF of an order (staff and the ordering company): of one shipment when a number
 * is given, else of the latest shipment, else of the whole order as it will be packed.
 */
export async function packingList(deps: ServiceDeps, actor: UserActor, id: string, shipmentNumber?: number) {
  const order = await getOrder(deps, actor, id);
  const shipment =
    shipmentNumber === undefined
      ? order.shipments.at(-1)
      : order.shipments.find((s) => s.number === shipmentNumber);
  if (shipmentNumber !== undefined && !shipment) throw new NotFound('shipment');
  return {
    pdf: await renderPackingListPdf(order, shipment),
    fileName: `${order.number}${shipment ? `-shipment-${shipment.number}` : ''}-packing-list.pdf`,
  };
}
