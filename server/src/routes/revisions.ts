import { IdParams, RevisionCompareQuery, RevisionCompareResponse } from '@studio/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../http/access';
import type { perUserConcurrency } from '../http/per-user-limit';
import type { DftDeps } from '../services/dft-reports/dft-deps';
import { compareDutRevisions } from '../services/revisions/compare-revisions';

const dut = { param: 'id', kind: 'dut' } as const;

/**
 * Revision compare (issue 19, decision 0032; contract: api/src/revision.ts): the verdict for the
 * fixture of rev A on the DUT (rev B) and the delta files. Registered by the DFT routes, whose worker
 * threads compare the boards; each call takes one (EXPENSIVE_REQUESTS_PER_USER at once per user).
 */
export function revisionRoutes(
  app: FastifyInstance,
  deps: (request: FastifyRequest) => DftDeps,
  expensive: ReturnType<typeof perUserConcurrency>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['revisions'];

  r.get(
    '/api/v1/duts/:id/revision-compare',
    {
      config: { access: 'company', resource: dut },
      ...expensive,
      schema: {
        tags,
        params: IdParams,
        querystring: RevisionCompareQuery,
        response: { 200: RevisionCompareResponse },
      },
    },
    async (request, reply) => {
      const run = await compareDutRevisions(
        deps(request),
        await memberOf(request),
        request.params.id,
        request.query,
      );
      return reply.header('Cache-Control', 'private, no-store').send(run.response);
    },
  );

  r.get(
    '/api/v1/duts/:id/revision-compare/delta.zip',
    {
      config: { access: 'company', resource: dut },
      ...expensive,
      schema: { tags, params: IdParams, querystring: RevisionCompareQuery },
    },
    async (request, reply) => {
      const run = await compareDutRevisions(
        deps(request),
        await memberOf(request),
        request.params.id,
        request.query,
        true,
      );
      const zip = run.zip!;
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="${run.fileName}"`)
        .header('X-Fixture-Verdict', run.response.comparison.verdict)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );
}
