import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The first visit: what a test solution is and how one is made. */
export function SolutionListEmpty({ canEdit }: { canEdit: boolean }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" align="flex-start" maw={640}>
        <ThemeIcon size={48} radius="md" variant="light" color="accent" aria-hidden>
          <IconTool size={28} />
        </ThemeIcon>
        <Title order={2} size="h3">
          No test solutions yet
        </Title>
        <Text>A test solution is the fixture for one of your test configs, priced and ready to order:</Text>
        <List size="sm" spacing={4}>
          <List.Item>the kit, probes, receptacles and pins the fixture design needs,</List.Item>
          <List.Item>options such as a lid switch, a counter or spare probes,</List.Item>
          <List.Item>machining, wiring and assembly, with the lead time,</List.Item>
          <List.Item>a quote (PDF), then an order you follow to your door.</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {canEdit
            ? 'Only a test-config version whose latest DFT report has no fail can be ordered.'
            : 'An engineer of your company configures one.'}
        </Text>
        {canEdit && (
          <Group>
            <Button component={Link} to="/test-solution/configure" leftSection={<IconTool size={16} />}>
              Configure a test solution
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
