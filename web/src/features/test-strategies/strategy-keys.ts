/**
 * Query keys of test strategies. They start with `company` so that a company switch clears them
 * (lib/query-keys.ts).
 */
export const strategyKeys = {
  all: ['company', 'test-strategies'] as const,
  list: (query: string) => ['company', 'test-strategies', 'list', query] as const,
  ofDut: (dutId: string) => ['company', 'test-strategies', 'dut', dutId] as const,
  detail: (id: string) => ['company', 'test-strategies', 'one', id] as const,
  /** A saved version never changes: keyed by the strategy and its number. */
  version: (id: string, number: number) => ['company', 'test-strategies', 'one', id, 'v', number] as const,
};
