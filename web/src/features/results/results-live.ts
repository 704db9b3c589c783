import type { LiveEvent } from '@studio/api';
import type { QueryClient } from '@tanstack/react-query';
import { notify } from '../../components/notifications/notification-store';
import { resultsKeys } from './results-queries';

export type ResultsLiveEvent = Extract<LiveEvent, { type: 'results.run' }>;

/** A station uploaded a run: that strategy's dashboards, the serial's history and the wear list refresh. */
export function handleResultsEvent(event: ResultsLiveEvent, client: QueryClient): void {
  void client.invalidateQueries({ queryKey: resultsKeys.ofStrategy(event.testStrategyId) });
  void client.invalidateQueries({ queryKey: resultsKeys.serial(event.serial) });
  void client.invalidateQueries({ queryKey: resultsKeys.wear });
  void client.invalidateQueries({ queryKey: resultsKeys.stations });
}

export type FixtureWearLiveEvent = Extract<LiveEvent, { type: 'fixture.wear' }>;

/** A fixture reached 80 % or 100 % of its rated cycles (sent once per threshold): say so, refresh the list. */
export function handleFixtureWearEvent(event: FixtureWearLiveEvent, client: QueryClient): void {
  void client.invalidateQueries({ queryKey: resultsKeys.wear });
  const end = event.thresholdPercent >= 100;
  notify({
    color: end ? 'negative' : 'warning',
    timeout: 15_000,
    message: `Fixture ${event.fixtureSerial}: ${end ? 'probes at end of life' : 'maintenance due'} — ${event.cycles.toLocaleString('en-US')} of ${event.ratedCycles.toLocaleString('en-US')} rated cycles (${event.limitedBy}).`,
  });
}
