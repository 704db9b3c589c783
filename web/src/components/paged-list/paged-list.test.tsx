import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, UI_TEST_TIMEOUT_MS } from '../../test-utils';
import type { ListSpec } from './list-state';
import { type PageQuery, PagedList } from './paged-list';
import { useListUrlState } from './use-list-url-state';

const ONE_FILTER: ListSpec = {
  filters: [{ key: 'colour', values: ['red', 'blue'] }],
  sortKeys: ['name'],
  defaultSort: 'name',
  defaultOrder: 'asc',
  pageSizes: [2],
};
const TWO_FILTERS: ListSpec = {
  ...ONE_FILTER,
  filters: [...ONE_FILTER.filters, { key: 'size', values: ['s', 'l'] }],
  pageSizes: undefined,
};

const page = (items: string[], total = items.length): PageQuery<string> => ({
  isPending: false,
  isError: false,
  error: null,
  data: { items, total },
  refetch: vi.fn(),
});

const TOOLBAR = { searchPlaceholder: 'Name', filters: [] };
const EMPTY = <p>Nothing here yet</p>;
const things = (items: string[]) => (
  <ul aria-label="Things">
    {items.map((i) => (
      <li key={i}>{i}</li>
    ))}
  </ul>
);

function Harness({ spec, query }: { spec: ListSpec; query: PageQuery<string> }) {
  const list = useListUrlState(spec);
  return (
    <PagedList<string> list={list} query={query} noun="thing" toolbar={TOOLBAR} empty={EMPTY}>
      {things}
    </PagedList>
  );
}

function show(query: PageQuery<string>, path = '/things', spec = ONE_FILTER) {
  const router = createMemoryRouter([{ path: '/things', element: <Harness spec={spec} query={query} /> }], {
    initialEntries: [path],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('PagedList', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('shows loading lines while the first page loads', async () => {
    show({ isPending: true, isError: false, error: null, data: undefined, refetch: vi.fn() });
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Search' })).toBeNull();
  });

  it('keeps the toolbar above a failure, so the search that failed can be changed, and retries', async () => {
    const refetch = vi.fn();
    show({
      isPending: false,
      isError: true,
      error: new Error('The server is down'),
      data: undefined,
      refetch,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is down');
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows only the empty state when nothing exists and nothing narrows the list', async () => {
    show(page([], 0));
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Search' })).toBeNull();
  });

  it('says what found nothing and goes back to the plain list', async () => {
    const router = show(page([], 0), '/things?q=zz&colour=red&page=2');
    expect(await screen.findByText('No thing matches “zz”.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing here yet')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    expect(router.state.location.search).toBe('');
  });

  it('names the filters in the plural when the list has several', async () => {
    show(page([], 0), '/things?colour=blue', TWO_FILTERS);
    expect(await screen.findByText('No thing matches these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear search and filters' })).toBeInTheDocument();
  });

  it('shows the rows and the pager; one page size offers no choice; a page is a history entry', async () => {
    const router = show(page(['a', 'b'], 5));
    expect(await screen.findByRole('list', { name: 'Things' })).toHaveTextContent('ab');
    expect(screen.getByText('1–2 of 5')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('offers the page sizes of a list that has several', async () => {
    show(page(['a', 'b'], 2), '/things', TWO_FILTERS);
    expect(await screen.findByText('1–2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25 a page');
  });
});
