import {
  FixtureCatalogResponse,
  FixturePackage,
  PowerProbesRequest,
  PowerProbesResult,
  TESTER_DOWNLOADS,
  TestConfigVersionRefParams,
} from '@studio/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../http/access';
import type { DftDeps } from '../services/dft-reports/dft-deps';
import { addPowerProbes } from '../services/fixtures/add-power-probes';
import { loadFixtureCatalog } from '../services/fixtures/load-catalog';
import {
  getFixturePackage,
  openFixturePackage,
  requestFixturePackage,
} from '../services/fixtures/request-package';
import { testerFile } from '../services/fixtures/tester-file';

const version = {
  param: 'number',
  kind: 'testConfigVersion',
  parent: { param: 'id', kind: 'testConfig' },
} as const;

/**
 * Fixture design (issue 15): the fabrication package of a test-config version, and the catalog the
 * browser designs from while the selection changes. Registered by the DFT routes, whose worker pool
 * writes the package.
 */
export function fixtureRoutes(app: FastifyInstance, deps: (request: FastifyRequest) => DftDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['fixtures'];

  // Generating is a durable job (issue 15: large boards take seconds to minutes); the web follows it
  // through the live `fixture.package` event and downloads the stored zip when it is ready.
  r.post(
    '/api/v1/test-configs/:id/versions/:number/fixture-package',
    {
      config: { access: 'company', resource: version },
      schema: { tags, params: TestConfigVersionRefParams, response: { 202: FixturePackage } },
    },
    async (request, reply) => {
      const pkg = await requestFixturePackage(
        { ...deps(request), jobs: app.deps.jobs },
        await memberOf(request),
        request.params.id,
        request.params.number,
      );
      return reply.code(202).send(pkg);
    },
  );

  r.get(
    '/api/v1/test-configs/:id/versions/:number/fixture-package',
    {
      config: { access: 'company', resource: version },
      schema: { tags, params: TestConfigVersionRefParams, response: { 200: FixturePackage } },
    },
    async (request) =>
      getFixturePackage(deps(request), await memberOf(request), request.params.id, request.params.number),
  );

  r.get(
    '/api/v1/test-configs/:id/versions/:number/fixture-package.zip',
    {
      config: { access: 'company', resource: version },
      schema: { tags, params: TestConfigVersionRefParams },
    },
    async (request, reply) => {
      const pkg = await openFixturePackage(
        deps(request),
        await memberOf(request),
        request.params.id,
        request.params.number,
      );
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="${pkg.fileName}"`)
        .header('X-Fixture-Verdict', pkg.verdict)
        .header('X-Fixture-Probes', String(pkg.probes))
        .header('Cache-Control', 'private, no-store')
        .send(pkg.stream);
    },
  );

  // The files testers and test houses load (issue 27, decision 0060), one route per file: the same
  // bytes as the package's `tester/…`, written on request in a DFT worker thread.
  for (const download of TESTER_DOWNLOADS) {
    r.get(
      `/api/v1/test-configs/:id/versions/:number/${download.path}`,
      {
        config: { access: 'company', resource: version },
        ...app.expensive,
        schema: { tags, params: TestConfigVersionRefParams },
      },
      async (request, reply) => {
        const file = await testerFile(
          deps(request),
          await memberOf(request),
          request.params.id,
          request.params.number,
          download,
        );
        return reply
          .type(download.contentType)
          .header('Content-Disposition', `attachment; filename="${download.fileName}"`)
          .header('X-Fixture-Verdict', file.verdict)
          .header('Cache-Control', 'private, no-store')
          .send(file.text);
      },
    );
  }

  // The probes a supply or ground net lacks for its current and sense line, added as a new version
  // (decision 0074): designing reads the whole board, so it is expensive work in a DFT worker thread.
  r.post(
    '/api/v1/test-configs/:id/versions/:number/power-probes',
    {
      config: { access: 'company', permission: { resource: 'data', action: 'create' }, resource: version },
      ...app.expensive,
      schema: {
        tags,
        params: TestConfigVersionRefParams,
        body: PowerProbesRequest,
        response: { 200: PowerProbesResult },
      },
    },
    async (request) =>
      addPowerProbes(
        deps(request),
        await memberOf(request),
        request.params.id,
        request.params.number,
        request.body,
      ),
  );

  // The catalog as the design reads it (instance-wide, read-only for customers like the parts screens).
  r.get(
    '/api/v1/fixture-catalog',
    { config: { access: 'company' }, schema: { tags, response: { 200: FixtureCatalogResponse } } },
    async (request) => {
      await memberOf(request);
      return loadFixtureCatalog(app.deps.db) as Promise<FixtureCatalogResponse>;
    },
  );
}
