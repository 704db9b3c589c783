import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCpu, IconListCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The first visit: what a test strategy is, and where one is drafted (a DUT's page). */
export function StrategyListEmpty({ canEdit }: { canEdit: boolean }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" align="flex-start" maw={640}>
        <ThemeIcon size={48} radius="md" variant="light" color="accent" aria-hidden>
          <IconListCheck size={28} />
        </ThemeIcon>
        <Title order={2} size="h3">
          No test strategies yet
        </Title>
        <Text>
          A test strategy is the plan you write before ordering a fixture. Studio drafts it from an imported
          board:
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>shorts and opens on the power rails before any power,</List.Item>
          <List.Item>power-up with a current limit, rail voltages with limits, idle current,</List.Item>
          <List.Item>programming and debug ports, buses, clocks, LEDs and buttons,</List.Item>
          <List.Item>the test points each step needs, and the nets no step touches.</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {canEdit
            ? 'Open a DUT and choose “Draft a test strategy”. Every guess says what it was read from; you edit the steps, limits and equipment, then export it (Markdown, CSV, PDF or a runnable pytest project).'
            : 'An engineer of your company drafts one from a DUT’s page.'}
        </Text>
        {canEdit && (
          <Group>
            <Button component={Link} to="/dut" leftSection={<IconCpu size={16} />}>
              Choose a DUT
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
