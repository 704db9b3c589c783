import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { RevisionComparisonBody } from '@studio/api';

type Lesson = NonNullable<RevisionComparisonBody['productionContacts']>[number];

const FATE: Record<Lesson['fate'], { color: string; label: string }> = {
  unchanged: { color: 'warning', label: 'unchanged' },
  moved: { color: 'info', label: 'moved' },
  changed: { color: 'positive', label: 'pad changed' },
  removed: { color: 'gray', label: 'not on rev B' },
  unknown: { color: 'gray', label: 'not compared' },
};

/**
 * Rev A's poor contacts in production (issue 32) and what became of each on rev B: whether the line's
 * lesson was acted on. An unchanged pad is flagged: the same contact problem will come back.
 */
export function ProductionContactsOnB({ lessons }: { lessons: readonly Lesson[] }) {
  if (lessons.length === 0) return null;
  const unchanged = lessons.filter((l) => l.fate === 'unchanged').length;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h5">
        Poor contacts in production on rev A ({lessons.length})
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {unchanged > 0
          ? `${unchanged} of them ${unchanged === 1 ? 'is' : 'are'} unchanged on rev B: expect the same contact failures.`
          : 'Every one of them was moved, changed or removed on rev B.'}
      </Text>
      <Stack gap={6} aria-label="Poor contacts in production on rev A">
        {lessons.map((l) => (
          <Group key={l.probe} gap="xs" wrap="nowrap" align="flex-start" data-fate={l.fate}>
            <Badge color={FATE[l.fate].color} variant="light" style={{ flexShrink: 0 }}>
              {FATE[l.fate].label}
            </Badge>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {l.summary}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
