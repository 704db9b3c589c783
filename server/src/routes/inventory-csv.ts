import { InventoryImportFailure, InventoryImportReport } from '@studio/api';
import type { FastifyInstance } from 'fastify';
import { exportInventoryCsv, importInventoryCsv } from '../services/inventory/inventory-csv';
import { registerCsvRoutes } from './csv-routes';

/** Inventory counts as CSV: export every stock level, import counted quantities. Staff. */
export async function inventoryCsvRoutes(app: FastifyInstance) {
  registerCsvRoutes(app, {
    base: '/api/v1/inventory',
    tags: ['inventory'],
    fileName: 'inventory.csv',
    exportCsv: () => exportInventoryCsv(app.deps),
    importCsv: (actor, csv, dryRun) =>
      importInventoryCsv(app.deps, { id: actor.userId, name: actor.name }, csv, dryRun),
    report: InventoryImportReport,
    failure: InventoryImportFailure,
  });
}
