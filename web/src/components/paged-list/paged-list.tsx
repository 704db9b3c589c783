import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingLines, QueryError } from '../query-state';
import { ListPager } from './list-pager';
import { pageSizesOf } from './list-state';
import { ListToolbar, type ListToolbarProps } from './list-toolbar';
import type { ListUrlState } from './use-list-url-state';

/** The query of one page of a server-paged list (a TanStack Query result). */
export interface PageQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { items: T[]; total: number } | undefined;
  refetch(): unknown;
}

export interface PagedListProps<T> {
  /** The list's state in the address bar (`useListUrlState`). */
  list: ListUrlState;
  query: PageQuery<T>;
  /** What one row is, for "No part matches “x”." ('part', 'DUT', 'stock'). */
  noun: string;
  /** The toolbar's search placeholder, filters, sort choices and extra controls. */
  toolbar: Omit<ListToolbarProps, 'state' | 'onChange'>;
  /** Shown alone when nothing exists yet (no search or filter narrowed the list): what belongs here. */
  empty: ReactNode;
  loadingLines?: number;
  /** The page's rows (a table, or cards): never called with an empty page. */
  children(items: T[]): ReactNode;
}

/** "No DUT matches “x”." (or "this filter" / "these filters"), and the way back to the plain list. */
function NoMatch({ list, noun }: Pick<PagedListProps<unknown>, 'list' | 'noun'>) {
  const q = list.state.q.trim();
  const one = list.spec.filters.length === 1;
  return (
    <Stack gap="xs" align="flex-start" py="lg">
      <Text>
        No {noun} matches {q ? `“${q}”` : one ? 'this filter' : 'these filters'}.
      </Text>
      <Button variant="default" size="xs" onClick={list.clear}>
        {one ? 'Clear search and filter' : 'Clear search and filters'}
      </Button>
    </Stack>
  );
}

/**
 * A server-paged list screen (DUTs, catalog screens, stock): loading lines, the failure with a retry
 * (under the toolbar, so a search that failed can be changed), the first-visit empty state, the toolbar
 * (search, filters, sort), the rows or "nothing matches", and the pager. The state lives in the address
 * bar (decision 0012).
 */
export function PagedList<T>({
  list,
  query,
  noun,
  toolbar,
  empty,
  loadingLines = 8,
  children,
}: PagedListProps<T>) {
  const toolbarElement = <ListToolbar state={list.state} onChange={list.change} {...toolbar} />;
  if (query.isError)
    return (
      <Stack gap="md">
        {toolbarElement}
        <QueryError error={query.error} onRetry={() => query.refetch()} />
      </Stack>
    );
  if (query.isPending || !query.data) return <LoadingLines lines={loadingLines} />;
  const { items, total } = query.data;
  if (total === 0 && !list.narrowed) return empty;

  return (
    <Stack gap="md">
      {toolbarElement}
      {items.length === 0 ? <NoMatch list={list} noun={noun} /> : children(items)}
      <ListPager
        state={list.state}
        pageSizes={pageSizesOf(list.spec)}
        shown={items.length}
        total={total}
        onPage={(page) => list.change({ page })}
        onPageSize={(pageSize) => list.change({ pageSize })}
      />
    </Stack>
  );
}
