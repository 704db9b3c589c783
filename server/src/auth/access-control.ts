import type { CompanyRole } from '@studio/api';
import { createAccessControl } from 'better-auth/plugins/access';

/**
 * Company roles (PRODUCT.md §3) as better-auth access-control roles. The statements name what each
 * role may do; `can(role, ...)` is the one check services use.
 */
export const statements = {
  company: ['read', 'update', 'delete'],
  member: ['read', 'update', 'delete'],
  invitation: ['read', 'create', 'cancel'],
  /** Everything a company creates: DUTs, addresses, configs, reports, ... */
  data: ['read', 'create', 'update', 'delete'],
  /** DUTs, their design-package files (upload = update) and imports. */
  dut: ['read', 'create', 'update', 'delete'],
} as const;

export const ac = createAccessControl(statements);

const everything = {
  company: ['read', 'update'],
  member: ['read', 'update', 'delete'],
  invitation: ['read', 'create', 'cancel'],
  data: ['read', 'create', 'update', 'delete'],
  dut: ['read', 'create', 'update', 'delete'],
} as const;

export const roles = {
  owner: ac.newRole({ ...everything, company: ['read', 'update', 'delete'] }),
  admin: ac.newRole(everything),
  engineer: ac.newRole({
    company: ['read'],
    member: ['read'],
    data: ['read', 'create', 'update', 'delete'],
    dut: ['read', 'create', 'update', 'delete'],
  }),
  viewer: ac.newRole({ company: ['read'], member: ['read'], data: ['read'], dut: ['read'] }),
} satisfies Record<CompanyRole, unknown>;

type Statements = typeof statements;

export function can(role: CompanyRole, resource: keyof Statements, action: string): boolean {
  return roles[role].authorize({ [resource]: [action] } as never).success;
}
