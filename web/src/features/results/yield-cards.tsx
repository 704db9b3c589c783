import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ResultsDashboard } from '@studio/api';

const percent = (v: number | null) => (v === null ? '–' : `${(v * 100).toFixed(1)} %`);

/** First-pass yield, final yield, throughput, boards and retests of the window. */
export function YieldCards({ yields }: { yields: ResultsDashboard['yields'] }) {
  const cards = [
    {
      label: 'First-pass yield',
      value: percent(yields.firstPassYield),
      hint: 'boards passing their first run',
    },
    { label: 'Final yield', value: percent(yields.finalYield), hint: 'boards passing their last run' },
    {
      label: 'Throughput',
      value: yields.runsPerHour === null ? '–' : `${yields.runsPerHour.toFixed(1)} runs/h`,
      hint: 'first start to last end',
    },
    {
      label: 'Boards',
      value: yields.boards.toLocaleString('en-US'),
      hint: `${yields.runs.toLocaleString('en-US')} runs`,
    },
    { label: 'Retests', value: yields.retests.toLocaleString('en-US'), hint: 'runs after a board’s first' },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      {cards.map((c) => (
        <Paper key={c.label} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {c.label}
          </Text>
          <Text size="xl" fw={700} data-testid={`yield-${c.label.toLowerCase().replace(/\W+/g, '-')}`}>
            {c.value}
          </Text>
          <Text size="xs" c="dimmed">
            {c.hint}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
