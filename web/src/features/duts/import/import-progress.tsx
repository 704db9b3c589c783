import { Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import type { Dut } from '@studio/api';
import { useQuery } from '@tanstack/react-query';
import { dutKeys } from '../../../lib/dut-keys';
import { type LiveImportProgress, progressOf } from '../dut-live';

/** The latest live progress of a DUT's import, from the cache the live events write to. */
export function useLiveProgress(dutId: string) {
  return useQuery<LiveImportProgress | null>({
    queryKey: dutKeys.progress(dutId),
    queryFn: () => null,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}

/** The import while it is queued or running: live progress, or a moving bar while it is unknown. */
export function ImportProgress({ dut }: { dut: Dut }) {
  const live = useLiveProgress(dut.id) ?? undefined;
  const value = progressOf(dut.status, live);
  const percent = value === null ? null : Math.round(value * 100);
  const text =
    dut.status === 'queued'
      ? 'Queued: waiting for the importer…'
      : `Importing the design package…${percent === null ? '' : ` ${percent} %`}`;
  return (
    <Paper withBorder radius="md" p="md" role="status" aria-live="polite" aria-label="Import progress">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" aria-hidden />
          <Stack gap={0}>
            <Text fw={600} size="sm">
              {text}
            </Text>
            <Text size="xs" c="dimmed">
              You can leave this page: the import continues in the background.
            </Text>
          </Stack>
        </Group>
        <Progress
          value={percent ?? 100}
          striped={percent === null}
          animated
          size="md"
          color="accent"
          aria-label="Import"
          // An unknown amount is only a moving bar: the text above says what is happening.
          aria-hidden={percent === null || undefined}
        />
      </Stack>
    </Paper>
  );
}
