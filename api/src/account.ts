import { z } from 'zod';

export const CompanyRole = z.enum(['owner', 'admin', 'engineer', 'viewer']);
export type CompanyRole = z.infer<typeof CompanyRole>;

/** Roles allowed to create and edit company data. */
export const EDITOR_ROLES: readonly CompanyRole[] = ['owner', 'admin', 'engineer'];
/** Roles allowed to manage members, invitations and company settings. */
export const ADMIN_ROLES: readonly CompanyRole[] = ['owner', 'admin'];

export const Units = z.enum(['mm', 'mil']);
export type Units = z.infer<typeof Units>;
export const Theme = z.enum(['light', 'dark', 'auto']);
export type Theme = z.infer<typeof Theme>;

export const Preferences = z.object({ units: Units, theme: Theme });
export type Preferences = z.infer<typeof Preferences>;

export const CompanySummary = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  role: CompanyRole,
});
export type CompanySummary = z.infer<typeof CompanySummary>;

/** GET /api/v1/me — the signed-in user, their companies and the active one. */
export const Me = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    isStaff: z.boolean(),
  }),
  preferences: Preferences,
  activeCompanyId: z.string().nullable(),
  companies: z.array(CompanySummary),
});
export type Me = z.infer<typeof Me>;

export const UpdateProfile = z.object({ name: z.string().trim().min(1, 'Enter your name').max(100) });
export type UpdateProfile = z.infer<typeof UpdateProfile>;

export const UpdatePreferences = Preferences.partial();
export type UpdatePreferences = z.infer<typeof UpdatePreferences>;
