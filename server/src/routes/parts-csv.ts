import { CsvImportFailure, CsvImportReport } from '@studio/api';
import type { FastifyInstance } from 'fastify';
import { exportPartsCsv, importPartsCsv } from '../services/parts/parts-csv';
import { registerCsvRoutes } from './csv-routes';

/** Parts as CSV: export every part, import (create or update by part number) all or nothing. Staff. */
export async function partCsvRoutes(app: FastifyInstance) {
  registerCsvRoutes(app, {
    base: '/api/v1/parts',
    tags: ['parts'],
    fileName: 'parts.csv',
    exportCsv: () => exportPartsCsv(app.deps),
    importCsv: (actor, csv, dryRun) => importPartsCsv(app.deps, actor.userId, csv, dryRun),
    report: CsvImportReport,
    failure: CsvImportFailure,
  });
}
