/**
 * Query keys of the catalog and inventory. The catalog is instance-wide, not company-scoped, so the
 * keys do not start with `company`; signing out clears the whole cache anyway.
 */
export const partKeys = {
  all: ['parts'] as const,
  lists: ['parts', 'list'] as const,
  list: (apiQuery: string) => ['parts', 'list', apiQuery] as const,
  count: (kind: string) => ['parts', 'count', kind] as const,
  detail: (id: string) => ['parts', 'one', id] as const,
  options: (kind: string, q: string) => ['parts', 'options', kind, q] as const,
  classes: ['parts', 'classes'] as const,
};

export const inventoryKeys = {
  all: ['inventory'] as const,
  stock: (apiQuery: string) => ['inventory', 'stock', apiQuery] as const,
  low: ['inventory', 'low'] as const,
  partStock: (partId: string) => ['inventory', 'part', partId] as const,
  movements: (apiQuery: string) => ['inventory', 'movements', apiQuery] as const,
  locations: ['inventory', 'locations'] as const,
};
