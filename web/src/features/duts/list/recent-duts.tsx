import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LoadingLines, QueryError } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { useCanEditDuts, useUnits } from '../../../lib/current-user';
import { formatBoardSize, formatUpdated } from '../../../lib/format';
import { useDutList } from '../dut-queries';
import { DutStatusBadge } from '../dut-status-badge';
import { dutListQuery } from './list-params';

const RECENT = 5;

/** How many DUTs have a given status (one row asked for: the total is what matters). */
function useStatusCount(status: 'ready' | 'failed') {
  return useDutList(dutListQuery(1, status)).data?.total;
}

/** The dashboard's DUT block: counts, the five most recently updated, and "New DUT". */
export function RecentDuts() {
  const recent = useDutList(dutListQuery(RECENT));
  const ready = useStatusCount('ready');
  const failed = useStatusCount('failed');
  const units = useUnits();
  const canEdit = useCanEditDuts();
  const total = recent.data?.total;
  return (
    <Section
      id="recent-duts"
      title="Recent DUTs"
      description={
        total === undefined ? undefined : (
          <Group gap={6} component="span">
            <Badge variant="light" color="gray" component="span">
              {total} DUT{total === 1 ? '' : 's'}
            </Badge>
            {ready !== undefined && ready > 0 && (
              <Badge variant="light" color="positive" component="span">
                {ready} ready
              </Badge>
            )}
            {failed !== undefined && failed > 0 && (
              <Badge variant="light" color="negative" component="span">
                {failed} failed
              </Badge>
            )}
          </Group>
        )
      }
      actions={
        canEdit && (
          <Button size="xs" leftSection={<IconPlus size={14} />} component={Link} to="/dut/create">
            New DUT
          </Button>
        )
      }
    >
      {recent.isPending ? (
        <LoadingLines lines={3} />
      ) : recent.isError ? (
        <QueryError error={recent.error} onRetry={() => recent.refetch()} />
      ) : recent.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No DUTs yet. {canEdit ? 'Create one and drop its design package to see the board here.' : ''}
        </Text>
      ) : (
        <Stack gap={6}>
          {recent.data.items.map((dut) => (
            <Group key={dut.id} justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/dut/${dut.id}`} size="sm" fw={600} truncate>
                  {dut.name}
                  {dut.revision ? ` · Rev ${dut.revision}` : ''}
                </Anchor>
                <Text size="xs" c="dimmed" truncate>
                  {dut.board ? formatBoardSize(dut.board.widthMm, dut.board.heightMm, units) : 'No board yet'}{' '}
                  · updated {formatUpdated(dut.updatedAt)}
                </Text>
              </Stack>
              <DutStatusBadge status={dut.status} />
            </Group>
          ))}
          {recent.data.total > RECENT && (
            <Anchor component={Link} to="/dut" size="sm">
              All {recent.data.total} DUTs
            </Anchor>
          )}
        </Stack>
      )}
    </Section>
  );
}
