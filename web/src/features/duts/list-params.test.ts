import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_PARAMS,
  readListParams,
  toApiQuery,
  toggleSort,
  updateListParams,
  writeListParams,
} from './list-params';

const read = (qs: string) => readListParams(new URLSearchParams(qs));

describe('list state in the query string', () => {
  it('reads the defaults from an empty query', () => {
    expect(read('')).toEqual(DEFAULT_LIST_PARAMS);
  });

  it('reads every field', () => {
    expect(read('q=pic&status=failed&sort=name&order=asc&page=3')).toEqual({
      q: 'pic',
      status: 'failed',
      sort: 'name',
      order: 'asc',
      page: 3,
    });
  });

  it('falls back field by field on nonsense', () => {
    expect(read('status=broken&sort=size&order=up&page=-2')).toEqual(DEFAULT_LIST_PARAMS);
    expect(read('page=1.5').page).toBe(1);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(writeListParams(DEFAULT_LIST_PARAMS).toString()).toBe('');
    const params = {
      q: 'a b',
      status: 'ready' as const,
      sort: 'name' as const,
      order: 'asc' as const,
      page: 2,
    };
    expect(readListParams(writeListParams(params))).toEqual(params);
  });
});

describe('changing the list', () => {
  it('goes back to page 1 when search, filter or sort change', () => {
    const on3 = { ...DEFAULT_LIST_PARAMS, page: 3 };
    expect(updateListParams(on3, { q: 'x' }).page).toBe(1);
    expect(updateListParams(on3, { status: 'ready' }).page).toBe(1);
    expect(updateListParams(on3, { page: 4 }).page).toBe(4);
  });

  it('sorts a new column in its natural direction and flips the same column', () => {
    const byName = toggleSort(DEFAULT_LIST_PARAMS, 'name');
    expect([byName.sort, byName.order]).toEqual(['name', 'asc']);
    expect(toggleSort(byName, 'name').order).toBe('desc');
    expect(toggleSort(byName, 'updatedAt').order).toBe('desc');
  });

  it('builds the API query with the page size and a trimmed search', () => {
    const qs = new URLSearchParams(toApiQuery({ ...DEFAULT_LIST_PARAMS, q: '  pic ', status: 'ready' }, 10));
    expect(Object.fromEntries(qs)).toEqual({
      sort: 'updatedAt',
      order: 'desc',
      page: '1',
      pageSize: '10',
      q: 'pic',
      status: 'ready',
    });
  });
});
