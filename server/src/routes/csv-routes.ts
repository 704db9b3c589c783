import { CSV_MAX_BYTES, CsvImportQuery, ErrorBody } from '@studio/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserActor } from '../auth/session';
import { userOf } from '../http/access';
import { acceptCsvBodies, registerCatalogErrors } from './parts-errors';

/** One CSV table of the catalog: its export and its all-or-nothing import. */
export interface CsvTable<R extends { ok: boolean; errorCount: number }> {
  /** `/api/v1/parts` → `/api/v1/parts/export.csv` and `/api/v1/parts/import`. */
  base: string;
  tags: string[];
  fileName: string;
  exportCsv(): Promise<string>;
  importCsv(actor: UserActor, csv: string, dryRun: boolean): Promise<R>;
  report: z.ZodType<R>;
  failure: z.ZodType;
}

/** Registers a CSV table's two routes (staff only); a file with problems is a 400 naming their count. */
export function registerCsvRoutes<R extends { ok: boolean; errorCount: number }>(
  app: FastifyInstance,
  table: CsvTable<R>,
): void {
  registerCatalogErrors(app);
  acceptCsvBodies(app, CSV_MAX_BYTES);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${table.base}/export.csv`,
    { config: { access: 'staff' }, schema: { tags: table.tags } },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${table.fileName}"`)
        .send(await table.exportCsv()),
  );
  r.post(
    `${table.base}/import`,
    {
      config: { access: 'staff' },
      schema: {
        tags: table.tags,
        querystring: CsvImportQuery,
        body: z.string({ error: 'Send the CSV file as the body, with Content-Type: text/csv' }),
        // A 400 is the file's report, or any other refusal (a bad query, text that cannot be stored):
        // without the plain error body here, such a refusal failed its serialisation and became a 500.
        response: { 200: table.report, 400: z.union([table.failure, ErrorBody]) },
      },
    },
    async (request, reply) => {
      const report = await table.importCsv(await userOf(request), request.body, request.query.dryRun);
      if (report.ok) return reply.code(200).send(report);
      const problems = `${report.errorCount} problem${report.errorCount === 1 ? '' : 's'}`;
      return reply.code(400).send({
        code: 'validation',
        message: `The file has ${problems}; nothing was imported.`,
        requestId: String(request.id),
        report,
      });
    },
  );
}
