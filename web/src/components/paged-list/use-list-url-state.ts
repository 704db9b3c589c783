import { useSearchParams } from 'react-router';
import {
  changeListState,
  defaultState,
  isNarrowed,
  type ListChange,
  type ListSpec,
  type ListState,
  readListState,
  toggleSort,
  writeListState,
} from './list-state';

/** A list's state read from the address bar, and the ways to change it (each one a navigation). */
export interface ListUrlState {
  spec: ListSpec;
  state: ListState;
  /** Whether a search or filter narrows the list ("nothing matches" rather than "nothing exists"). */
  narrowed: boolean;
  change(change: ListChange): void;
  /** A sortable header was clicked. */
  sortBy(key: string): void;
  /** Back to the plain list (no search, default filters, first page). */
  clear(): void;
}

/**
 * The list state of one screen in the query string. A new page is a history entry (the back button
 * goes to the previous page); any other change replaces the current entry.
 */
export function useListUrlState(spec: ListSpec): ListUrlState {
  const [search, setSearch] = useSearchParams();
  const state = readListState(spec, search);
  const apply = (next: ListState) =>
    setSearch(writeListState(spec, next), { replace: next.page === state.page });
  return {
    spec,
    state,
    narrowed: isNarrowed(spec, state),
    change: (change) => apply(changeListState(state, change)),
    sortBy: (key) => apply(toggleSort(spec, state, key)),
    clear: () => apply(defaultState(spec)),
  };
}
