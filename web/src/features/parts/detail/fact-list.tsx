import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label / value pairs as a description list, two or three columns on wide screens. */
export function FactList({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, md: 3 }} spacing="md" verticalSpacing="sm" m={0}>
      {facts.map((f) => (
        <Stack key={f.label} gap={0}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.3 }}>
            {f.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {f.value ?? (
              <Text span c="dimmed">
                —
              </Text>
            )}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
