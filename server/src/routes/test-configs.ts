import {
  IdParams,
  TEST_CONFIG_BODY_LIMIT_BYTES,
  TestConfigCreate,
  TestConfigDetail,
  TestConfigList,
  TestConfigRename,
  TestConfigSaveVersion,
  TestConfigVersion,
  TestConfigVersionRefParams,
} from '@studio/api';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../http/access';
import { sendStoredBoard } from '../http/send-board';
import { createTestConfig } from '../services/test-configs/create-test-config';
import { getTestConfig, getVersion, listTestConfigs } from '../services/test-configs/list-test-configs';
import { openVersionBoard } from '../services/test-configs/open-version-board';
import { saveVersion } from '../services/test-configs/save-version';
import { deleteTestConfig, renameTestConfig } from '../services/test-configs/update-test-config';
import { dutDeps } from './duts';

const dut = { param: 'id', kind: 'dut' } as const;
const resource = { param: 'id', kind: 'testConfig' } as const;
const version = { param: 'number', kind: 'testConfigVersion', parent: resource } as const;
const can = (action: 'create' | 'update' | 'delete') => ({ resource: 'data', action }) as const;

/** Test configs of a DUT and their immutable versions (issue #5; contract: api/src/test-config.ts). */
export async function testConfigRoutes(app: FastifyInstance) {
  // gzip / brotli for the JSON answers (reports and configurations can be megabytes); stored
  // boards are sent already gzipped.
  await app.register(compress, { global: true, threshold: 1024 });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['test-configs'];
  const base = '/api/v1/test-configs';

  r.get(
    '/api/v1/duts/:id/test-configs',
    {
      config: { access: 'company', resource: dut },
      schema: { tags, params: IdParams, response: { 200: TestConfigList } },
    },
    async (request) => listTestConfigs(app.deps, await memberOf(request), request.params.id),
  );

  r.post(
    '/api/v1/duts/:id/test-configs',
    {
      bodyLimit: TEST_CONFIG_BODY_LIMIT_BYTES,
      config: { access: 'company', permission: can('create'), resource: dut },
      schema: { tags, params: IdParams, body: TestConfigCreate, response: { 201: TestConfigDetail } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createTestConfig(app.deps, await memberOf(request), request.params.id, request.body)),
  );

  r.get(
    `${base}/:id`,
    {
      config: { access: 'company', resource },
      schema: { tags, params: IdParams, response: { 200: TestConfigDetail } },
    },
    async (request) => getTestConfig(app.deps, await memberOf(request), request.params.id),
  );

  r.patch(
    `${base}/:id`,
    {
      config: { access: 'company', permission: can('update'), resource },
      schema: { tags, params: IdParams, body: TestConfigRename, response: { 200: TestConfigDetail } },
    },
    async (request) => renameTestConfig(app.deps, await memberOf(request), request.params.id, request.body),
  );

  r.delete(
    `${base}/:id`,
    {
      config: { access: 'company', permission: can('delete'), resource },
      schema: { tags, params: IdParams },
    },
    async (request, reply) => {
      await deleteTestConfig(dutDeps(app, request), await memberOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  r.post(
    `${base}/:id/versions`,
    {
      bodyLimit: TEST_CONFIG_BODY_LIMIT_BYTES,
      config: { access: 'company', permission: can('create'), resource },
      schema: { tags, params: IdParams, body: TestConfigSaveVersion, response: { 201: TestConfigVersion } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await saveVersion(app.deps, await memberOf(request), request.params.id, request.body)),
  );

  r.get(
    `${base}/:id/versions/:number`,
    {
      config: { access: 'company', resource: version },
      schema: { tags, params: TestConfigVersionRefParams, response: { 200: TestConfigVersion } },
    },
    async (request) =>
      getVersion(app.deps, await memberOf(request), request.params.id, request.params.number),
  );

  // The board the version was saved for (it stays in storage after a re-import of the DUT).
  r.get(
    `${base}/:id/versions/:number/board`,
    {
      config: { access: 'company', resource: version },
      schema: { tags, params: TestConfigVersionRefParams },
    },
    async (request, reply) =>
      sendStoredBoard(
        request,
        reply,
        await openVersionBoard(
          dutDeps(app, request),
          await memberOf(request),
          request.params.id,
          request.params.number,
        ),
      ),
  );
}
