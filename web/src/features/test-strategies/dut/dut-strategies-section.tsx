import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingLines, QueryError } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { formatUpdated } from '../../../lib/format';
import { strategyFacts } from '../list/strategy-facts';
import { StrategyStatusBadge } from '../strategy-status-badge';
import { useDutStrategies } from '../strategy-queries';
import { DraftStrategyDialog } from './draft-strategy-dialog';

/** The DUT page's test strategies, and "Draft a test strategy" once the board is imported. */
export function DutStrategiesSection({
  dutId,
  hasBoard,
  canEdit,
}: {
  dutId: string;
  hasBoard: boolean;
  canEdit: boolean;
}) {
  const strategies = useDutStrategies(dutId);
  const [drafting, setDrafting] = useState(false);
  const count = strategies.data?.total ?? 0;
  let body: React.ReactNode;
  if (strategies.isPending) body = <LoadingLines lines={2} />;
  else if (strategies.isError)
    body = <QueryError error={strategies.error} onRetry={() => strategies.refetch()} />;
  else if (strategies.data.items.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {!hasBoard
          ? 'A test strategy is drafted from the imported board: import the design package first.'
          : canEdit
            ? 'No test strategy yet. “Draft a test strategy” proposes one from the board.'
            : 'No test strategy yet. An engineer of your company drafts one.'}
      </Text>
    );
  else
    body = (
      <Stack gap={8} role="list" aria-label="Test strategies of this DUT">
        {strategies.data.items.map((s) => (
          <Group key={s.id} gap="xs" role="listitem" justify="space-between" wrap="wrap">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={`/test-strategy/${s.id}`} fw={500} size="sm">
                {s.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {strategyFacts(s)} · updated {formatUpdated(s.updatedAt)}
              </Text>
            </Stack>
            <StrategyStatusBadge status={s.status} />
          </Group>
        ))}
      </Stack>
    );
  return (
    <Section
      id="test-strategies"
      title="Test strategies"
      description="The test plan: steps, limits and equipment, drafted from the board and edited by you."
      actions={
        canEdit &&
        hasBoard && (
          <Button size="xs" leftSection={<IconListCheck size={14} />} onClick={() => setDrafting(true)}>
            Draft a test strategy
          </Button>
        )
      }
    >
      {body}
      {canEdit && hasBoard && (
        <DraftStrategyDialog
          dutId={dutId}
          opened={drafting}
          defaultName={`Test strategy ${count + 1}`}
          onClose={() => setDrafting(false)}
        />
      )}
    </Section>
  );
}
