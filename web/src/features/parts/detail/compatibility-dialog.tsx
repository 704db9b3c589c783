import { Alert, Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PART_KIND_LABELS, type PartDetail, type PartKind } from '@studio/api';
import { useMemo, useState } from 'react';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { notify } from '../../../components/notifications/notification-store';
import { describeError } from '../../../lib/describe-error';
import { usePartOptions, useSaveCompatibility } from '../api/parts-queries';

const plural = (kind: PartKind) => `${PART_KIND_LABELS[kind].toLowerCase()}s`;

function CompatibilityForm({
  part,
  partner,
  onClose,
}: {
  part: PartDetail;
  partner: PartKind;
  onClose(): void;
}) {
  const [chosen, setChosen] = useState(part.compatibility.map((c) => c.id));
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const options = usePartOptions(partner, q);
  const save = useSaveCompatibility(part.id);
  const [error, setError] = useState<string | null>(null);

  // The chosen parts stay listed (with their labels) whatever the search shows.
  const data = useMemo(() => {
    const seen = new Map<string, string>();
    for (const c of part.compatibility)
      seen.set(c.id, `${c.partNumber} — ${c.name}${c.active ? '' : ' (inactive)'}`);
    for (const p of options.data ?? [])
      seen.set(p.id, `${p.partNumber} — ${p.name}${p.active ? '' : ' (inactive)'}`);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [part.compatibility, options.data]);

  return (
    <Stack gap="md">
      <Text size="sm">
        Which {plural(partner)} go with {part.partNumber}. The link works both ways: it also shows on each{' '}
        {PART_KIND_LABELS[partner].toLowerCase()}.
      </Text>
      {error && (
        <Alert color="negative" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <MultiSelect
        label={`Compatible ${plural(partner)}`}
        placeholder="Search by part number or name"
        data={data}
        value={chosen}
        onChange={setChosen}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage={
          options.isFetching ? 'Searching…' : `No ${PART_KIND_LABELS[partner].toLowerCase()} matches`
        }
        clearable
        hidePickedOptions
        maxDropdownHeight={280}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { partIds: chosen },
              {
                onSuccess: () => {
                  notify({ color: 'positive', message: `Compatibility of ${part.partNumber} saved.` });
                  onClose();
                },
                onError: (e) => setError(describeError(e)),
              },
            )
          }
        >
          Save links
        </Button>
      </Group>
    </Stack>
  );
}

/** Edit which receptacles take a probe (or probes a receptacle), which kits a cartridge fits. */
export function CompatibilityDialog(props: {
  part: PartDetail;
  partner: PartKind;
  opened: boolean;
  onClose(): void;
}) {
  return (
    <AppDialog opened={props.opened} onClose={props.onClose} title="Compatibility" size="lg">
      {props.opened && (
        <CompatibilityForm part={props.part} partner={props.partner} onClose={props.onClose} />
      )}
    </AppDialog>
  );
}
