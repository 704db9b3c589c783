/**
 * Query keys of test solutions. They start with `company` so that a company switch clears them
 * (lib/query-keys.ts).
 */
export const solutionKeys = {
  all: ['company', 'test-solutions'] as const,
  list: ['company', 'test-solutions', 'list'] as const,
  detail: (id: string) => ['company', 'test-solutions', 'one', id] as const,
  /** The versions of a DUT with whether each can be ordered. */
  orderable: (dutId: string) => ['company', 'test-solutions', 'orderable', dutId] as const,
  /** What the configurator prices from: the design of a version, the options, stock and catalog. */
  basis: (testConfigId: string, version: number) =>
    ['company', 'test-solutions', 'basis', testConfigId, version] as const,
};
