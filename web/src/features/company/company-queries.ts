import {
  type ChangeRole,
  Company,
  type CompanyRole,
  type CreateCompany,
  type CreateInvitation,
  Invitation,
  InvitationPreview,
  Member,
  type UpdateCompany,
} from '@studio/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

const MemberList = z.array(Member);
const InvitationList = z.array(Invitation);

export const useCompanyProfile = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.companyProfile,
    queryFn: () => apiFetch('/companies/current', { schema: Company }),
    enabled,
  });

export const useMembers = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.members,
    queryFn: () => apiFetch('/companies/current/members', { schema: MemberList }),
    enabled,
  });

export const useInvitations = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.invitations,
    queryFn: () => apiFetch('/companies/current/invitations', { schema: InvitationList }),
    enabled,
  });

export const useInvitationPreview = (id: string, enabled = true) =>
  useQuery({
    queryKey: queryKeys.invitationPreview(id),
    queryFn: () => apiFetch(`/invitations/${encodeURIComponent(id)}`, { schema: InvitationPreview }),
    enabled,
  });

/** After a company change everything company-scoped is stale, and so is `me` (companies, role). */
function useRefreshCompanyScope() {
  const client = useQueryClient();
  return async () => {
    client.removeQueries({ queryKey: queryKeys.company });
    await client.invalidateQueries({ queryKey: queryKeys.me });
  };
}

export function useCreateCompany() {
  const refresh = useRefreshCompanyScope();
  return useMutation({
    mutationFn: (body: CreateCompany) => apiFetch('/companies', { method: 'POST', body, schema: Company }),
    onSuccess: refresh,
  });
}

export function useSwitchCompany() {
  const refresh = useRefreshCompanyScope();
  return useMutation({
    mutationFn: (companyId: string) =>
      apiFetch('/companies/switch', { method: 'POST', body: { companyId }, schema: Company }),
    onSuccess: refresh,
  });
}

export function useUpdateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCompany) =>
      apiFetch('/companies/current', { method: 'PATCH', body, schema: Company }),
    onSuccess: async (company) => {
      client.setQueryData(queryKeys.companyProfile, company);
      await client.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}

export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string } & ChangeRole) =>
      apiFetch(`/companies/current/members/${encodeURIComponent(userId)}`, {
        method: 'PATCH',
        body: { role },
        schema: Member,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.members }),
  });
}

export function useRemoveMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch(`/companies/current/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.members });
      await client.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}

export function useCreateInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvitation) =>
      apiFetch('/companies/current/invitations', { method: 'POST', body, schema: Invitation }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.invitations }),
  });
}

export function useCancelInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/companies/current/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.invitations }),
  });
}

export function useRespondToInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, accept }: { id: string; accept: boolean }) => {
      const path = `/invitations/${encodeURIComponent(id)}/${accept ? 'accept' : 'reject'}`;
      if (accept) return apiFetch(path, { method: 'POST', schema: Company });
      await apiFetch(path, { method: 'POST' });
      return null;
    },
    onSuccess: async () => {
      client.removeQueries({ queryKey: queryKeys.company });
      await client.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}

export const ROLE_LABELS: Record<CompanyRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  engineer: 'Engineer',
  viewer: 'Viewer',
};

export const ROLE_DESCRIPTIONS: Record<CompanyRole, string> = {
  owner: 'Everything, including deleting the company',
  admin: 'Members, invitations and company settings',
  engineer: 'Creates and edits designs, addresses and orders',
  viewer: 'Reads everything, changes nothing',
};
