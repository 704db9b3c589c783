import type { ServiceDeps } from '../context';
import type { StrategyRow } from './strategy-rows';

export async function publishStrategyUpdated(
  deps: Pick<ServiceDeps, 'bus'>,
  row: Pick<StrategyRow, 'companyId' | 'dutId' | 'id'>,
) {
  await deps.bus.publish({
    type: 'test-strategy.updated',
    companyId: row.companyId,
    dutId: row.dutId,
    testStrategyId: row.id,
  });
}
