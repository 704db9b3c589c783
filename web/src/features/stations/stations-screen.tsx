import { Badge, Button, Group, NavLink, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { StationProfile, StationProfileInput } from '@studio/api';
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { notify } from '../../components/notifications/notification-store';
import { LoadingLines, QueryError } from '../../components/query-state';
import { ApiError } from '../../lib/api-error';
import { describeError } from '../../lib/describe-error';
import { StationEditor } from './station-editor';
import { useDeleteStation, useSaveStation, useStations } from './station-queries';

const EMPTY: StationProfileInput = {
  name: 'New station',
  description: '',
  connectors: [
    {
      name: 'X1',
      description: '',
      pins: Array.from({ length: 50 }, (_, i) => String(i + 1)),
      pinCurrentA: 3,
    },
  ],
  channels: [],
  growth: null,
};

const inputOf = (s: StationProfile): StationProfileInput => ({
  name: s.name,
  description: s.description,
  connectors: s.connectors,
  channels: s.channels,
  growth: s.growth,
});

/**
 * `/settings/stations`: the testers the company's fixtures plug into (decision 0061). The shipped
 * profiles are read-only and can be duplicated; the company's own are created, edited and deleted.
 */
export function StationsScreen({ canEdit }: { canEdit: boolean }) {
  const stations = useStations();
  const remove = useDeleteStation();
  const [selected, setSelected] = useState<string | 'new' | null>(null);
  const [seed, setSeed] = useState<StationProfileInput>(EMPTY);
  const [deleting, setDeleting] = useState<StationProfile | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const current = selected && selected !== 'new' ? stations.data?.find((s) => s.id === selected) : undefined;
  const save = useSaveStation(current && !current.builtin ? current.id : null);

  if (stations.isPending) return <LoadingLines lines={6} />;
  if (stations.isError) return <QueryError error={stations.error} onRetry={() => stations.refetch()} />;
  const shown = current ?? (selected === 'new' ? null : stations.data[0]);
  const editing = selected === 'new' ? seed : shown ? inputOf(shown) : EMPTY;
  const readOnly = !canEdit || (selected !== 'new' && (shown?.builtin ?? true));
  const key = selected === 'new' ? `new:${seed.name}` : (shown?.id ?? 'none');

  const onSave = (value: StationProfileInput) =>
    save.mutate(value, {
      onSuccess: (saved) => {
        setProblems({});
        setSelected(saved.id);
        notify({ color: 'positive', message: `Station profile ${saved.name} saved.` });
      },
      onError: (error) => {
        setProblems(
          error instanceof ApiError && Object.keys(error.fields).length > 0
            ? error.fields
            : { form: describeError(error) },
        );
      },
    });
  const duplicate = (s: StationProfile) => {
    setSeed({ ...inputOf(s), name: `${s.name} (copy)` });
    setProblems({});
    setSelected('new');
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 4 }} spacing="md">
      <Paper withBorder p="xs">
        <Stack gap={4}>
          {stations.data.map((s) => (
            <NavLink
              key={s.id}
              active={shown?.id === s.id && selected !== 'new'}
              label={s.name}
              description={`${s.connectors.length} connector(s), ${s.channels.length} channel(s)${s.growth ? ', grows' : ''}`}
              rightSection={
                s.builtin ? (
                  <Badge size="xs" variant="light">
                    Shipped
                  </Badge>
                ) : null
              }
              onClick={() => {
                setProblems({});
                setSelected(s.id);
              }}
            />
          ))}
          {canEdit && (
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => {
                setSeed(EMPTY);
                setProblems({});
                setSelected('new');
              }}
            >
              New profile
            </Button>
          )}
        </Stack>
      </Paper>
      <Stack style={{ gridColumn: 'span 3' }} gap="sm">
        {shown && selected !== 'new' && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {shown.builtin
                ? 'Shipped by Studio, the same for every company: duplicate it to change it.'
                : `Saved ${new Date(shown.updatedAt ?? '').toLocaleString()}. Saved test-config versions keep their own copy.`}
            </Text>
            <Group gap="xs">
              {canEdit && (
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconCopy size={14} />}
                  onClick={() => duplicate(shown)}
                >
                  Duplicate
                </Button>
              )}
              {canEdit && !shown.builtin && (
                <Button
                  size="compact-sm"
                  variant="light"
                  color="negative"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => setDeleting(shown)}
                >
                  Delete
                </Button>
              )}
            </Group>
          </Group>
        )}
        <StationEditor
          key={key}
          value={editing}
          readOnly={readOnly}
          saving={save.isPending}
          problems={problems}
          onSave={onSave}
        />
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete the station profile?"
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify({ color: 'positive', message: 'Station profile deleted.' });
              setDeleting(null);
              setSelected(null);
            },
            onError: (error) => notify({ color: 'negative', message: describeError(error) }),
          })
        }
      >
        {`${deleting?.name ?? ''} will be deleted. Test-config versions wired to it keep their copy.`}
      </ConfirmDialog>
    </SimpleGrid>
  );
}
