import type { LiveEvent } from '@studio/api';
import type { QueryClient } from '@tanstack/react-query';
import { solutionKeys } from './solution-keys';

export type SolutionLiveEvent = Extract<LiveEvent, { type: 'test-solution.updated' }>;

/** A solution was created, changed, submitted or deleted (here or in a colleague's tab). */
export function handleSolutionEvent(event: SolutionLiveEvent, client: QueryClient): void {
  void client.invalidateQueries({ queryKey: solutionKeys.list });
  void client.invalidateQueries({ queryKey: solutionKeys.detail(event.solutionId), exact: true });
}
