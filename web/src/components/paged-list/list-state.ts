/**
 * The state of a server-paged list (search, filters, sort, page, page size), kept in the address bar so
 * a view can be bookmarked, shared and restored with the browser's back button. Generic over the
 * screen (DUTs, catalog screens, stock): each declares which filters, sort keys and page sizes it
 * knows; anything else in the query string is ignored.
 */

export type SortOrder = 'asc' | 'desc';

/** The page sizes a list offers unless its spec says otherwise; the first is the default. */
export const PAGE_SIZES: readonly number[] = [25, 50, 100];

export interface ListState {
  q: string;
  /** Kind-specific and common filters (class, active, pitch class, ...): URL key → value. */
  filters: Record<string, string>;
  sort: string;
  order: SortOrder;
  page: number;
  pageSize: number;
}

/** One filter a screen offers: its query-string key, its allowed values and the value meaning "no filter". */
export interface FilterSpec {
  key: string;
  /** null: any non-empty string up to 100 characters (e.g. a class id). */
  values: readonly string[] | null;
  /** The value used when the URL says nothing (e.g. `active` defaults to 'true'); omitted: no filter. */
  fallback?: string;
}

export interface ListSpec {
  filters: readonly FilterSpec[];
  sortKeys: readonly string[];
  defaultSort: string;
  defaultOrder: SortOrder;
  /** Sort keys whose natural first direction is descending (dates, stock, prices, ...). */
  descendingFirst?: readonly string[];
  /** The page sizes offered, the first being the default (PAGE_SIZES when omitted); one: no choice. */
  pageSizes?: readonly number[];
}

/** The page sizes a list offers. */
export const pageSizesOf = (spec: ListSpec): readonly number[] => spec.pageSizes ?? PAGE_SIZES;

const MAX_Q = 200;
const MAX_FILTER = 100;

export function defaultState(spec: ListSpec): ListState {
  const filters: Record<string, string> = {};
  for (const f of spec.filters) if (f.fallback !== undefined) filters[f.key] = f.fallback;
  return {
    q: '',
    filters,
    sort: spec.defaultSort,
    order: spec.defaultOrder,
    page: 1,
    pageSize: pageSizesOf(spec)[0] ?? 25,
  };
}

function readFilter(spec: FilterSpec, raw: string | null): string | undefined {
  if (raw === null) return spec.fallback;
  // Written by writeListState when the user cleared a filter that has a default: "any".
  if (raw === '') return undefined;
  if (spec.values === null) return raw.length <= MAX_FILTER ? raw : spec.fallback;
  return spec.values.includes(raw) ? raw : spec.fallback;
}

/** Reads the state from a query string; anything unknown or malformed falls back to its default. */
export function readListState(spec: ListSpec, search: URLSearchParams): ListState {
  const base = defaultState(spec);
  const filters: Record<string, string> = {};
  for (const f of spec.filters) {
    const value = readFilter(f, search.get(f.key));
    if (value !== undefined) filters[f.key] = value;
  }
  const sort = search.get('sort');
  const order = search.get('order');
  const page = Number(search.get('page'));
  const size = Number(search.get('size'));
  return {
    q: (search.get('q') ?? '').slice(0, MAX_Q),
    filters,
    sort: sort !== null && spec.sortKeys.includes(sort) ? sort : base.sort,
    order: order === 'asc' || order === 'desc' ? order : base.order,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: pageSizesOf(spec).includes(size) ? size : base.pageSize,
  };
}

/**
 * Writes only what differs from the defaults, so the plain table is the plain path. A filter whose
 * default is set (active = true) and that the user cleared is written as `key=` (empty = "any").
 */
export function writeListState(spec: ListSpec, state: ListState): URLSearchParams {
  const base = defaultState(spec);
  const out = new URLSearchParams();
  if (state.q.trim()) out.set('q', state.q);
  for (const f of spec.filters) {
    const value = state.filters[f.key];
    if (value === base.filters[f.key]) continue;
    out.set(f.key, value ?? '');
  }
  if (state.sort !== base.sort) out.set('sort', state.sort);
  if (state.order !== base.order) out.set('order', state.order);
  if (state.page !== 1) out.set('page', String(state.page));
  if (state.pageSize !== base.pageSize) out.set('size', String(state.pageSize));
  return out;
}

/** An empty-string filter value in the URL means "any": reading it back must give no filter. */
function normaliseFilters(filters: Record<string, string | null | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(filters)) if (v !== null && v !== undefined && v !== '') out[k] = v;
  return out;
}

export interface ListChange {
  q?: string;
  filters?: Record<string, string | null>;
  sort?: string;
  order?: SortOrder;
  page?: number;
  pageSize?: number;
}

/** A change of search, filter, sort or page size starts again at page 1 (the old page may not exist). */
export function changeListState(current: ListState, change: ListChange): ListState {
  const next: ListState = {
    ...current,
    ...(change.q !== undefined ? { q: change.q } : {}),
    ...(change.sort !== undefined ? { sort: change.sort } : {}),
    ...(change.order !== undefined ? { order: change.order } : {}),
    ...(change.pageSize !== undefined ? { pageSize: change.pageSize } : {}),
    filters: change.filters ? normaliseFilters({ ...current.filters, ...change.filters }) : current.filters,
  };
  next.page = change.page ?? 1;
  return next;
}

/** A header click: a new column sorts in its natural direction, the same column flips. */
export function toggleSort(spec: ListSpec, current: ListState, key: string): ListState {
  if (current.sort === key)
    return changeListState(current, { order: current.order === 'asc' ? 'desc' : 'asc' });
  const natural: SortOrder = spec.descendingFirst?.includes(key) ? 'desc' : 'asc';
  return changeListState(current, { sort: key, order: natural });
}

/** Whether the user narrowed the list (to tell "nothing matches" from "nothing exists"). */
export function isNarrowed(spec: ListSpec, state: ListState): boolean {
  const base = defaultState(spec);
  if (state.q.trim() !== '') return true;
  return spec.filters.some((f) => (state.filters[f.key] ?? '') !== (base.filters[f.key] ?? ''));
}

/**
 * The API query string. `rename` maps URL keys to the API's parameter names where they differ
 * (e.g. `class` → `classId`); an "any" filter is left out.
 */
export function toApiQuery(state: ListState, rename: Record<string, string> = {}): string {
  const out = new URLSearchParams({
    sort: state.sort,
    order: state.order,
    page: String(state.page),
    pageSize: String(state.pageSize),
  });
  if (state.q.trim()) out.set('q', state.q.trim());
  for (const [key, value] of Object.entries(state.filters)) {
    if (value !== '') out.set(rename[key] ?? key, value);
  }
  return out.toString();
}

/** "26–50 of 1 234": the rows on screen and the total. */
export function rangeLabel(state: ListState, shown: number, total: number): string {
  if (shown === 0) return `0 of ${total.toLocaleString('en-US')}`;
  const first = (state.page - 1) * state.pageSize + 1;
  return `${first.toLocaleString('en-US')}–${(first + shown - 1).toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
}
