import { Alert, Anchor } from '@mantine/core';
import type { TestSolution } from '@studio/api';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { LoadingLines, QueryError } from '../../components/query-state';
import { isApiError } from '../../lib/api-error';
import { pageTitle } from '../../lib/page-title';
import { useSolution } from './solution-queries';

/** Loads a solution and renders `children` with it; says so while loading, when missing or failed. */
export function WithSolution({ id, children }: { id: string; children(solution: TestSolution): ReactNode }) {
  const solution = useSolution(id);
  const name = solution.data ? solution.data.title || `${solution.data.dut.name} fixture` : null;
  useEffect(() => {
    if (name) document.title = pageTitle(name);
  }, [name]);
  if (solution.isPending) return <LoadingLines lines={8} />;
  if (solution.isError)
    return isApiError(solution.error) && solution.error.status === 404 ? (
      <Alert color="warning" variant="light" title="Test solution not found">
        It may have been deleted, or it belongs to another company.{' '}
        <Anchor component={Link} to="/test-solution">
          Back to all test solutions
        </Anchor>
      </Alert>
    ) : (
      <QueryError error={solution.error} onRetry={() => solution.refetch()} />
    );
  return <>{children(solution.data)}</>;
}
