import type { LiveEvent } from '@studio/api';
import type { QueryClient } from '@tanstack/react-query';
import { strategyKeys } from './strategy-keys';

export type StrategyLiveEvent = Extract<LiveEvent, { type: 'test-strategy.updated' }>;

/**
 * A strategy was created, renamed, deleted or got a version (here or in a colleague's tab): the lists
 * and that strategy's summary are fetched again. Versions are immutable, so a version on screen, and
 * a draft being edited, stay as they are.
 */
export function handleStrategyEvent(event: StrategyLiveEvent, client: QueryClient): void {
  void client.invalidateQueries({ queryKey: [...strategyKeys.all, 'list'] });
  void client.invalidateQueries({ queryKey: strategyKeys.ofDut(event.dutId) });
  void client.invalidateQueries({ queryKey: strategyKeys.detail(event.testStrategyId), exact: true });
}
