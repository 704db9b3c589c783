import {
  IdParams,
  TEST_STRATEGY_BODY_LIMIT_BYTES,
  TestStrategyCreate,
  TestStrategyDetail,
  TestStrategyExportQuery,
  TestStrategyList,
  TestStrategyListQuery,
  TestStrategySaveVersion,
  TestStrategyUpdate,
  TestStrategyVersion,
  TestStrategyVersionParams,
} from '@studio/api';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../http/access';
import { createStrategy } from '../services/test-strategies/create-strategy';
import { exportStrategyVersion } from '../services/test-strategies/export-strategy';
import { getStrategy, getStrategyVersion, listStrategies } from '../services/test-strategies/list-strategies';
import { saveStrategyVersion } from '../services/test-strategies/save-strategy-version';
import type { StrategyDeps } from '../services/test-strategies/strategy-deps';
import { deleteStrategy, updateStrategy } from '../services/test-strategies/update-strategy';

const dut = { param: 'id', kind: 'dut' } as const;
const resource = { param: 'id', kind: 'testStrategy' } as const;
const version = { param: 'number', kind: 'testStrategyVersion', parent: resource } as const;
const can = (action: 'create' | 'update' | 'delete') => ({ resource: 'data', action }) as const;

/** Test strategies and their immutable versions (issue #17; contract: api/src/test-strategy.ts). */
export async function testStrategyRoutes(app: FastifyInstance) {
  await app.register(compress, { global: true, threshold: 1024 });
  // Drafting and PDFs run in the app's strategy worker threads (app.deps.strategies, app-deps.ts).
  const deps = (request: FastifyRequest): StrategyDeps => ({ ...app.deps, log: request.log });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['test-strategies'];
  const base = '/api/v1/test-strategies';

  r.get(
    base,
    {
      config: { access: 'company' },
      schema: { tags, querystring: TestStrategyListQuery, response: { 200: TestStrategyList } },
    },
    async (request) => listStrategies(app.deps, await memberOf(request), request.query),
  );

  r.get(
    '/api/v1/duts/:id/test-strategies',
    {
      config: { access: 'company', resource: dut },
      schema: {
        tags,
        params: IdParams,
        querystring: TestStrategyListQuery,
        response: { 200: TestStrategyList },
      },
    },
    async (request) => listStrategies(app.deps, await memberOf(request), request.query, request.params.id),
  );

  r.post(
    '/api/v1/duts/:id/test-strategies',
    {
      config: { access: 'company', permission: can('create'), resource: dut },
      ...app.expensive,
      schema: { tags, params: IdParams, body: TestStrategyCreate, response: { 201: TestStrategyDetail } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createStrategy(deps(request), await memberOf(request), request.params.id, request.body)),
  );

  r.get(
    `${base}/:id`,
    {
      config: { access: 'company', resource },
      schema: { tags, params: IdParams, response: { 200: TestStrategyDetail } },
    },
    async (request) => getStrategy(app.deps, await memberOf(request), request.params.id),
  );

  r.patch(
    `${base}/:id`,
    {
      config: { access: 'company', permission: can('update'), resource },
      schema: { tags, params: IdParams, body: TestStrategyUpdate, response: { 200: TestStrategyDetail } },
    },
    async (request) => updateStrategy(app.deps, await memberOf(request), request.params.id, request.body),
  );

  r.delete(
    `${base}/:id`,
    {
      config: { access: 'company', permission: can('delete'), resource },
      schema: { tags, params: IdParams },
    },
    async (request, reply) => {
      await deleteStrategy(app.deps, await memberOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  r.post(
    `${base}/:id/versions`,
    {
      bodyLimit: TEST_STRATEGY_BODY_LIMIT_BYTES,
      config: { access: 'company', permission: can('create'), resource },
      schema: {
        tags,
        params: IdParams,
        body: TestStrategySaveVersion,
        response: { 201: TestStrategyVersion },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await saveStrategyVersion(app.deps, await memberOf(request), request.params.id, request.body)),
  );

  r.get(
    `${base}/:id/versions/:number`,
    {
      config: { access: 'company', resource: version },
      schema: { tags, params: TestStrategyVersionParams, response: { 200: TestStrategyVersion } },
    },
    async (request) =>
      getStrategyVersion(app.deps, await memberOf(request), request.params.id, request.params.number),
  );

  r.get(
    `${base}/:id/versions/:number/export`,
    {
      config: { access: 'company', resource: version },
      ...app.expensive,
      schema: { tags, params: TestStrategyVersionParams, querystring: TestStrategyExportQuery },
    },
    async (request, reply) => {
      const { id, number } = request.params;
      const { format } = request.query;
      const file = await exportStrategyVersion(deps(request), await memberOf(request), id, number, format);
      return reply
        .type(file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'private, max-age=3600')
        .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
    },
  );
}
