import { activeCompanyOf, useMe } from '../account/me-queries';

/**
 * Who is looking at the catalog. Staff (the fixture shop) edit the catalog and inventory; every
 * other signed-in member of a company reads active parts and prices (PRODUCT.md §3). The server
 * enforces it; the screens only leave out what would be refused.
 */
export function useCatalogViewer() {
  const me = useMe();
  const staff = me.data?.user.isStaff ?? false;
  const hasCompany = activeCompanyOf(me.data) !== null;
  return { me, staff, canRead: staff || hasCompany };
}
