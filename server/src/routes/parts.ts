import {
  CompatibilityInput,
  CompatiblePart,
  IdParams,
  KitFit,
  KitFitQuery,
  Part,
  PartDetail,
  PartDuplicateInput,
  PartInput,
  PartList,
  PartListQuery,
  ProbeQuery,
} from '@studio/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../http/access';
import { setCompatibility } from '../services/parts/compatibility';
import { findProbes, findSmallestKit, receptaclesForProbe } from '../services/parts/fixture-queries';
import { compatibleParts, getPart, listParts } from '../services/parts/list-parts';
import { createPart, duplicatePart, setPartActive, updatePart } from '../services/parts/save-part';
import { catalogReaderOf } from '../services/parts/catalog-reader';
import { registerCatalogErrors } from './parts-errors';

const resource = { param: 'id', kind: 'part' } as const;

/**
 * The parts catalog (api/src/parts.ts lists every route and who may call it). Reads: any signed-in
 * member of a company (active parts) or staff (everything); writes: staff.
 */
export async function partRoutes(app: FastifyInstance) {
  registerCatalogErrors(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['parts'];
  const base = '/api/v1/parts';
  const reader = async (request: Parameters<typeof userOf>[0]) => catalogReaderOf(await userOf(request));

  r.get(
    base,
    { config: { access: 'user' }, schema: { tags, querystring: PartListQuery, response: { 200: PartList } } },
    async (request) => listParts(app.deps, await reader(request), request.query),
  );

  r.post(
    base,
    { config: { access: 'staff' }, schema: { tags, body: PartInput, response: { 201: PartDetail } } },
    async (request, reply) =>
      reply.code(201).send(await createPart(app.deps, await userOf(request), request.body)),
  );

  r.get(
    `${base}/probes`,
    {
      config: { access: 'user' },
      schema: { tags, querystring: ProbeQuery, response: { 200: z.array(Part) } },
    },
    async (request) => findProbes(app.deps, await reader(request), request.query),
  );

  r.get(
    `${base}/fixture-kits/fit`,
    { config: { access: 'user' }, schema: { tags, querystring: KitFitQuery, response: { 200: KitFit } } },
    async (request) => findSmallestKit(app.deps, await reader(request), request.query),
  );

  r.get(
    `${base}/:id`,
    {
      config: { access: 'user', resource },
      schema: { tags, params: IdParams, response: { 200: PartDetail } },
    },
    async (request) => getPart(app.deps, await reader(request), request.params.id),
  );

  r.put(
    `${base}/:id`,
    {
      config: { access: 'staff', resource },
      schema: { tags, params: IdParams, body: PartInput, response: { 200: PartDetail } },
    },
    async (request) => updatePart(app.deps, await userOf(request), request.params.id, request.body),
  );

  r.post(
    `${base}/:id/duplicate`,
    {
      config: { access: 'staff', resource },
      schema: { tags, params: IdParams, body: PartDuplicateInput, response: { 201: PartDetail } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await duplicatePart(app.deps, await userOf(request), request.params.id, request.body)),
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    r.post(
      `${base}/:id/${action}`,
      {
        config: { access: 'staff', resource },
        schema: { tags, params: IdParams, response: { 200: PartDetail } },
      },
      async (request) => setPartActive(app.deps, await userOf(request), request.params.id, active),
    );
  }

  r.get(
    `${base}/:id/compatibility`,
    {
      config: { access: 'user', resource },
      schema: { tags, params: IdParams, response: { 200: z.array(CompatiblePart) } },
    },
    async (request) => compatibleParts(app.deps.db, request.params.id, await reader(request)),
  );

  r.put(
    `${base}/:id/compatibility`,
    {
      config: { access: 'staff', resource },
      schema: {
        tags,
        params: IdParams,
        body: CompatibilityInput,
        response: { 200: z.array(CompatiblePart) },
      },
    },
    async (request) => setCompatibility(app.deps, request.params.id, request.body.partIds),
  );

  r.get(
    `${base}/:id/receptacles`,
    {
      config: { access: 'user', resource },
      schema: { tags, params: IdParams, response: { 200: z.array(Part) } },
    },
    async (request) => receptaclesForProbe(app.deps, await reader(request), request.params.id),
  );
}
