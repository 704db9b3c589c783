import { GrantStaff, StaffStatus } from '@studio/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { grantStaff } from '../services/account/grant-staff';

export async function adminRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/admin/staff',
    {
      config: { access: 'staff' },
      schema: { tags: ['admin'], body: GrantStaff, response: { 200: StaffStatus } },
    },
    async (request) => grantStaff(app.deps, request.body),
  );
}
