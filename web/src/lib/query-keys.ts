/** Every TanStack Query key in one place, so invalidations cannot drift from the queries. */
export const queryKeys = {
  config: ['config'] as const,
  me: ['me'] as const,
  sessions: ['sessions'] as const,
  /** Everything scoped to the active company starts with this, so a company switch clears it all. */
  company: ['company'] as const,
  companyProfile: ['company', 'profile'] as const,
  members: ['company', 'members'] as const,
  invitations: ['company', 'invitations'] as const,
  addresses: ['company', 'addresses'] as const,
  address: (id: string) => ['company', 'addresses', id] as const,
  stations: ['company', 'stations'] as const,
  station: (id: string) => ['company', 'stations', id] as const,
  invitationPreview: (id: string) => ['invitation', id] as const,
};
