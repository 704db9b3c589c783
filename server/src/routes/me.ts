import { Me, UpdatePreferences, UpdateProfile } from '@studio/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../http/access';
import { getMe } from '../services/account/get-me';
import { updatePreferences, updateProfile } from '../services/account/update-profile';

export async function meRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  r.get(
    '/api/v1/me',
    { config: { access: 'user' }, schema: { tags, response: { 200: Me } } },
    async (request) => getMe(app.deps, await userOf(request)),
  );

  r.patch(
    '/api/v1/me',
    { config: { access: 'user' }, schema: { tags, body: UpdateProfile, response: { 200: Me } } },
    async (request) => updateProfile(app.deps, await userOf(request), request.body),
  );

  r.patch(
    '/api/v1/me/preferences',
    { config: { access: 'user' }, schema: { tags, body: UpdatePreferences, response: { 200: Me } } },
    async (request) => updatePreferences(app.deps, await userOf(request), request.body),
  );
}
