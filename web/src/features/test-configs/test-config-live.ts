import type { LiveEvent } from '@studio/api';
import type { QueryClient } from '@tanstack/react-query';
import { testConfigKeys } from './test-config-keys';

export type TestConfigLiveEvent = Extract<
  LiveEvent,
  { type: 'test-config.updated' | 'test-config.saved' | 'dft-report.created' }
>;

/**
 * What another tab's (or colleague's) test-config work means for this screen: the DUT's list of
 * configs, the config's versions and the DUT's reports are fetched again. Versions and reports are
 * immutable, so nothing already loaded changes under the engineer's hands.
 */
export function handleTestConfigEvent(event: TestConfigLiveEvent, client: QueryClient): void {
  const refresh = (queryKey: readonly string[], exact = false) =>
    void client.invalidateQueries({ queryKey, exact });
  refresh(testConfigKeys.ofDut(event.dutId));
  // Exact: the versions below it (same key prefix) are immutable and stay as loaded.
  refresh(testConfigKeys.detail(event.testConfigId), true);
  if (event.type === 'dft-report.created') refresh(testConfigKeys.reportsOfDut(event.dutId));
}
