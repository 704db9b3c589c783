import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { DutStatus } from '@studio/api';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { STATUS_FILTERS } from './dut-status';
import type { ListParams, SortKey, SortOrder } from './list-params';

const SORT_CHOICES: { value: string; label: string }[] = [
  { value: 'updatedAt:desc', label: 'Recently updated' },
  { value: 'createdAt:desc', label: 'Recently created' },
  { value: 'name:asc', label: 'Name A–Z' },
  { value: 'name:desc', label: 'Name Z–A' },
  { value: 'revision:asc', label: 'Revision' },
  { value: 'status:asc', label: 'Status' },
];

export interface DutListToolbarProps {
  params: ListParams;
  onChange(change: Partial<ListParams>): void;
}

/** Search (as you type, debounced), status filter and — where the table's headers are hidden — sort. */
export function DutListToolbar({ params, onChange }: DutListToolbarProps) {
  const [search, setSearch] = useState(params.q);
  // Back / forward in the browser changes the query string: the box follows it.
  useEffect(() => setSearch(params.q), [params.q]);
  const commitSearch = useDebouncedCallback((q: string) => onChange({ q }), 300);
  const sortValue = `${params.sort}:${params.order}`;

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Name, part number or revision"
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
        style={{ flex: '1 1 240px' }}
      />
      <Select
        label="Status"
        data={[{ value: '', label: 'All statuses' }, ...STATUS_FILTERS]}
        value={params.status ?? ''}
        onChange={(value) => onChange({ status: (value || null) as DutStatus | null })}
        allowDeselect={false}
        style={{ flex: '1 1 150px', maxWidth: 220 }}
      />
      <Select
        label="Sort by"
        hiddenFrom="md"
        data={
          SORT_CHOICES.some((c) => c.value === sortValue)
            ? SORT_CHOICES
            : [...SORT_CHOICES, { value: sortValue, label: 'Custom' }]
        }
        value={sortValue}
        onChange={(value) => {
          const [sort, order] = (value ?? 'updatedAt:desc').split(':') as [SortKey, SortOrder];
          onChange({ sort, order });
        }}
        allowDeselect={false}
        style={{ flex: '1 1 150px', maxWidth: 220 }}
      />
    </Group>
  );
}
