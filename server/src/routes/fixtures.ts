import { FixtureCatalogResponse, TestConfigVersionRefParams } from '@studio/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../http/access';
import type { DftDeps } from '../services/dft-reports/dft-deps';
import { loadFixtureCatalog } from '../services/fixtures/load-catalog';
import { generateFixturePackage } from '../services/fixtures/fixture-package';

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

  r.get(
    '/api/v1/test-configs/:id/versions/:number/fixture-package.zip',
    {
      config: { access: 'company', resource: version },
      schema: { tags, params: TestConfigVersionRefParams },
    },
    async (request, reply) => {
      const { zip, fileName, summary } = await generateFixturePackage(
        deps(request),
        await memberOf(request),
        request.params.id,
        request.params.number,
      );
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('X-Fixture-Verdict', summary.verdict)
        .header('X-Fixture-Probes', String(summary.probes))
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
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
