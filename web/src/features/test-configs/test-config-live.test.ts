import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { handleTestConfigEvent } from './test-config-live';
import { testConfigKeys } from './test-config-keys';

function clientWith(keys: (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { loaded: true });
  return client;
}
const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('test-config live events', () => {
  const keys = [
    testConfigKeys.ofDut('d1'),
    testConfigKeys.detail('c1'),
    testConfigKeys.reportsOfDut('d1'),
    testConfigKeys.version('c1', 1),
    testConfigKeys.ofDut('d2'),
  ];

  it('a saved version refreshes the DUT’s configs and that config, not its loaded versions', () => {
    const client = clientWith(keys);
    handleTestConfigEvent(
      { type: 'test-config.saved', companyId: 'co', dutId: 'd1', testConfigId: 'c1', versionNumber: 2 },
      client,
    );
    expect(stale(client, testConfigKeys.ofDut('d1'))).toBe(true);
    expect(stale(client, testConfigKeys.detail('c1'))).toBe(true);
    expect(stale(client, testConfigKeys.reportsOfDut('d1'))).toBe(false);
    expect(stale(client, testConfigKeys.version('c1', 1))).toBe(false);
    expect(stale(client, testConfigKeys.ofDut('d2'))).toBe(false);
  });

  it('a new report refreshes the DUT’s report list', () => {
    const client = clientWith(keys);
    handleTestConfigEvent(
      {
        type: 'dft-report.created',
        companyId: 'co',
        dutId: 'd1',
        testConfigId: 'c1',
        versionNumber: 1,
        reportId: 'r1',
      },
      client,
    );
    expect(stale(client, testConfigKeys.reportsOfDut('d1'))).toBe(true);
  });
});
