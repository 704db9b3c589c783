import { useMe } from '../../lib/me-queries';

/**
 * Who is looking at the catalog. Staff (the fixture shop) edit the catalog and inventory; every
 * other signed-in user reads active parts and prices (PRODUCT.md §3). The server
 * enforces it; the screens only leave out what would be refused.
 */
export function useCatalogViewer() {
  const me = useMe();
  const staff = me.data?.user.isStaff ?? false;
  return { me, staff };
}
