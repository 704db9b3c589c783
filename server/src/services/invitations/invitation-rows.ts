import type { CompanyRole, Invitation } from '@studio/api';
import type { invitation } from '../../db/schema/index';
import { iso } from '../context';

export type InvitationRow = typeof invitation.$inferSelect;

/** Invitations are valid for a week. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type InvitationStatus = Invitation['status'];

/** A pending invitation past its date reads as expired (nothing rewrites the row). */
export function statusOf(row: InvitationRow, now = new Date()): InvitationStatus {
  if (row.status === 'pending' && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.status as InvitationStatus;
}

export function toInvitation(row: InvitationRow, inviterName: string | null): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: (row.role ?? 'viewer') as CompanyRole,
    status: statusOf(row),
    invitedBy: inviterName,
    expiresAt: iso(row.expiresAt),
    createdAt: iso(row.createdAt),
  };
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
