import { Box } from '@mantine/core';
import type { Dut } from '@studio/api';
import { toApiQuery } from '../../../components/paged-list/list-state';
import { PagedList } from '../../../components/paged-list/paged-list';
import { useListUrlState } from '../../../components/paged-list/use-list-url-state';
import { useCanEditDuts, useUnits } from '../../../lib/current-user';
import { useDutList } from '../dut-queries';
import { STATUS_FILTERS } from '../dut-status';
import { DutCards } from './dut-cards';
import { DutListEmpty } from './dut-list-empty';
import { DutTable } from './dut-table';
import { DUT_LIST_SPEC, DUT_SORT_CHOICES } from './list-params';

/** `/dut`: the company's DUTs, with search, status filter, sort and pages kept in the address bar. */
export function DutList() {
  const list = useListUrlState(DUT_LIST_SPEC);
  const units = useUnits();
  const canEdit = useCanEditDuts();
  const duts = useDutList(toApiQuery(list.state));

  return (
    <PagedList<Dut>
      list={list}
      query={duts}
      noun="DUT"
      loadingLines={6}
      toolbar={{
        searchPlaceholder: 'Name, part number or revision',
        filters: [{ key: 'status', label: 'Status', anyLabel: 'All statuses', options: STATUS_FILTERS }],
        sortChoices: DUT_SORT_CHOICES,
      }}
      empty={<DutListEmpty canEdit={canEdit} />}
    >
      {(items) => (
        <>
          <Box visibleFrom="md">
            <DutTable duts={items} state={list.state} units={units} onSort={list.sortBy} />
          </Box>
          <Box hiddenFrom="md">
            <DutCards duts={items} units={units} />
          </Box>
        </>
      )}
    </PagedList>
  );
}
