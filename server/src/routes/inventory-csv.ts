import { CSV_MAX_BYTES, CsvImportQuery, InventoryImportFailure, InventoryImportReport } from '@studio/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../http/access';
import { exportInventoryCsv, importInventoryCsv } from '../services/inventory/inventory-csv';
import { acceptCsvBodies, registerCatalogErrors } from './parts-errors';

/** Inventory counts as CSV: export every stock level, import counted quantities. Staff. */
export async function inventoryCsvRoutes(app: FastifyInstance) {
  registerCatalogErrors(app);
  acceptCsvBodies(app, CSV_MAX_BYTES);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventory'];

  r.get(
    '/api/v1/inventory/export.csv',
    { config: { access: 'staff' }, schema: { tags } },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="inventory.csv"')
        .send(await exportInventoryCsv(app.deps)),
  );

  r.post(
    '/api/v1/inventory/import',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        querystring: CsvImportQuery,
        body: z.string({ error: 'Send the CSV file as the body, with Content-Type: text/csv' }),
        response: { 200: InventoryImportReport, 400: InventoryImportFailure },
      },
    },
    async (request, reply) => {
      const actor = await userOf(request);
      const report = await importInventoryCsv(
        app.deps,
        { id: actor.userId, name: actor.name },
        request.body,
        request.query.dryRun,
      );
      if (report.ok) return reply.code(200).send(report);
      return reply.code(400).send({
        code: 'validation',
        message: `The file has ${report.errorCount} problem${report.errorCount === 1 ? '' : 's'}; nothing was imported.`,
        requestId: String(request.id),
        report,
      });
    },
  );
}
