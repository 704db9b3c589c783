import { TestStrategyStatus } from '@studio/api';
import type { ListSpec } from '../../../components/paged-list/list-state';
import type { SortChoice } from '../../../components/paged-list/list-toolbar';

/** `/test-strategy`'s search, status filter, sort and page in the address bar; newest first. */
export const STRATEGY_LIST_SPEC: ListSpec = {
  filters: [{ key: 'status', values: TestStrategyStatus.options }],
  sortKeys: ['name', 'dut', 'status', 'updatedAt'],
  defaultSort: 'updatedAt',
  defaultOrder: 'desc',
  descendingFirst: ['updatedAt'],
  pageSizes: [25, 50, 100],
};

/** The orders a phone can pick, where the table's sortable headers give way to cards. */
export const STRATEGY_SORT_CHOICES: readonly SortChoice[] = [
  { value: 'updatedAt:desc', label: 'Recently updated' },
  { value: 'name:asc', label: 'Name A–Z' },
  { value: 'dut:asc', label: 'DUT A–Z' },
  { value: 'status:asc', label: 'Status' },
];
