import {
  IdParams,
  OrderableVersion,
  SolutionBasis,
  TestConfigVersionRefParams,
  TestSolution,
  TestSolutionInput,
  TestSolutionSummary,
  DeliveryOrder,
  SubmitSolutionInput,
} from '@studio/api';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../http/access';
import type { DftDeps } from '../services/dft-reports/dft-deps';
import { solutionQuote } from '../services/solutions/solution-files';
import { orderableVersions, solutionBasis } from '../services/solutions/solution-basis';
import {
  createSolution,
  deleteSolution,
  getSolution,
  listSolutions,
  updateSolution,
} from '../services/solutions/save-solution';
import { submitSolution } from '../services/solutions/submit-solution';

const solution = { param: 'id', kind: 'testSolution' } as const;
const version = {
  param: 'number',
  kind: 'testConfigVersion',
  parent: { param: 'id', kind: 'testConfig' },
} as const;
const edit = { resource: 'data', action: 'update' } as const;

/** Test solutions (issue 16; contract: api/src/solution.ts). Designing a fixture takes a DFT worker thread. */
export async function solutionRoutes(app: FastifyInstance) {
  await app.register(compress, { global: true, threshold: 1024 });
  const deps = (request: FastifyRequest): DftDeps => ({ ...app.deps, log: request.log });
  const expensive = app.expensive;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['test-solutions'];
  const base = '/api/v1/test-solutions';

  r.get(
    '/api/v1/duts/:id/orderable-versions',
    {
      config: { access: 'company', resource: { param: 'id', kind: 'dut' } },
      schema: { tags, params: IdParams, response: { 200: z.array(OrderableVersion) } },
    },
    async (request) => orderableVersions(deps(request), await memberOf(request), request.params.id),
  );

  r.get(
    '/api/v1/test-configs/:id/versions/:number/solution-basis',
    {
      config: { access: 'company', resource: version },
      ...expensive,
      schema: { tags, params: TestConfigVersionRefParams, response: { 200: SolutionBasis } },
    },
    async (request) =>
      solutionBasis(deps(request), await memberOf(request), request.params.id, request.params.number),
  );

  r.get(
    base,
    { config: { access: 'company' }, schema: { tags, response: { 200: z.array(TestSolutionSummary) } } },
    async (request) => listSolutions(app.deps, await memberOf(request)),
  );

  r.post(
    base,
    {
      config: { access: 'company', permission: { resource: 'data', action: 'create' } },
      ...expensive,
      schema: { tags, body: TestSolutionInput, response: { 201: TestSolution } },
    },
    async (request, reply) =>
      reply.code(201).send(await createSolution(deps(request), await memberOf(request), request.body)),
  );

  r.get(
    `${base}/:id`,
    {
      config: { access: 'company', resource: solution },
      schema: { tags, params: IdParams, response: { 200: TestSolution } },
    },
    async (request) => getSolution(app.deps, await memberOf(request), request.params.id),
  );

  r.patch(
    `${base}/:id`,
    {
      config: { access: 'company', permission: edit, resource: solution },
      ...expensive,
      schema: { tags, params: IdParams, body: TestSolutionInput, response: { 200: TestSolution } },
    },
    async (request) =>
      updateSolution(deps(request), await memberOf(request), request.params.id, request.body),
  );

  r.delete(
    `${base}/:id`,
    {
      config: { access: 'company', permission: { resource: 'data', action: 'delete' }, resource: solution },
      schema: { tags, params: IdParams },
    },
    async (request, reply) => {
      await deleteSolution(app.deps, await memberOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  r.post(
    `${base}/:id/submit`,
    {
      config: { access: 'company', permission: edit, resource: solution },
      ...expensive,
      schema: {
        tags,
        params: IdParams,
        body: SubmitSolutionInput.nullable(),
        response: { 201: DeliveryOrder },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await submitSolution(deps(request), await memberOf(request), request.params.id, request.body ?? {}),
        ),
  );

  r.get(
    `${base}/:id/quote.pdf`,
    { config: { access: 'company', resource: solution }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      const { pdf, fileName } = await solutionQuote(app.deps, await memberOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    },
  );
}
