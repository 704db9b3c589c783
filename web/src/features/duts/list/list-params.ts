import { DutStatus } from '@studio/api';
import { defaultState, type ListSpec, toApiQuery } from '../../../components/paged-list/list-state';
import type { SortChoice } from '../../../components/paged-list/list-toolbar';

/** The columns the server sorts by (DutListQuery.sort). */
export const SORT_KEYS = ['name', 'revision', 'status', 'updatedAt', 'createdAt'] as const;

export const DUT_PAGE_SIZE = 25;

/**
 * `/dut`'s search, status filter, sort and page in the address bar (`?q=pic&status=failed&sort=name`):
 * newest first by default, dates sort newest first on a first click; one page size (no choice).
 */
export const DUT_LIST_SPEC: ListSpec = {
  filters: [{ key: 'status', values: DutStatus.options }],
  sortKeys: SORT_KEYS,
  defaultSort: 'updatedAt',
  defaultOrder: 'desc',
  descendingFirst: ['updatedAt', 'createdAt'],
  pageSizes: [DUT_PAGE_SIZE],
};

/** The orders a phone can pick, where the table's sortable headers give way to cards. */
export const DUT_SORT_CHOICES: readonly SortChoice[] = [
  { value: 'updatedAt:desc', label: 'Recently updated' },
  { value: 'createdAt:desc', label: 'Recently created' },
  { value: 'name:asc', label: 'Name A–Z' },
  { value: 'name:desc', label: 'Name Z–A' },
  { value: 'revision:asc', label: 'Revision' },
  { value: 'status:asc', label: 'Status' },
];

/** The API query of the plain list (newest first), optionally of one status, `pageSize` at a time. */
export function dutListQuery(pageSize: number, status?: DutStatus): string {
  const state = defaultState(DUT_LIST_SPEC);
  return toApiQuery({ ...state, filters: status ? { status } : {}, pageSize });
}
