import { EDITOR_ROLES, type Units } from '@studio/api';
import { activeCompanyOf, useMe } from './me-queries';

/** The signed-in user's length units (Settings → units); mm until known. */
export function useUnits(): Units {
  return useMe().data?.preferences.units ?? 'mm';
}

/**
 * Whether the user may create and change DUTs in the active company. Viewers see no such buttons;
 * the server refuses them anyway.
 */
export function useCanEditDuts(): boolean {
  const company = activeCompanyOf(useMe().data);
  return company !== null && EDITOR_ROLES.includes(company.role);
}
