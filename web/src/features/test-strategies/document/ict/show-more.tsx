import { Button, Group, Text } from '@mantine/core';

/** "The first N of M … Show all" under a long table. */
export function ShowMore({
  total,
  cap,
  all,
  what,
  onToggle,
}: {
  total: number;
  cap: number;
  all: boolean;
  what: string;
  onToggle: () => void;
}) {
  if (total <= cap) return null;
  return (
    <Group gap="xs" mt="xs">
      <Text size="xs" c="dimmed">
        {all ? `All ${total} ${what}.` : `The first ${cap} of ${total} ${what}.`}
      </Text>
      <Button size="compact-xs" variant="default" onClick={onToggle}>
        {all ? 'Show fewer' : 'Show all'}
      </Button>
    </Group>
  );
}
