import { Address, AddressInput, IdParams } from '@studio/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../http/access';
import { getAddress, listAddresses } from '../services/addresses/list-addresses';
import {
  createAddress,
  deleteAddress,
  setDefaultAddress,
  updateAddress,
} from '../services/addresses/save-address';

const resource = { param: 'id', kind: 'address' } as const;

export async function addressRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['addresses'];
  const base = '/api/v1/addresses';

  r.get(
    base,
    { config: { access: 'company' }, schema: { tags, response: { 200: z.array(Address) } } },
    async (request) => listAddresses(app.deps, await memberOf(request)),
  );

  r.post(
    base,
    {
      config: { access: 'company', permission: { resource: 'data', action: 'create' } },
      schema: { tags, body: AddressInput, response: { 201: Address } },
    },
    async (request, reply) =>
      reply.code(201).send(await createAddress(app.deps, await memberOf(request), request.body)),
  );

  r.get(
    `${base}/:id`,
    {
      config: { access: 'company', resource },
      schema: { tags, params: IdParams, response: { 200: Address } },
    },
    async (request) => getAddress(app.deps, await memberOf(request), request.params.id),
  );

  r.patch(
    `${base}/:id`,
    {
      config: { access: 'company', permission: { resource: 'data', action: 'update' }, resource },
      schema: { tags, params: IdParams, body: AddressInput, response: { 200: Address } },
    },
    async (request) => updateAddress(app.deps, await memberOf(request), request.params.id, request.body),
  );

  r.delete(
    `${base}/:id`,
    {
      config: { access: 'company', permission: { resource: 'data', action: 'delete' }, resource },
      schema: { tags, params: IdParams },
    },
    async (request, reply) => {
      await deleteAddress(app.deps, await memberOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  r.post(
    `${base}/:id/default`,
    {
      config: { access: 'company', permission: { resource: 'data', action: 'update' }, resource },
      schema: { tags, params: IdParams, response: { 200: Address } },
    },
    async (request) => setDefaultAddress(app.deps, await memberOf(request), request.params.id),
  );
}
