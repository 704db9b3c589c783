import type { ServiceDeps } from '../context';
import type { TestConfigRow } from './test-config-rows';

export async function publishTestConfigUpdated(
  deps: Pick<ServiceDeps, 'bus'>,
  row: Pick<TestConfigRow, 'companyId' | 'dutId' | 'id'>,
) {
  await deps.bus.publish({
    type: 'test-config.updated',
    companyId: row.companyId,
    dutId: row.dutId,
    testConfigId: row.id,
  });
}
