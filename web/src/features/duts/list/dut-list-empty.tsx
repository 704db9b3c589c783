import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCpu, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The first visit: what a DUT is, what to drop, and the one button that starts it. */
export function DutListEmpty({ canEdit }: { canEdit: boolean }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" align="flex-start" maw={640}>
        <ThemeIcon size={48} radius="md" variant="light" color="accent" aria-hidden>
          <IconCpu size={28} />
        </ThemeIcon>
        <Title order={2} size="h3">
          No DUTs yet
        </Title>
        <Text>
          A DUT is one revision of a board you want to test.{' '}
          {canEdit
            ? 'Create a DUT and drop its design package:'
            : 'An engineer of your company creates a DUT and uploads its design package:'}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>a KiCad board (.kicad_pcb),</List.Item>
          <List.Item>an IPC-2581 (.xml) or ODB++ (.tgz, .zip) export,</List.Item>
          <List.Item>a zip of Gerbers + drill + position files,</List.Item>
          <List.Item>an IPC-D-356 netlist, or a test-point CSV;</List.Item>
          <List.Item>STEP models, a BOM and the schematic PDF are kept alongside.</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          Studio imports it in the background and shows the board, its size, layers, components and every
          test-point candidate.
        </Text>
        {canEdit && (
          <Group>
            <Button component={Link} to="/dut/create" leftSection={<IconPlus size={16} />}>
              New DUT
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
