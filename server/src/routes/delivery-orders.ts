import {
  DeliveryOrder,
  DeliveryOrderSummary,
  IdParams,
  OrderActionInput,
  OrderQueueQuery,
  ReorderLine,
  TESTER_DOWNLOADS,
} from '@studio/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf, userOf } from '../http/access';
import { getOrder, listCompanyOrders, listOrderQueue } from '../services/orders/list-orders';
import type { DftDeps } from '../services/dft-reports/dft-deps';
import { takeOrderAction } from '../services/orders/order-actions';
import { orderFabricationPackage } from '../services/orders/order-fabrication';
import { orderTesterFile } from '../services/orders/order-tester-file';
import { packingList } from '../services/orders/order-files';
import { queueCsv, reorderCsv, reorderList } from '../services/orders/shop-week';

// Staff reach every company's order (the fixture shop), members their company's: `user` access with
// the deliveryOrder resource check (services/tenancy/owns-resource.ts) decides which.
const order = { param: 'id', kind: 'deliveryOrder' } as const;
/** `?shipment=2`: the packing list of one shipment (issue 29); without it the latest, or the whole order. */
const PackingListQuery = z.object({ shipment: z.coerce.number().int().min(1).max(10_000).optional() });

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
    '/api/v1/staff/delivery-orders.csv',
    { config: { access: 'staff' }, schema: { tags, querystring: OrderQueueQuery } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="order-queue.csv"')
        .send(await queueCsv(app.deps, request.query)),
  );

  // What to reorder: stock below what the open orders need (issue 29).
  r.get(
    '/api/v1/staff/reorder',
    { config: { access: 'staff' }, schema: { tags, response: { 200: z.array(ReorderLine) } } },
    async () => reorderList(app.deps),
  );

  r.get(
    '/api/v1/staff/reorder.csv',
    { config: { access: 'staff' }, schema: { tags } },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="reorder.csv"')
        .send(reorderCsv(await reorderList(app.deps))),
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
    {
      config: { access: 'user', resource: order },
      schema: { tags, params: IdParams, querystring: PackingListQuery },
    },
    async (request, reply) => {
      const { pdf, fileName } = await packingList(
        app.deps,
        await userOf(request),
        request.params.id,
        request.query.shipment,
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    },
  );

  // `user` access with the order's resource check (another company's order is a 404); the service
  // lets only staff through. Writing the package takes a DFT worker thread.
  r.get(
    `${base}/:id/fabrication-package.zip`,
    {
      config: { access: 'user', resource: order },
      ...app.expensive,
      schema: { tags, params: IdParams },
    },
    async (request, reply) => {
      const deps: DftDeps = { ...app.deps, log: request.log };
      const { zip, fileName, summary } = await orderFabricationPackage(
        deps,
        await userOf(request),
        request.params.id,
      );
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('X-Fixture-Verdict', summary.verdict)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );

  // The tester files of the ordered version (issue 27, decision 0060): for the shop and the ordering
  // company; another company's order is a 404. Written on request in a DFT worker thread.
  for (const download of TESTER_DOWNLOADS) {
    r.get(
      `${base}/:id/${download.path}`,
      {
        config: { access: 'user', resource: order },
        ...app.expensive,
        schema: { tags, params: IdParams },
      },
      async (request, reply) => {
        const deps: DftDeps = { ...app.deps, log: request.log };
        const file = await orderTesterFile(deps, await userOf(request), request.params.id, download);
        return reply
          .type(download.contentType)
          .header('Content-Disposition', `attachment; filename="${download.fileName}"`)
          .header('X-Fixture-Verdict', file.verdict)
          .header('Cache-Control', 'private, no-store')
          .send(file.text);
      },
    );
  }
}
