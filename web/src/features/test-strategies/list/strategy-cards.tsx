import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { TestStrategySummary } from '@studio/api';
import { Link } from 'react-router';
import { formatUpdated } from '../../../lib/format';
import { StrategyStatusBadge } from '../strategy-status-badge';
import { strategyFacts } from './strategy-facts';

/** The strategy list as cards (narrow screens). */
export function StrategyCards({ items }: { items: TestStrategySummary[] }) {
  return (
    <Stack gap="xs" role="list" aria-label="Test strategies">
      {items.map((s) => (
        <Paper key={s.id} withBorder radius="md" p="sm" role="listitem">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={`/test-strategy/${s.id}`} fw={600} truncate>
                {s.name}
              </Anchor>
              <Text size="xs" c="dimmed" truncate>
                {s.dutName}
                {s.latestVersion ? ` · version ${s.latestVersion}` : ''}
              </Text>
            </Stack>
            <StrategyStatusBadge status={s.status} />
          </Group>
          <Text size="sm" mt={6}>
            {strategyFacts(s)}
          </Text>
          <Text size="xs" c="dimmed">
            Updated {formatUpdated(s.updatedAt)}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
