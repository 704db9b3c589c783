import { describe, expect, it } from 'vitest';
import {
  changeListState,
  defaultState,
  isNarrowed,
  type ListSpec,
  rangeLabel,
  readListState,
  toApiQuery,
  toggleSort,
  writeListState,
} from './list-state';

const SPEC: ListSpec = {
  filters: [
    { key: 'class', values: null },
    { key: 'active', values: ['true', 'false'], fallback: 'true' },
    { key: 'pitchClass', values: ['P100', 'P75', 'P50', 'P39'] },
  ],
  sortKeys: ['partNumber', 'name', 'unitPrice', 'updatedAt'],
  defaultSort: 'partNumber',
  defaultOrder: 'asc',
  descendingFirst: ['updatedAt', 'unitPrice'],
};

const read = (qs: string) => readListState(SPEC, new URLSearchParams(qs));

describe('catalog table state in the address bar', () => {
  it('reads the defaults from an empty query: active parts, by part number, 25 a page', () => {
    expect(read('')).toEqual({
      q: '',
      filters: { active: 'true' },
      sort: 'partNumber',
      order: 'asc',
      page: 1,
      pageSize: 25,
    });
    expect(writeListState(SPEC, defaultState(SPEC)).toString()).toBe('');
  });

  it('reads every field', () => {
    expect(read('q=crown&class=c1&active=false&pitchClass=P75&sort=name&order=desc&page=3&size=100')).toEqual(
      {
        q: 'crown',
        filters: { class: 'c1', active: 'false', pitchClass: 'P75' },
        sort: 'name',
        order: 'desc',
        page: 3,
        pageSize: 100,
      },
    );
  });

  it('falls back field by field on nonsense, and ignores keys the screen does not know', () => {
    const state = read('pitchClass=P60&active=maybe&sort=colour&order=up&page=-1&size=33&tipStyle=crown');
    expect(state).toEqual(defaultState(SPEC));
    expect(read('page=2.5').page).toBe(1);
    expect(read(`class=${'x'.repeat(101)}`).filters).toEqual({ active: 'true' });
    expect(read(`q=${'a'.repeat(300)}`).q).toHaveLength(200);
  });

  it('keeps a cleared default filter as "any" (active=) and reads it back as no filter', () => {
    const any = changeListState(defaultState(SPEC), { filters: { active: null } });
    expect(any.filters).toEqual({});
    const written = writeListState(SPEC, any);
    expect(written.toString()).toBe('active=');
    expect(readListState(SPEC, written).filters).toEqual({});
  });

  it('round-trips any state', () => {
    const state = changeListState(defaultState(SPEC), {
      q: 'spear 1,5',
      filters: { pitchClass: 'P50', class: 'abc' },
      sort: 'unitPrice',
      order: 'desc',
      pageSize: 50,
    });
    const moved = changeListState(state, { page: 4 });
    expect(readListState(SPEC, writeListState(SPEC, moved))).toEqual(moved);
  });
});

describe('changing the table', () => {
  const on3 = changeListState(defaultState(SPEC), { page: 3 });

  it('goes back to page 1 on a new search, filter, sort or page size', () => {
    expect(on3.page).toBe(3);
    expect(changeListState(on3, { q: 'x' }).page).toBe(1);
    expect(changeListState(on3, { filters: { pitchClass: 'P100' } }).page).toBe(1);
    expect(changeListState(on3, { pageSize: 100 }).page).toBe(1);
    expect(changeListState(on3, { page: 4 }).page).toBe(4);
  });

  it('sorts a new column in its natural direction and flips the same column', () => {
    const byName = toggleSort(SPEC, on3, 'name');
    expect([byName.sort, byName.order, byName.page]).toEqual(['name', 'asc', 1]);
    expect(toggleSort(SPEC, byName, 'name').order).toBe('desc');
    expect(toggleSort(SPEC, byName, 'unitPrice').order).toBe('desc');
  });

  it('tells a narrowed list from the plain one', () => {
    expect(isNarrowed(SPEC, defaultState(SPEC))).toBe(false);
    expect(isNarrowed(SPEC, changeListState(defaultState(SPEC), { q: ' ' }))).toBe(false);
    expect(isNarrowed(SPEC, changeListState(defaultState(SPEC), { q: 'a' }))).toBe(true);
    expect(isNarrowed(SPEC, changeListState(defaultState(SPEC), { filters: { active: null } }))).toBe(true);
    expect(isNarrowed(SPEC, changeListState(defaultState(SPEC), { sort: 'name' }))).toBe(false);
  });
});

describe('the API query', () => {
  it('carries sort, page, size, a trimmed search and the filters under the API names', () => {
    const state = changeListState(defaultState(SPEC), { q: '  crown ', filters: { class: 'c9' } });
    expect(Object.fromEntries(new URLSearchParams(toApiQuery(state, { class: 'classId' })))).toEqual({
      sort: 'partNumber',
      order: 'asc',
      page: '1',
      pageSize: '25',
      q: 'crown',
      active: 'true',
      classId: 'c9',
    });
  });

  it('labels the rows on screen', () => {
    const page3 = changeListState(defaultState(SPEC), { page: 3 });
    expect(rangeLabel(page3, 25, 1234)).toBe('51–75 of 1,234');
    expect(rangeLabel(page3, 0, 0)).toBe('0 of 0');
  });
});
