import { describe, expect, it } from 'vitest';
import {
  changeListState,
  defaultState,
  readListState,
  toApiQuery,
  toggleSort,
  writeListState,
} from '../../../components/paged-list/list-state';
import { DUT_LIST_SPEC, DUT_SORT_CHOICES, dutListQuery, SORT_KEYS } from './list-params';

const read = (qs: string) => readListState(DUT_LIST_SPEC, new URLSearchParams(qs));
const DEFAULTS = defaultState(DUT_LIST_SPEC);

describe('the DUT list in the query string', () => {
  it('reads the defaults from an empty query: every status, newest first, 25 a page', () => {
    expect(read('')).toEqual({ q: '', filters: {}, sort: 'updatedAt', order: 'desc', page: 1, pageSize: 25 });
  });

  it('reads every field', () => {
    const state = read('q=pic&status=failed&sort=name&order=asc&page=3');
    expect(state).toEqual({
      ...DEFAULTS,
      q: 'pic',
      filters: { status: 'failed' },
      sort: 'name',
      order: 'asc',
      page: 3,
    });
  });

  it('falls back field by field on nonsense; the page size is not the address bar’s to choose', () => {
    expect(read('status=broken&sort=size&order=up&page=-2&size=100')).toEqual(DEFAULTS);
    expect(read('page=1.5').page).toBe(1);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(writeListState(DUT_LIST_SPEC, DEFAULTS).toString()).toBe('');
    const state = {
      q: 'a b',
      filters: { status: 'ready' },
      sort: 'name',
      order: 'asc' as const,
      page: 2,
      pageSize: 25,
    };
    expect(writeListState(DUT_LIST_SPEC, state).toString()).toBe(
      'q=a+b&status=ready&sort=name&order=asc&page=2',
    );
    expect(readListState(DUT_LIST_SPEC, writeListState(DUT_LIST_SPEC, state))).toEqual(state);
  });
});

describe('changing the DUT list', () => {
  it('goes back to page 1 when search, filter or sort change', () => {
    const on3 = { ...DEFAULTS, page: 3 };
    expect(changeListState(on3, { q: 'x' }).page).toBe(1);
    expect(changeListState(on3, { filters: { status: 'ready' } }).page).toBe(1);
    expect(changeListState(on3, { page: 4 }).page).toBe(4);
  });

  it('sorts names A→Z and dates newest first on a first click, and flips the same column', () => {
    const byName = toggleSort(DUT_LIST_SPEC, DEFAULTS, 'name');
    expect([byName.sort, byName.order]).toEqual(['name', 'asc']);
    expect(toggleSort(DUT_LIST_SPEC, byName, 'name').order).toBe('desc');
    expect(toggleSort(DUT_LIST_SPEC, byName, 'updatedAt').order).toBe('desc');
    expect(toggleSort(DUT_LIST_SPEC, byName, 'createdAt').order).toBe('desc');
  });

  it('offers on a phone only orders the server can sort by', () => {
    for (const choice of DUT_SORT_CHOICES) {
      const [sort, order] = choice.value.split(':');
      expect(SORT_KEYS).toContain(sort);
      expect(['asc', 'desc']).toContain(order);
    }
  });

  it('builds the API query with the page size and a trimmed search', () => {
    const qs = new URLSearchParams(toApiQuery({ ...DEFAULTS, q: '  pic ', filters: { status: 'ready' } }));
    expect(Object.fromEntries(qs)).toEqual({
      sort: 'updatedAt',
      order: 'desc',
      page: '1',
      pageSize: '25',
      q: 'pic',
      status: 'ready',
    });
  });

  it('asks the dashboard’s counts and recent DUTs in the list’s default order', () => {
    expect(dutListQuery(5)).toBe('sort=updatedAt&order=desc&page=1&pageSize=5');
    expect(dutListQuery(1, 'failed')).toBe('sort=updatedAt&order=desc&page=1&pageSize=1&status=failed');
  });
});
