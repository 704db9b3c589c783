import { z } from 'zod';
import { CompanyRole } from './account';

export const CompanyName = z.string().trim().min(2, 'Company name needs at least 2 characters').max(100);

export const CreateCompany = z.object({ name: CompanyName });
export type CreateCompany = z.infer<typeof CreateCompany>;

export const SwitchCompany = z.object({ companyId: z.string().min(1) });
export type SwitchCompany = z.infer<typeof SwitchCompany>;

/** GET /api/v1/companies/current */
export const Company = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  role: CompanyRole,
  website: z.string().nullable(),
  vatId: z.string().nullable(),
  /** Where the company is registered (ISO 3166-1 alpha-2): its VAT/tax ID's country, new addresses' default. */
  countryCode: z.string().nullable(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof Company>;

export const Member = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: CompanyRole,
  joinedAt: z.string(),
});
export type Member = z.infer<typeof Member>;

export const ChangeRole = z.object({ role: CompanyRole });
export type ChangeRole = z.infer<typeof ChangeRole>;

export const InvitationStatus = z.enum(['pending', 'accepted', 'rejected', 'canceled', 'expired']);

export const Invitation = z.object({
  id: z.string(),
  email: z.string(),
  role: CompanyRole,
  status: InvitationStatus,
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof Invitation>;

export const CreateInvitation = z.object({
  email: z.email('Enter a valid e-mail address'),
  role: CompanyRole.exclude(['owner']),
});
export type CreateInvitation = z.infer<typeof CreateInvitation>;

/** What the invitee sees on /confirm before accepting. */
export const InvitationPreview = z.object({
  id: z.string(),
  companyName: z.string(),
  inviterName: z.string().nullable(),
  email: z.string(),
  role: CompanyRole,
  status: InvitationStatus,
});
export type InvitationPreview = z.infer<typeof InvitationPreview>;

export const GrantStaff = z.object({ email: z.email(), staff: z.boolean() });
export type GrantStaff = z.infer<typeof GrantStaff>;

/** POST /api/v1/admin/staff answer. */
export const StaffStatus = z.object({ userId: z.string(), email: z.string(), isStaff: z.boolean() });
export type StaffStatus = z.infer<typeof StaffStatus>;
