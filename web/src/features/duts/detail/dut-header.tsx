import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { Dut } from '@studio/api';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatUpdated } from '../../../lib/format';
import { DutStatusBadge } from '../dut-status-badge';

/** Name, part number, revision and status of a DUT, with the page's actions. */
export function DutHeader({ dut, actions }: { dut: Dut; actions?: ReactNode }) {
  const facts = [
    dut.partNumber && `Part number ${dut.partNumber}`,
    dut.revision && `Revision ${dut.revision}`,
    `updated ${formatUpdated(dut.updatedAt)}`,
  ].filter(Boolean);
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="md">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Anchor component={Link} to="/dut" size="xs">
          ← All DUTs
        </Anchor>
        <Group gap="sm" align="center">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {dut.name}
          </Title>
          <DutStatusBadge status={dut.status} size="md" />
        </Group>
        <Text size="sm" c="dimmed">
          {facts.join(' · ')}
          {dut.previousRevisionId && (
            <>
              {' · '}
              <Anchor component={Link} to={`/dut/${dut.previousRevisionId}`} size="sm">
                previous revision
              </Anchor>
            </>
          )}
        </Text>
        {dut.notes && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} maw={760}>
            {dut.notes}
          </Text>
        )}
      </Stack>
      {actions}
    </Group>
  );
}
