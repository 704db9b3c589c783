import { DutStatus } from '@studio/api';

/** The columns the server sorts by (DutListQuery.sort). */
export const SORT_KEYS = ['name', 'revision', 'status', 'updatedAt', 'createdAt'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

/** The list's search, filter, sort and page: kept in the address bar so a view can be shared. */
export interface ListParams {
  q: string;
  status: DutStatus | null;
  sort: SortKey;
  order: SortOrder;
  page: number;
}

export const DEFAULT_LIST_PARAMS: ListParams = {
  q: '',
  status: null,
  sort: 'updatedAt',
  order: 'desc',
  page: 1,
};
export const DUT_PAGE_SIZE = 25;

const isSortKey = (v: string | null): v is SortKey => SORT_KEYS.includes(v as SortKey);

/** Reads the list state from a query string; anything unknown or malformed falls back to its default. */
export function readListParams(search: URLSearchParams): ListParams {
  const status = DutStatus.safeParse(search.get('status'));
  const sort = search.get('sort');
  const order = search.get('order');
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').slice(0, 200),
    status: status.success ? status.data : null,
    sort: isSortKey(sort) ? sort : DEFAULT_LIST_PARAMS.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_LIST_PARAMS.order,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes only what differs from the defaults, so the plain list is plain `/dut`. */
export function writeListParams(params: ListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.q.trim()) out.set('q', params.q);
  if (params.status) out.set('status', params.status);
  if (params.sort !== DEFAULT_LIST_PARAMS.sort) out.set('sort', params.sort);
  if (params.order !== DEFAULT_LIST_PARAMS.order) out.set('order', params.order);
  if (params.page !== 1) out.set('page', String(params.page));
  return out;
}

/** A change of search, filter or sort starts again at page 1 (the old page may not exist any more). */
export function updateListParams(current: ListParams, change: Partial<ListParams>): ListParams {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

/**
 * Clicking a column header: a new column sorts in its natural direction (names A→Z, dates newest
 * first); the same column again flips the direction.
 */
export function toggleSort(current: ListParams, key: SortKey): ListParams {
  if (current.sort === key)
    return updateListParams(current, { order: current.order === 'asc' ? 'desc' : 'asc' });
  const natural: SortOrder = key === 'updatedAt' || key === 'createdAt' ? 'desc' : 'asc';
  return updateListParams(current, { sort: key, order: natural });
}

/** The API query string for the list request. */
export function toApiQuery(params: ListParams, pageSize = DUT_PAGE_SIZE): string {
  const out = new URLSearchParams({
    sort: params.sort,
    order: params.order,
    page: String(params.page),
    pageSize: String(pageSize),
  });
  if (params.q.trim()) out.set('q', params.q.trim());
  if (params.status) out.set('status', params.status);
  return out.toString();
}
