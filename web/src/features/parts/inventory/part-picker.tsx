import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { usePartOptions } from '../api/parts-queries';

export interface PartPickerProps {
  value: string;
  onChange(id: string): void;
  /** The chosen part's label when it is not in the current search results (e.g. preset). */
  initialLabel?: string;
  error?: React.ReactNode;
  onBlur?(): void;
  name?: string;
}

/** Search the catalog by part number or name (server-side: thousands of parts stay fast). */
export function PartPicker({ value, onChange, initialLabel, error, onBlur, name }: PartPickerProps) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const options = usePartOptions(null, q);
  const data = useMemo(() => {
    const list = (options.data ?? []).map((p) => ({ value: p.id, label: `${p.partNumber} — ${p.name}` }));
    if (value && initialLabel && !list.some((o) => o.value === value))
      list.unshift({ value, label: initialLabel });
    return list;
  }, [options.data, value, initialLabel]);
  return (
    <Select
      label="Part"
      required
      name={name}
      placeholder="Search by part number or name"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={data}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      onBlur={onBlur}
      error={error}
      nothingFoundMessage={options.isFetching ? 'Searching…' : 'No part matches'}
      maxDropdownHeight={280}
    />
  );
}
