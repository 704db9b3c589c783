import type { LiveEvent } from '@studio/api';
import type { QueryClient } from '@tanstack/react-query';
import { resultsKeys } from './results-queries';

export type ResultsLiveEvent = Extract<LiveEvent, { type: 'results.run' }>;

/** A station uploaded a run: that strategy's dashboards, the serial's history and the wear list refresh. */
export function handleResultsEvent(event: ResultsLiveEvent, client: QueryClient): void {
  void client.invalidateQueries({ queryKey: resultsKeys.ofStrategy(event.testStrategyId) });
  void client.invalidateQueries({ queryKey: resultsKeys.serial(event.serial) });
  void client.invalidateQueries({ queryKey: resultsKeys.wear });
  void client.invalidateQueries({ queryKey: resultsKeys.stations });
}
