import type { FastifyInstance } from 'fastify';
import { seedCatalogIfEmpty } from '../seed/seed-catalog';
import { inventoryRoutes } from './inventory';
import { inventoryCsvRoutes } from './inventory-csv';
import { partClassRoutes } from './part-classes';
import { partRoutes } from './parts';
import { partCsvRoutes } from './parts-csv';

/**
 * The parts catalog, part classes and inventory (issue #6), registered with one line in app.ts. A
 * fresh instance gets the seed catalog here, before the first request (decision 0014).
 */
export async function partsAndInventoryRoutes(app: FastifyInstance) {
  await seedCatalogIfEmpty(app.deps.db, app.log);
  await app.register(partRoutes);
  await app.register(partCsvRoutes);
  await app.register(partClassRoutes);
  await app.register(inventoryRoutes);
  await app.register(inventoryCsvRoutes);
}
