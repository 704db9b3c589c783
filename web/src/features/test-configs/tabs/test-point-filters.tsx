import { Checkbox, Group, MultiSelect, SegmentedControl, Select, TextInput } from '@mantine/core';
import type { CandidateFilter } from '@studio/core';
import { IconSearch } from '@tabler/icons-react';
import { KIND_LABELS } from './tab-props';

const KIND_OPTIONS = Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }));
const SIDE_OPTIONS = [
  { value: 'all', label: 'All sides' },
  { value: 'top', label: 'Top' },
  { value: 'bottom', label: 'Bottom' },
  { value: 'both', label: 'Both (through)' },
];

/** Search and filters of the Test points table. */
export function TestPointFilters({
  filter,
  onChange,
}: {
  filter: CandidateFilter;
  onChange(change: Partial<CandidateFilter>): void;
}) {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        aria-label="Search test points"
        placeholder="Net, TP3, U2.14…"
        leftSection={<IconSearch size={16} />}
        value={filter.query}
        onChange={(e) => onChange({ query: e.currentTarget.value })}
        style={{ flex: '1 1 180px' }}
        size="xs"
      />
      <MultiSelect
        aria-label="Kinds"
        placeholder={filter.kinds.length ? undefined : 'All kinds'}
        data={KIND_OPTIONS}
        value={filter.kinds}
        onChange={(kinds) => onChange({ kinds: kinds as CandidateFilter['kinds'] })}
        clearable
        size="xs"
        style={{ flex: '1 1 160px' }}
      />
      <Select
        aria-label="Side"
        data={SIDE_OPTIONS}
        value={filter.side}
        onChange={(side) => onChange({ side: (side ?? 'all') as CandidateFilter['side'] })}
        allowDeselect={false}
        size="xs"
        w={130}
      />
      <SegmentedControl
        aria-label="Selection"
        size="xs"
        value={filter.selection}
        onChange={(selection) => onChange({ selection: selection as CandidateFilter['selection'] })}
        data={[
          { value: 'all', label: 'All' },
          { value: 'selected', label: 'Selected' },
          { value: 'unselected', label: 'Not selected' },
        ]}
      />
      <Checkbox
        size="xs"
        label="With findings"
        checked={filter.withFindings}
        onChange={(e) => onChange({ withFindings: e.currentTarget.checked })}
      />
    </Group>
  );
}
