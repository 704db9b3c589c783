import {
  FixtureWearRow,
  IdParams,
  LimitsApplied,
  LimitsApply,
  LimitsProposal,
  MeasurementDistribution,
  MeasurementQuery,
  ProductionContacts,
  ResultsDashboard,
  ResultsQuery,
  RunKeyQuery,
  RunReceipt,
  RunUpload,
  SerialHistory,
  SerialQuery,
  TestStation,
  TestStationInput,
  TestStationWithToken,
  TestStrategyVersionParams,
} from '@studio/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../http/access';
import { fixtureWear } from '../services/results/fixture-wear';
import {
  applyProductionLimitsVersion,
  proposeProductionLimits,
} from '../services/results/limits-from-production';
import { measurementDistribution } from '../services/results/measurement-distribution';
import { productionContacts } from '../services/results/production-contacts';
import { findRunByKey, recordRun } from '../services/results/record-run';
import { resultsDashboard } from '../services/results/results-dashboard';
import { serialHistory } from '../services/results/serial-history';
import { stationOf } from '../services/results/station-token';
import {
  createTestStation,
  listTestStations,
  renewStationToken,
  revokeTestStation,
} from '../services/results/test-stations';

/** A run upload of 20,000 measurements is about 6 MB of JSON. */
const RUN_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

/** Production test results (api/src/results.ts, decision 0065). */
export async function resultsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['results'];
  const stations = '/api/v1/test-stations';
  const station = { param: 'id', kind: 'testStation' } as const;
  const version = {
    param: 'number',
    kind: 'testStrategyVersion',
    parent: { param: 'id', kind: 'testStrategy' },
  } as const;
  const manage = (action: 'create' | 'update') => ({ resource: 'data', action }) as const;

  r.get(
    stations,
    { config: { access: 'company' }, schema: { tags, response: { 200: z.array(TestStation) } } },
    async (request) => listTestStations(app.deps, await memberOf(request)),
  );

  r.post(
    stations,
    {
      config: { access: 'company', permission: manage('create') },
      schema: { tags, body: TestStationInput, response: { 201: TestStationWithToken } },
    },
    async (request, reply) =>
      reply.code(201).send(await createTestStation(app.deps, await memberOf(request), request.body)),
  );

  r.post(
    `${stations}/:id/token`,
    {
      config: { access: 'company', permission: manage('update'), resource: station },
      schema: { tags, params: IdParams, response: { 200: TestStationWithToken } },
    },
    async (request) => renewStationToken(app.deps, await memberOf(request), request.params.id),
  );

  r.post(
    `${stations}/:id/revoke`,
    {
      config: { access: 'company', permission: manage('update'), resource: station },
      schema: { tags, params: IdParams, response: { 200: TestStation } },
    },
    async (request) => revokeTestStation(app.deps, await memberOf(request), request.params.id),
  );

  // A station's own routes: its token, not a session (docs/results-api.md).
  r.post(
    '/api/v1/results/runs',
    {
      config: { access: 'station' },
      bodyLimit: RUN_BODY_LIMIT_BYTES,
      schema: { tags, body: RunUpload, response: { 200: RunReceipt, 201: RunReceipt } },
    },
    async (request, reply) => {
      const receipt = await recordRun({ ...app.deps, log: request.log }, stationOf(request), request.body);
      return reply.code(receipt.duplicate ? 200 : 201).send(receipt);
    },
  );

  r.get(
    '/api/v1/results/runs',
    {
      config: { access: 'station' },
      schema: { tags, querystring: RunKeyQuery, response: { 200: RunReceipt } },
    },
    async (request) => findRunByKey(app.deps, stationOf(request), request.query.key),
  );

  r.get(
    '/api/v1/test-strategies/:id/versions/:number/results',
    {
      config: { access: 'company', resource: version },
      schema: {
        tags,
        params: TestStrategyVersionParams,
        querystring: ResultsQuery,
        response: { 200: ResultsDashboard },
      },
    },
    async (request) =>
      resultsDashboard(
        app.deps,
        await memberOf(request),
        request.params.id,
        request.params.number,
        request.query,
      ),
  );

  r.get(
    '/api/v1/test-strategies/:id/versions/:number/results/measurement',
    {
      config: { access: 'company', resource: version },
      schema: {
        tags,
        params: TestStrategyVersionParams,
        querystring: MeasurementQuery,
        response: { 200: MeasurementDistribution },
      },
    },
    async (request) =>
      measurementDistribution(
        app.deps,
        await memberOf(request),
        request.params.id,
        request.params.number,
        request.query,
      ),
  );

  // Limits from production (decision 0068): the proposal, and applying it as the next version.
  const limits = '/api/v1/test-strategies/:id/versions/:number/results/limits';
  r.get(
    limits,
    {
      config: { access: 'company', resource: version },
      schema: {
        tags,
        params: TestStrategyVersionParams,
        querystring: ResultsQuery,
        response: { 200: LimitsProposal },
      },
    },
    async (request) =>
      proposeProductionLimits(
        app.deps,
        await memberOf(request),
        request.params.id,
        request.params.number,
        request.query,
      ),
  );

  r.post(
    limits,
    {
      config: { access: 'company', permission: manage('create'), resource: version },
      schema: {
        tags,
        params: TestStrategyVersionParams,
        body: LimitsApply,
        response: { 201: LimitsApplied },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await applyProductionLimitsVersion(
            app.deps,
            await memberOf(request),
            request.params.id,
            request.params.number,
            request.body,
          ),
        ),
  );

  r.get(
    '/api/v1/results/serials',
    {
      config: { access: 'company' },
      schema: { tags, querystring: SerialQuery, response: { 200: SerialHistory } },
    },
    async (request) => serialHistory(app.deps, await memberOf(request), request.query.serial),
  );

  r.get(
    '/api/v1/results/fixture-wear',
    { config: { access: 'company' }, schema: { tags, response: { 200: z.array(FixtureWearRow) } } },
    async (request) => fixtureWear(app.deps, await memberOf(request)),
  );

  r.get(
    '/api/v1/duts/:id/production-contacts',
    {
      config: { access: 'company', resource: { param: 'id', kind: 'dut' } },
      schema: { tags, params: IdParams, response: { 200: ProductionContacts } },
    },
    async (request) => productionContacts(app.deps, await memberOf(request), request.params.id),
  );
}
