/**
 * Query keys of delivery orders. They start with `company` so that a company switch clears them
 * (lib/query-keys.ts); the staff queue spans companies but is cleared with them all the same.
 */
export const orderKeys = {
  all: ['company', 'delivery-orders'] as const,
  list: ['company', 'delivery-orders', 'list'] as const,
  queue: (query: string) => ['company', 'delivery-orders', 'queue', query] as const,
  detail: (id: string) => ['company', 'delivery-orders', 'one', id] as const,
};
