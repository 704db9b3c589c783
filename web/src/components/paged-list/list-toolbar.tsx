import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import type { ListChange, ListState, SortOrder } from './list-state';

/** One select filter of a toolbar: the URL key, its label, and its choices ('' = any). */
export interface FilterControl {
  key: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The label of "no filter" ('All classes'); omitted when the filter always has a value. */
  anyLabel?: string;
}

/** One "Sort by" choice: `value` is `sortKey:order` ('updatedAt:desc'). */
export interface SortChoice {
  value: `${string}:${SortOrder}`;
  label: string;
}

export interface ListToolbarProps {
  state: ListState;
  searchPlaceholder: string;
  filters: readonly FilterControl[];
  /**
   * A "Sort by" select, for lists whose sortable headers are hidden on narrow screens (cards instead
   * of a table): shown below the `md` breakpoint only.
   */
  sortChoices?: readonly SortChoice[];
  onChange(change: ListChange): void;
  /** Extra controls at the end (column chooser, export). */
  children?: ReactNode;
}

const FIELD_STYLE = { flex: '1 1 150px', maxWidth: 220 };

/** The sort select: the list's current order, or "Custom" when the address bar asked for another one. */
function SortSelect({
  state,
  choices,
  onChange,
}: Required<Pick<ListToolbarProps, 'state' | 'onChange'>> & {
  choices: readonly SortChoice[];
}) {
  const value = `${state.sort}:${state.order}`;
  return (
    <Select
      label="Sort by"
      hiddenFrom="md"
      data={choices.some((c) => c.value === value) ? choices : [...choices, { value, label: 'Custom' }]}
      value={value}
      onChange={(picked) => {
        if (!picked) return;
        const [sort, order] = picked.split(':') as [string, SortOrder];
        onChange({ sort, order });
      }}
      allowDeselect={false}
      style={FIELD_STYLE}
    />
  );
}

/** Search (as you type, debounced), the screen's filters, and — where headers are hidden — sort. */
export function ListToolbar({
  state,
  searchPlaceholder,
  filters,
  sortChoices,
  onChange,
  children,
}: ListToolbarProps) {
  const [search, setSearch] = useState(state.q);
  // Back / forward in the browser changes the query string: the box follows it.
  useEffect(() => setSearch(state.q), [state.q]);
  const commitSearch = useDebouncedCallback((q: string) => onChange({ q }), 300);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder={searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          commitSearch(event.currentTarget.value);
        }}
        rightSection={
          search ? (
            <CloseButton
              aria-label="Clear search"
              size="sm"
              onClick={() => {
                setSearch('');
                onChange({ q: '' });
              }}
            />
          ) : null
        }
        style={{ flex: '2 1 220px' }}
      />
      {filters.map((filter) => (
        <Select
          key={filter.key}
          label={filter.label}
          data={
            filter.anyLabel ? [{ value: '', label: filter.anyLabel }, ...filter.options] : [...filter.options]
          }
          value={state.filters[filter.key] ?? ''}
          onChange={(value) => onChange({ filters: { [filter.key]: value || null } })}
          allowDeselect={false}
          searchable={filter.options.length > 8}
          style={FIELD_STYLE}
        />
      ))}
      {sortChoices && <SortSelect state={state} choices={sortChoices} onChange={onChange} />}
      {children && (
        <Group gap="xs" ml="auto">
          {children}
        </Group>
      )}
    </Group>
  );
}
