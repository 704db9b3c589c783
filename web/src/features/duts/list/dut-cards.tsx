import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { Dut, Units } from '@studio/api';
import { Link } from 'react-router';
import { formatBoardSize, formatCount, formatUpdated } from '../../../lib/format';
import { DutStatusBadge } from '../dut-status-badge';

/** One line of board facts: "100.00 × 80.00 mm · 2 layers · 120 components · 45 probe-able candidates". */
function boardLine(dut: Dut, units: Units): string {
  const b = dut.board;
  if (!b) return 'No board imported yet';
  const parts = [formatBoardSize(b.widthMm, b.heightMm, units)];
  if (b.copperLayers !== null) parts.push(`${b.copperLayers} layers`);
  parts.push(
    `${formatCount(b.components)} components`,
    `${formatCount(b.testPoints.total)} probe-able candidates`,
  );
  return parts.join(' · ');
}

/** The DUT list as cards (narrow screens, where eight columns do not fit). */
export function DutCards({ duts, units }: { duts: Dut[]; units: Units }) {
  return (
    <Stack gap="xs" role="list" aria-label="DUTs">
      {duts.map((dut) => (
        <Paper key={dut.id} withBorder radius="md" p="sm" role="listitem">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={`/dut/${dut.id}`} fw={600} truncate>
                {dut.name}
              </Anchor>
              <Text size="xs" c="dimmed" truncate>
                {[dut.partNumber, dut.revision && `Rev ${dut.revision}`].filter(Boolean).join(' · ') || '—'}
              </Text>
            </Stack>
            <DutStatusBadge status={dut.status} />
          </Group>
          <Text size="sm" mt={6}>
            {boardLine(dut, units)}
          </Text>
          <Text size="xs" c="dimmed">
            Updated {formatUpdated(dut.updatedAt)}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
