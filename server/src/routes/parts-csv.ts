import { CSV_MAX_BYTES, CsvImportFailure, CsvImportQuery, CsvImportReport } from '@studio/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../http/access';
import { exportPartsCsv, importPartsCsv } from '../services/parts/parts-csv';
import { acceptCsvBodies, registerCatalogErrors } from './parts-errors';

/** Parts as CSV: export every part, import (create or update by part number) all or nothing. Staff. */
export async function partCsvRoutes(app: FastifyInstance) {
  registerCatalogErrors(app);
  acceptCsvBodies(app, CSV_MAX_BYTES);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['parts'];

  r.get(
    '/api/v1/parts/export.csv',
    { config: { access: 'staff' }, schema: { tags } },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="parts.csv"')
        .send(await exportPartsCsv(app.deps)),
  );

  r.post(
    '/api/v1/parts/import',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        querystring: CsvImportQuery,
        body: z.string({ error: 'Send the CSV file as the body, with Content-Type: text/csv' }),
        response: { 200: CsvImportReport, 400: CsvImportFailure },
      },
    },
    async (request, reply) => {
      const actor = await userOf(request);
      const report = await importPartsCsv(app.deps, actor.userId, request.body, request.query.dryRun);
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
