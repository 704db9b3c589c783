/**
 * Query keys of test configs and DFT reports on the DUT page. They start with `company` so that a
 * company switch clears them (lib/query-keys.ts).
 */
export const testConfigKeys = {
  all: ['company', 'test-configs'] as const,
  ofDut: (dutId: string) => ['company', 'test-configs', 'dut', dutId] as const,
  detail: (id: string) => ['company', 'test-configs', 'one', id] as const,
  version: (id: string, number: number) => ['company', 'test-configs', 'one', id, 'v', number] as const,
  /** The board a version was saved for (immutable: keyed by the config and number). */
  versionBoard: (id: string, number: number) => ['company', 'test-configs', 'board', id, number] as const,
  reportsOfDut: (dutId: string) => ['company', 'dft-reports', 'dut', dutId] as const,
  thresholds: ['company', 'dft-thresholds'] as const,
};
