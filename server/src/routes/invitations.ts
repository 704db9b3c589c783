import { Company, IdParams, InvitationPreview } from '@studio/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../http/access';
import {
  acceptInvitation,
  previewInvitation,
  rejectInvitation,
} from '../services/invitations/respond-to-invitation';

/** The invitee's side of an invitation (the /confirm?type=invite&id=… page). */
export async function invitationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invitations'];
  const config = { access: 'user', resource: { param: 'id', kind: 'invitation' } } as const;

  r.get(
    '/api/v1/invitations/:id',
    { config, schema: { tags, params: IdParams, response: { 200: InvitationPreview } } },
    async (request) => previewInvitation(app.deps, await userOf(request), request.params.id),
  );

  r.post(
    '/api/v1/invitations/:id/accept',
    { config, schema: { tags, params: IdParams, response: { 200: Company } } },
    async (request) => acceptInvitation(app.deps, await userOf(request), request.params.id),
  );

  r.post(
    '/api/v1/invitations/:id/reject',
    { config, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await rejectInvitation(app.deps, await userOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
