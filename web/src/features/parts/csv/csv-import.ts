import {
  CSV_MAX_BYTES,
  CsvImportFailure,
  CsvImportReport,
  InventoryImportFailure,
  InventoryImportReport,
} from '@studio/api';
import { ApiError } from '../../../lib/api-error';
import { rawRequest } from '../api/raw-request';

/** Which file: the parts catalog or the inventory counts. */
export type CsvTarget = 'parts' | 'inventory';

export type ImportReport = CsvImportReport | InventoryImportReport;

/** A file the server refused (nothing applied), with its per-row report. */
export class CsvRefused extends ApiError {
  readonly report: ImportReport;
  constructor(body: CsvImportFailure | InventoryImportFailure) {
    super({ status: 400, code: body.code, message: body.message, requestId: body.requestId });
    this.report = body.report;
  }
}

const ENDPOINTS = {
  parts: { path: '/parts/import', report: CsvImportReport, failure: CsvImportFailure },
  inventory: { path: '/inventory/import', report: InventoryImportReport, failure: InventoryImportFailure },
} as const;

export const exportUrl = (target: CsvTarget): string =>
  target === 'parts' ? '/api/v1/parts/export.csv' : '/api/v1/inventory/export.csv';

/** Checks the file before it is sent: too big is said here, with the limit. */
export function checkCsvFile(file: { name: string; size: number }): string | null {
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > CSV_MAX_BYTES)
    return `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; a CSV import takes at most ${CSV_MAX_BYTES / 1024 / 1024} MB.`;
  return null;
}

/** Sends the CSV; `dryRun` only validates. A refused file throws `CsvRefused` with the report. */
export async function importCsv(target: CsvTarget, text: string, dryRun: boolean): Promise<ImportReport> {
  const endpoint = ENDPOINTS[target];
  return rawRequest(
    `${endpoint.path}?dryRun=${dryRun}`,
    { method: 'POST', body: text, contentType: 'text/csv' },
    endpoint.report,
    (status, body) => {
      if (status !== 400) return null;
      const parsed = endpoint.failure.safeParse(body);
      return parsed.success ? new CsvRefused(parsed.data) : null;
    },
  );
}
