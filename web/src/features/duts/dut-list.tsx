import { Box, Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LoadingLines, QueryError } from '../../components/query-state';
import { DutCards } from './dut-cards';
import { DutListEmpty } from './dut-list-empty';
import { DutListToolbar } from './dut-list-toolbar';
import { useDutList } from './dut-queries';
import { DutTable } from './dut-table';
import { useCanEditDuts, useUnits } from './use-dut-context';
import {
  DEFAULT_LIST_PARAMS,
  DUT_PAGE_SIZE,
  type ListParams,
  readListParams,
  toApiQuery,
  toggleSort,
  updateListParams,
  writeListParams,
} from './list-params';

/** `/dut`: the company's DUTs, with search, status filter, sort and pages kept in the address bar. */
export function DutList() {
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const units = useUnits();
  const canEdit = useCanEditDuts();
  const list = useDutList(toApiQuery(params));

  const apply = (next: ListParams) =>
    setSearch(writeListParams(next), { replace: next.page === params.page });
  const change = (c: Partial<ListParams>) => apply(updateListParams(params, c));
  const filtered = params.q.trim() !== '' || params.status !== null;

  if (list.isPending) return <LoadingLines lines={6} />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => list.refetch()} />;
  const { items, total } = list.data;
  if (total === 0 && !filtered) return <DutListEmpty canEdit={canEdit} />;

  const pages = Math.max(1, Math.ceil(total / DUT_PAGE_SIZE));
  const first = (params.page - 1) * DUT_PAGE_SIZE + 1;
  return (
    <Stack gap="md">
      <DutListToolbar params={params} onChange={change} />
      {items.length === 0 ? (
        <Stack gap="xs" align="flex-start" py="lg">
          <Text>No DUT matches {params.q.trim() ? `“${params.q.trim()}”` : 'this filter'}.</Text>
          <Button variant="default" size="xs" onClick={() => apply(DEFAULT_LIST_PARAMS)}>
            Clear search and filter
          </Button>
        </Stack>
      ) : (
        <>
          <Box visibleFrom="md">
            <DutTable
              duts={items}
              params={params}
              units={units}
              onSort={(key) => apply(toggleSort(params, key))}
            />
          </Box>
          <Box hiddenFrom="md">
            <DutCards duts={items} units={units} />
          </Box>
        </>
      )}
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {items.length > 0 ? `${first}–${first + items.length - 1} of ${total}` : `0 of ${total}`}
        </Text>
        {pages > 1 && (
          <Pagination
            total={pages}
            value={Math.min(params.page, pages)}
            onChange={(page) => change({ page })}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        )}
      </Group>
    </Stack>
  );
}
