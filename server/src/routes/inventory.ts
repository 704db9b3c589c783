import {
  IdParams,
  InventoryLocation,
  InventoryLocationInput,
  InventoryLocationUpdate,
  Movement,
  MovementInput,
  MovementList,
  MovementQuery,
  PartStock,
  ReorderPointInput,
  StockLevel,
  StockList,
  StockQuery,
} from '@studio/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../http/access';
import { listMovements } from '../services/inventory/list-movements';
import {
  createLocation,
  listLocations,
  saveReorderPoint,
  updateLocation,
} from '../services/inventory/locations';
import { recordMovement } from '../services/inventory/record-movement';
import { listStock, stockOfPart } from '../services/inventory/stock-levels';
import { registerCatalogErrors } from './parts-errors';

/**
 * Inventory: staff only (customers see no stock; decision 0014). The ledger has no update or delete
 * route: a mistake is corrected by a new movement.
 */
export async function inventoryRoutes(app: FastifyInstance) {
  registerCatalogErrors(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventory'];
  const base = '/api/v1/inventory';
  const staff = { access: 'staff' } as const;

  r.get(
    `${base}/locations`,
    { config: staff, schema: { tags, response: { 200: z.array(InventoryLocation) } } },
    async () => listLocations(app.deps),
  );

  r.post(
    `${base}/locations`,
    { config: staff, schema: { tags, body: InventoryLocationInput, response: { 201: InventoryLocation } } },
    async (request, reply) => reply.code(201).send(await createLocation(app.deps, request.body)),
  );

  r.patch(
    `${base}/locations/:id`,
    {
      config: { ...staff, resource: { param: 'id', kind: 'inventoryLocation' } },
      schema: { tags, params: IdParams, body: InventoryLocationUpdate, response: { 200: InventoryLocation } },
    },
    async (request) => updateLocation(app.deps, request.params.id, request.body),
  );

  r.get(
    `${base}/stock`,
    { config: staff, schema: { tags, querystring: StockQuery, response: { 200: StockList } } },
    async (request) => listStock(app.deps, request.query),
  );

  r.get(
    `${base}/movements`,
    { config: staff, schema: { tags, querystring: MovementQuery, response: { 200: MovementList } } },
    async (request) => listMovements(app.deps, request.query),
  );

  r.post(
    `${base}/movements`,
    { config: staff, schema: { tags, body: MovementInput, response: { 201: Movement } } },
    async (request, reply) => {
      const actor = await userOf(request);
      const movement = await recordMovement(app.deps, { id: actor.userId, name: actor.name }, request.body);
      return reply.code(201).send(movement);
    },
  );

  r.put(
    `${base}/reorder-points`,
    { config: staff, schema: { tags, body: ReorderPointInput, response: { 200: StockLevel } } },
    async (request) => saveReorderPoint(app.deps, request.body),
  );

  r.get(
    '/api/v1/parts/:id/stock',
    {
      config: { ...staff, resource: { param: 'id', kind: 'part' } },
      schema: { tags, params: IdParams, response: { 200: PartStock } },
    },
    async (request) => stockOfPart(app.deps, request.params.id),
  );
}
