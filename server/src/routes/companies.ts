import {
  ChangeRole,
  Company,
  CreateCompany,
  CreateInvitation,
  Invitation,
  Member,
  SwitchCompany,
  UpdateCompany,
} from '@studio/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf, userOf } from '../http/access';
import { changeMemberRole } from '../services/companies/change-member-role';
import { createCompany } from '../services/companies/create-company';
import { getCompany, updateCompany } from '../services/companies/get-company';
import { listMembers } from '../services/companies/list-members';
import { removeMember } from '../services/companies/remove-member';
import { switchCompany } from '../services/companies/switch-company';
import { cancelInvitation } from '../services/invitations/cancel-invitation';
import { createInvitation } from '../services/invitations/create-invitation';
import { listInvitations } from '../services/invitations/list-invitations';

const UserIdParams = z.object({ userId: z.string().min(1).max(100) });
const IdParams = z.object({ id: z.string().min(1).max(100) });

export async function companyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['companies'];
  const base = '/api/v1/companies';

  r.post(
    base,
    { config: { access: 'user' }, schema: { tags, body: CreateCompany, response: { 201: Company } } },
    async (request, reply) =>
      reply.code(201).send(await createCompany(app.deps, await userOf(request), request.body)),
  );

  r.post(
    `${base}/switch`,
    { config: { access: 'user' }, schema: { tags, body: SwitchCompany, response: { 200: Company } } },
    async (request) => switchCompany(app.deps, await userOf(request), request.body),
  );

  r.get(
    `${base}/current`,
    { config: { access: 'company' }, schema: { tags, response: { 200: Company } } },
    async (request) => getCompany(app.deps, await memberOf(request)),
  );

  r.patch(
    `${base}/current`,
    {
      config: { access: 'company', permission: { resource: 'company', action: 'update' } },
      schema: { tags, body: UpdateCompany, response: { 200: Company } },
    },
    async (request) => updateCompany(app.deps, await memberOf(request), request.body),
  );

  r.get(
    `${base}/current/members`,
    { config: { access: 'company' }, schema: { tags, response: { 200: z.array(Member) } } },
    async (request) => listMembers(app.deps, await memberOf(request)),
  );

  r.patch(
    `${base}/current/members/:userId`,
    {
      config: {
        access: 'company',
        permission: { resource: 'member', action: 'update' },
        resource: { param: 'userId', kind: 'member' },
      },
      schema: { tags, params: UserIdParams, body: ChangeRole, response: { 200: Member } },
    },
    async (request) =>
      changeMemberRole(app.deps, await memberOf(request), request.params.userId, request.body),
  );

  r.delete(
    `${base}/current/members/:userId`,
    {
      config: {
        access: 'company',
        permission: { resource: 'member', action: 'delete' },
        resource: { param: 'userId', kind: 'member' },
      },
      schema: { tags, params: UserIdParams },
    },
    async (request, reply) => {
      await removeMember(app.deps, await memberOf(request), request.params.userId);
      return reply.code(204).send();
    },
  );

  r.get(
    `${base}/current/invitations`,
    {
      config: { access: 'company', permission: { resource: 'invitation', action: 'read' } },
      schema: { tags, response: { 200: z.array(Invitation) } },
    },
    async (request) => listInvitations(app.deps, await memberOf(request)),
  );

  r.post(
    `${base}/current/invitations`,
    {
      config: { access: 'company', permission: { resource: 'invitation', action: 'create' } },
      schema: { tags, body: CreateInvitation, response: { 201: Invitation } },
    },
    async (request, reply) =>
      reply.code(201).send(await createInvitation(app.deps, await memberOf(request), request.body)),
  );

  r.delete(
    `${base}/current/invitations/:id`,
    {
      config: {
        access: 'company',
        permission: { resource: 'invitation', action: 'cancel' },
        resource: { param: 'id', kind: 'invitation' },
      },
      schema: { tags, params: IdParams },
    },
    async (request, reply) => {
      await cancelInvitation(app.deps, await memberOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
