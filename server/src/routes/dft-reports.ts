import {
  DftReportList,
  DftReportListQuery,
  DftReportRecord,
  IdParams,
  ReportUnitsQuery,
  RunDftInput,
  TestConfigVersionRefParams,
} from '@studio/api';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../http/access';
import { sendStoredBoard } from '../http/send-board';
import {
  getStoredReport,
  listCompanyReports,
  listDutReports,
  listVersionReports,
} from '../services/dft-reports/list-reports';
import { openReportBoard, renderReportSummary } from '../services/dft-reports/report-files';
import { probeListCsv } from '../services/dft-reports/probe-list';
import { reportJson } from '../services/dft-reports/report-rows';
import { runDft } from '../services/dft-reports/run-dft';
import type { DftDeps } from '../services/dft-reports/dft-deps';
import { fixtureRoutes } from './fixtures';
import { revisionRoutes } from './revisions';

const report = { param: 'id', kind: 'dftReport' } as const;
const version = {
  param: 'number',
  kind: 'testConfigVersion',
  parent: { param: 'id', kind: 'testConfig' },
} as const;

/** DFT reports (issue #5; contract: api/src/dft-report.ts). No route changes or deletes a report. */
export async function dftReportRoutes(app: FastifyInstance) {
  // gzip / brotli for the JSON answers (reports and configurations can be megabytes); stored
  // boards are sent already gzipped. Analyses and summary PDFs run in the app's DFT worker threads
  // (app.deps.dft, app-deps.ts).
  await app.register(compress, { global: true, threshold: 1024 });
  const deps = (request: FastifyRequest): DftDeps => ({ ...app.deps, log: request.log });
  // Analyses and summary PDFs take a DFT worker thread: EXPENSIVE_REQUESTS_PER_USER at once per user.
  const expensive = app.expensive;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dft-reports'];
  revisionRoutes(app, deps, expensive);
  fixtureRoutes(app, deps);
  const versionPath = '/api/v1/test-configs/:id/versions/:number/dft-reports';

  r.post(
    versionPath,
    {
      config: { access: 'company', permission: { resource: 'data', action: 'create' }, resource: version },
      ...expensive,
      schema: {
        tags,
        params: TestConfigVersionRefParams,
        body: RunDftInput,
        response: { 201: DftReportRecord },
      },
    },
    async (request, reply) => {
      const { id, number } = request.params;
      const created = await runDft(deps(request), await memberOf(request), id, number, request.body);
      // As GET sends it: the stored texts spliced in, never parsed and serialised again (decision 0077).
      return reply
        .code(201)
        .type('application/json; charset=utf-8')
        .send(reportJson(created) as unknown as DftReportRecord);
    },
  );

  r.get(
    versionPath,
    {
      config: { access: 'company', resource: version },
      schema: {
        tags,
        params: TestConfigVersionRefParams,
        querystring: DftReportListQuery,
        response: { 200: DftReportList },
      },
    },
    async (request) =>
      listVersionReports(
        app.deps,
        await memberOf(request),
        request.params.id,
        request.params.number,
        request.query,
      ),
  );

  r.get(
    '/api/v1/duts/:id/dft-reports',
    {
      config: { access: 'company', resource: { param: 'id', kind: 'dut' } },
      schema: { tags, params: IdParams, querystring: DftReportListQuery, response: { 200: DftReportList } },
    },
    async (request) => listDutReports(app.deps, await memberOf(request), request.params.id, request.query),
  );

  r.get(
    '/api/v1/dft-reports',
    {
      config: { access: 'company' },
      schema: { tags, querystring: DftReportListQuery, response: { 200: DftReportList } },
    },
    async (request) => listCompanyReports(app.deps, await memberOf(request), request.query),
  );

  r.get(
    '/api/v1/dft-reports/:id',
    {
      config: { access: 'company', resource: report },
      schema: { tags, params: IdParams, response: { 200: DftReportRecord } },
    },
    // The stored analysis and configuration are sent as the database's text, never parsed and
    // serialised again on the event loop (tens of MB for a large board: issue 13 item 1). Fastify
    // sends a Buffer as it is: the bytes are already the record's JSON.
    async (request, reply) => {
      const stored = await getStoredReport(app.deps, await memberOf(request), request.params.id);
      const json: Buffer = reportJson(stored);
      return reply.type('application/json; charset=utf-8').send(json as unknown as DftReportRecord);
    },
  );

  r.get(
    '/api/v1/dft-reports/:id/board',
    { config: { access: 'company', resource: report }, schema: { tags, params: IdParams } },
    async (request, reply) =>
      sendStoredBoard(
        request,
        reply,
        await openReportBoard(deps(request), await memberOf(request), request.params.id),
      ),
  );

  r.get(
    '/api/v1/dft-reports/:id/summary.pdf',
    {
      config: { access: 'company', resource: report },
      schema: { tags, params: IdParams, querystring: ReportUnitsQuery },
      ...expensive,
    },
    async (request, reply) => {
      const { pdf, fileName } = await renderReportSummary(
        deps(request),
        await memberOf(request),
        request.params.id,
        request.query.units,
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, max-age=3600')
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    },
  );

  r.get(
    '/api/v1/dft-reports/:id/probe-list.csv',
    {
      config: { access: 'company', resource: report },
      schema: { tags, params: IdParams, querystring: ReportUnitsQuery },
      ...expensive,
    },
    async (request, reply) => {
      const { csv, fileName } = await probeListCsv(
        app.deps,
        await memberOf(request),
        request.params.id,
        request.query.units,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    },
  );
}
