import { Group, Pagination, Select, Text } from '@mantine/core';
import { type ListState, rangeLabel } from './list-state';

export interface ListPagerProps {
  state: ListState;
  /** The page sizes offered; with one, no "Rows per page" choice is shown. */
  pageSizes: readonly number[];
  shown: number;
  total: number;
  onPage(page: number): void;
  onPageSize(size: number): void;
}

/** "26–50 of 1,234", rows per page, and the page buttons. The server pages: only one page is loaded. */
export function ListPager({ state, pageSizes, shown, total, onPage, onPageSize }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / state.pageSize));
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {rangeLabel(state, shown, total)}
        </Text>
        {pageSizes.length > 1 && (
          <Select
            aria-label="Rows per page"
            size="xs"
            w={110}
            data={pageSizes.map((n) => ({ value: String(n), label: `${n} a page` }))}
            value={String(state.pageSize)}
            onChange={(value) => value && onPageSize(Number(value))}
            allowDeselect={false}
          />
        )}
      </Group>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(state.page, pages)}
          onChange={onPage}
          size="sm"
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
    </Group>
  );
}
