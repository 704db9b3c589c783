import { Center, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Section } from '../components/section';
import { lazyWithReload } from '../lib/chunk-reload';

// The viewer, its renderers and the board decoder are a chunk of their own, loaded with the first board.
const BoardView = lazy(lazyWithReload(() => import('./board-view')));

function BoardViewLoading() {
  return (
    <Center h="clamp(320px, 62vh, 780px)">
      <Stack align="center" gap="xs">
        <Loader />
        <Text size="sm" c="dimmed">
          Loading the board viewer…
        </Text>
      </Stack>
    </Center>
  );
}

/** The board view block of the DUT page. */
export function BoardViewSection({ dutId }: { dutId: string }) {
  return (
    <Section id="board" title="Board" description="Top view, or the bottom seen from below (mirrored).">
      <Suspense fallback={<BoardViewLoading />}>
        <BoardView dutId={dutId} />
      </Suspense>
    </Section>
  );
}
