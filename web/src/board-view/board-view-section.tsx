import { Center, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Section } from '../components/section';
import { lazyWithReload } from '../lib/chunk-reload';

// The viewer, its renderers and the board decoder are a chunk of their own, loaded with the first board.
const BoardView = lazy(lazyWithReload(() => import('./board-view')));
// three.js and the 3D scene: another chunk, loaded only when 3D is chosen.
const Board3dSection = lazy(
  lazyWithReload(() => import('./board-3d-view').then((m) => ({ default: m.Board3dSection }))),
);

function Loading({ what }: { what: string }) {
  return (
    <Center h="clamp(320px, 62vh, 780px)">
      <Stack align="center" gap="xs">
        <Loader />
        <Text size="sm" c="dimmed">
          Loading the {what}…
        </Text>
      </Stack>
    </Center>
  );
}

const DESCRIPTIONS = {
  '2d': 'Top view, or the bottom seen from below (mirrored).',
  '3d': 'The assembled board: its outline at its thickness, and every component body at the height the DFT rules use.',
};

/**
 * The board view block of the DUT page: the 2D viewer, or the board in 3D. The board's download
 * starts with the section, beside the viewer's code rather than after it (issue 20 item 4).
 */
export function BoardViewSection({ dutId }: { dutId: string }) {
  const [mode, setMode] = useState<'2d' | '3d'>('2d');
  const client = useQueryClient();
  useEffect(() => {
    import('./fetch-board').then(({ prefetchBoard }) => prefetchBoard(client, dutId)).catch(() => undefined);
  }, [client, dutId]);
  return (
    <Section
      id="board"
      title="Board"
      description={DESCRIPTIONS[mode]}
      actions={
        <SegmentedControl
          size="xs"
          aria-label="Board view"
          value={mode}
          onChange={(m) => setMode(m as '2d' | '3d')}
          data={[
            { value: '2d', label: '2D' },
            { value: '3d', label: '3D' },
          ]}
        />
      }
    >
      {mode === '2d' ? (
        <Suspense fallback={<Loading what="board viewer" />}>
          <BoardView dutId={dutId} />
        </Suspense>
      ) : (
        <Suspense fallback={<Loading what="3D view" />}>
          <Board3dSection dutId={dutId} />
        </Suspense>
      )}
    </Section>
  );
}
