import { randomBytes } from 'node:crypto';
import type { Company, CompanyRole } from '@studio/api';
import type { organization } from '../../db/schema/index';
import { iso } from '../context';

export type OrganizationRow = typeof organization.$inferSelect;

export function toCompany(row: OrganizationRow, role: CompanyRole): Company {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    role,
    website: row.website,
    vatId: row.vatId,
    countryCode: row.countryCode,
    createdAt: iso(row.createdAt),
  };
}

/** A readable, unique slug: `acme-test-gmbh-3f9k2a`. */
export function slugFor(name: string): string {
  const base = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${base || 'company'}-${randomBytes(4).toString('hex').slice(0, 6)}`;
}
