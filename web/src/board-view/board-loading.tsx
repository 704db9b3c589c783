import { Center, type CenterProps, Loader, Stack, Text } from '@mantine/core';

/** "Loading the board…" with a spinner, centred where the 2D or 3D board will be drawn. */
export function BoardLoading(props: CenterProps) {
  return (
    <Center {...props}>
      <Stack align="center" gap="xs">
        <Loader />
        <Text size="sm" c="dimmed">
          Loading the board…
        </Text>
      </Stack>
    </Center>
  );
}
