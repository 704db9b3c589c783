import { Box } from '@mantine/core';
import type { TestStrategySummary } from '@studio/api';
import { toApiQuery } from '../../../components/paged-list/list-state';
import { PagedList } from '../../../components/paged-list/paged-list';
import { useListUrlState } from '../../../components/paged-list/use-list-url-state';
import { useCanEditDuts } from '../../../lib/current-user';
import { useStrategyList } from '../strategy-queries';
import { STATUS_OPTIONS } from '../strategy-status';
import { STRATEGY_LIST_SPEC, STRATEGY_SORT_CHOICES } from './list-params';
import { StrategyCards } from './strategy-cards';
import { StrategyListEmpty } from './strategy-list-empty';
import { StrategyTable } from './strategy-table';

/** `/test-strategy`: the company's strategies, with search, status filter, sort and pages in the URL. */
export function StrategyList() {
  const list = useListUrlState(STRATEGY_LIST_SPEC);
  const canEdit = useCanEditDuts();
  const strategies = useStrategyList(toApiQuery(list.state));
  return (
    <PagedList<TestStrategySummary>
      list={list}
      query={strategies}
      noun="test strategy"
      loadingLines={6}
      toolbar={{
        searchPlaceholder: 'Strategy or DUT name',
        filters: [{ key: 'status', label: 'Status', anyLabel: 'All statuses', options: STATUS_OPTIONS }],
        sortChoices: STRATEGY_SORT_CHOICES,
      }}
      empty={<StrategyListEmpty canEdit={canEdit} />}
    >
      {(items) => (
        <>
          <Box visibleFrom="md">
            <StrategyTable items={items} state={list.state} onSort={list.sortBy} />
          </Box>
          <Box hiddenFrom="md">
            <StrategyCards items={items} />
          </Box>
        </>
      )}
    </PagedList>
  );
}
