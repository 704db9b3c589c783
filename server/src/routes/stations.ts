import { IdParams, StationProfile, StationProfileInput } from '@studio/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../http/access';
import { getStation, listStations } from '../services/stations/list-stations';
import { createStation, deleteStation, updateStation } from '../services/stations/save-station';

/** Station profiles (api/src/station.ts; decision 0061). */
export async function stationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['stations'];
  const base = '/api/v1/stations';
  const resource = { param: 'id', kind: 'station' } as const;

  r.get(
    base,
    { config: { access: 'company' }, schema: { tags, response: { 200: z.array(StationProfile) } } },
    async (request) => listStations(app.deps, await memberOf(request)),
  );

  r.post(
    base,
    {
      config: { access: 'company', permission: { resource: 'data', action: 'create' } },
      schema: { tags, body: StationProfileInput, response: { 201: StationProfile } },
    },
    async (request, reply) =>
      reply.code(201).send(await createStation(app.deps, await memberOf(request), request.body)),
  );

  r.get(
    `${base}/:id`,
    {
      config: { access: 'company', resource },
      schema: { tags, params: IdParams, response: { 200: StationProfile } },
    },
    async (request) => getStation(app.deps, await memberOf(request), request.params.id),
  );

  r.patch(
    `${base}/:id`,
    {
      config: { access: 'company', permission: { resource: 'data', action: 'update' }, resource },
      schema: { tags, params: IdParams, body: StationProfileInput, response: { 200: StationProfile } },
    },
    async (request) => updateStation(app.deps, await memberOf(request), request.params.id, request.body),
  );

  r.delete(
    `${base}/:id`,
    {
      config: { access: 'company', permission: { resource: 'data', action: 'delete' }, resource },
      schema: { tags, params: IdParams },
    },
    async (request, reply) => {
      await deleteStation(app.deps, await memberOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
