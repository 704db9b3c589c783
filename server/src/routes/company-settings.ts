import { CompanyDftThresholds, DftThresholdsInput } from '@studio/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../http/access';
import {
  getDftThresholds,
  putDftThresholds,
  resetDftThresholds,
} from '../services/company-settings/dft-thresholds';

const settings = { resource: 'company', action: 'update' } as const;

/** Company settings of `/settings/company` that live outside the company row: DFT thresholds. */
export async function companySettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['companies'];
  const path = '/api/v1/companies/current/dft-thresholds';

  r.get(
    path,
    { config: { access: 'company' }, schema: { tags, response: { 200: CompanyDftThresholds } } },
    async (request) => getDftThresholds(app.deps, await memberOf(request)),
  );

  r.put(
    path,
    {
      config: { access: 'company', permission: settings },
      schema: { tags, body: DftThresholdsInput, response: { 200: CompanyDftThresholds } },
    },
    async (request) => putDftThresholds(app.deps, await memberOf(request), request.body),
  );

  r.delete(
    path,
    {
      config: { access: 'company', permission: settings },
      schema: { tags, response: { 200: CompanyDftThresholds } },
    },
    async (request) => resetDftThresholds(app.deps, await memberOf(request)),
  );
}
