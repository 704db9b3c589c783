import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SectionProps {
  title: string;
  description?: ReactNode;
  /** Controls at the right of the title (e.g. "Add address"). */
  actions?: ReactNode;
  id?: string;
  children: ReactNode;
}

/** A bordered block of a settings page, its title a heading for screen readers and tests. */
export function Section({ title, description, actions, id, children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      id={id}
      aria-labelledby={headingId}
    >
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
