import compress from '@fastify/compress';
import {
  Dut,
  DutInput,
  DutList,
  DutListQuery,
  DutRevisionInput,
  DutUpdate,
  IdParams,
  ImportJob,
  ImportJobList,
} from '@studio/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../http/access';
import { sendStoredBoard } from '../http/send-board';
import { createDut, createRevision } from '../services/duts/create-dut';
import { getDut, listDutsJson } from '../services/duts/list-duts';
import { listImportJobs } from '../services/duts/list-files';
import { openBoard } from '../services/duts/open-board';
import { requestImport } from '../services/duts/request-import';
import type { DutDeps } from '../services/duts/dut-deps';
import { deleteDut, updateDut } from '../services/duts/update-dut';

const resource = { param: 'id', kind: 'dut' } as const;
const can = (action: 'create' | 'update' | 'delete') => ({ resource: 'dut', action }) as const;

/** The services' dependencies for one request (its logger included). */
export const dutDeps = (app: FastifyInstance, request: FastifyRequest): DutDeps => ({
  ...app.deps,
  log: request.log,
});

/** DUTs (issue #4): CRUD, revisions, imports and the imported board. Files: dut-files.ts. */
export async function dutRoutes(app: FastifyInstance) {
  // gzip / brotli for this plugin's JSON answers (lists); the board is stored gzip and sent as is.
  await app.register(compress, { global: true, threshold: 1024 });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['duts'];
  const base = '/api/v1/duts';

  r.get(
    base,
    {
      config: { access: 'company' },
      schema: { tags, querystring: DutListQuery, response: { 200: DutList } },
    },
    // The answer's JSON text, often from this process's cache of the company's lists (decision 0053).
    async (request, reply) => {
      const json = await listDutsJson(app.deps, await memberOf(request), request.query);
      return reply.type('application/json; charset=utf-8').send(json as unknown as DutList);
    },
  );

  r.post(
    base,
    {
      config: { access: 'company', permission: can('create') },
      schema: { tags, body: DutInput, response: { 201: Dut } },
    },
    async (request, reply) =>
      reply.code(201).send(await createDut(dutDeps(app, request), await memberOf(request), request.body)),
  );

  r.get(
    `${base}/:id`,
    { config: { access: 'company', resource }, schema: { tags, params: IdParams, response: { 200: Dut } } },
    async (request) => getDut(app.deps, await memberOf(request), request.params.id),
  );

  r.patch(
    `${base}/:id`,
    {
      config: { access: 'company', permission: can('update'), resource },
      schema: { tags, params: IdParams, body: DutUpdate, response: { 200: Dut } },
    },
    async (request) =>
      updateDut(dutDeps(app, request), await memberOf(request), request.params.id, request.body),
  );

  r.delete(
    `${base}/:id`,
    {
      config: { access: 'company', permission: can('delete'), resource },
      schema: { tags, params: IdParams },
    },
    async (request, reply) => {
      await deleteDut(dutDeps(app, request), await memberOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  r.post(
    `${base}/:id/revisions`,
    {
      config: { access: 'company', permission: can('create'), resource },
      schema: { tags, params: IdParams, body: DutRevisionInput, response: { 201: Dut } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createRevision(
            dutDeps(app, request),
            await memberOf(request),
            request.params.id,
            request.body,
          ),
        ),
  );

  r.post(
    `${base}/:id/import`,
    {
      config: { access: 'company', permission: can('update'), resource },
      schema: { tags, params: IdParams, response: { 202: ImportJob } },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await requestImport(dutDeps(app, request), await memberOf(request), request.params.id)),
  );

  r.get(
    `${base}/:id/jobs`,
    {
      config: { access: 'company', resource },
      schema: { tags, params: IdParams, response: { 200: ImportJobList } },
    },
    async (request) => listImportJobs(dutDeps(app, request), await memberOf(request), request.params.id),
  );

  // The board in core's compact encoding (decodeBoard), stored as gzip JSON and sent without
  // recompressing; an ETag (its sha256) lets the browser revalidate instead of downloading again.
  r.get(
    `${base}/:id/board`,
    {
      config: { access: 'company', resource },
      schema: { tags, params: IdParams },
    },
    async (request, reply) =>
      sendStoredBoard(
        request,
        reply,
        await openBoard(dutDeps(app, request), await memberOf(request), request.params.id),
      ),
  );
}
