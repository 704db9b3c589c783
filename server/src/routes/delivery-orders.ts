import {
  DeliveryOrder,
  DeliveryOrderSummary,
  IdParams,
  OrderActionInput,
  OrderQueueQuery,
} from '@studio/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf, userOf } from '../http/access';
import { getOrder, listCompanyOrders, listOrderQueue } from '../services/orders/list-orders';
import { takeOrderAction } from '../services/orders/order-actions';
import { packingList } from '../services/orders/order-files';

// Staff reach every company's order (the fixture shop), members their company's: `user` access with
// the deliveryOrder resource check (services/tenancy/owns-resource.ts) decides which.
const order = { param: 'id', kind: 'deliveryOrder' } as const;

/** Delivery orders (issue 16; contract: api/src/solution.ts). */
export async function deliveryOrderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['delivery-orders'];
  const base = '/api/v1/delivery-orders';

  r.get(
    base,
    { config: { access: 'company' }, schema: { tags, response: { 200: z.array(DeliveryOrderSummary) } } },
    async (request) => listCompanyOrders(app.deps, await memberOf(request)),
  );

  r.get(
    '/api/v1/staff/delivery-orders',
    {
      config: { access: 'staff' },
      schema: { tags, querystring: OrderQueueQuery, response: { 200: z.array(DeliveryOrderSummary) } },
    },
    async (request) => listOrderQueue(app.deps, request.query),
  );

  r.get(
    `${base}/:id`,
    {
      config: { access: 'user', resource: order },
      schema: { tags, params: IdParams, response: { 200: DeliveryOrder } },
    },
    async (request) => getOrder(app.deps, await userOf(request), request.params.id),
  );

  r.post(
    `${base}/:id/actions`,
    {
      config: { access: 'user', resource: order },
      schema: { tags, params: IdParams, body: OrderActionInput, response: { 200: DeliveryOrder } },
    },
    async (request) => takeOrderAction(app.deps, await userOf(request), request.params.id, request.body),
  );

  r.get(
    `${base}/:id/packing-list.pdf`,
    { config: { access: 'user', resource: order }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      const { pdf, fileName } = await packingList(app.deps, await userOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    },
  );
}
