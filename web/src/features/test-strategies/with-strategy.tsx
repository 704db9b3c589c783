import { Alert, Anchor } from '@mantine/core';
import type { TestStrategyDetail } from '@studio/api';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { LoadingLines, QueryError } from '../../components/query-state';
import { isApiError } from '../../lib/api-error';
import { pageTitle } from '../../lib/page-title';
import { useStrategy } from './strategy-queries';

function StrategyNotFound() {
  return (
    <Alert color="warning" variant="light" title="Test strategy not found">
      It may have been deleted, or it belongs to another company.{' '}
      <Anchor component={Link} to="/test-strategy">
        Back to all test strategies
      </Anchor>
    </Alert>
  );
}

/** Loads a strategy and renders `children` with it; says so while loading, when missing or failed. */
export function WithStrategy({
  id,
  titlePrefix = '',
  children,
}: {
  id: string;
  titlePrefix?: string;
  children(strategy: TestStrategyDetail): ReactNode;
}) {
  const strategy = useStrategy(id);
  const name = strategy.data?.name;
  useEffect(() => {
    if (name) document.title = pageTitle(`${titlePrefix}${name}`);
  }, [name, titlePrefix]);
  if (strategy.isPending) return <LoadingLines lines={6} />;
  if (strategy.isError)
    return isApiError(strategy.error) && strategy.error.status === 404 ? (
      <StrategyNotFound />
    ) : (
      <QueryError error={strategy.error} onRetry={() => strategy.refetch()} />
    );
  return <>{children(strategy.data)}</>;
}

/** The version a page shows: `?version=N` when it names one of the strategy's, else the latest. */
export function chosenVersion(detail: TestStrategyDetail, search: URLSearchParams): number | null {
  const asked = Number(search.get('version'));
  if (Number.isInteger(asked) && detail.versions.some((v) => v.number === asked)) return asked;
  return detail.latestVersion;
}
