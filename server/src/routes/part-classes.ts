import { IdParams, PartClass, PartClassInput, PartClassUpdate } from '@studio/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../http/access';
import {
  createPartClass,
  deletePartClass,
  listPartClasses,
  updatePartClass,
} from '../services/parts/part-classes';
import { catalogReaderOf } from '../services/parts/catalog-reader';
import { registerCatalogErrors } from './parts-errors';

const resource = { param: 'id', kind: 'partClass' } as const;

/** The tree of part classes: everyone with a company reads it, staff maintain it. */
export async function partClassRoutes(app: FastifyInstance) {
  registerCatalogErrors(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['parts'];
  const base = '/api/v1/part-classes';

  r.get(
    base,
    { config: { access: 'user' }, schema: { tags, response: { 200: z.array(PartClass) } } },
    async (request) => listPartClasses(app.deps, catalogReaderOf(await userOf(request))),
  );

  r.post(
    base,
    { config: { access: 'staff' }, schema: { tags, body: PartClassInput, response: { 201: PartClass } } },
    async (request, reply) => reply.code(201).send(await createPartClass(app.deps, request.body)),
  );

  r.patch(
    `${base}/:id`,
    {
      config: { access: 'staff', resource },
      schema: { tags, params: IdParams, body: PartClassUpdate, response: { 200: PartClass } },
    },
    async (request) => updatePartClass(app.deps, request.params.id, request.body),
  );

  r.delete(
    `${base}/:id`,
    { config: { access: 'staff', resource }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await deletePartClass(app.deps, request.params.id);
      return reply.code(204).send();
    },
  );
}
