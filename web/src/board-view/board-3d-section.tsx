import { Center, Loader, Stack, Text } from '@mantine/core';
import { QueryError } from '../components/query-state';
import Board3dView from './board-3d-view';
import { useBoard } from './fetch-board';

/**
 * The DUT page's board in 3D: the DUT's current board with its component bodies at the heights the
 * import resolved (no test config: no overrides, no fixture). Its own chunk with three.js.
 */
export default function Board3dSection({ dutId }: { dutId: string }) {
  const board = useBoard(dutId, true);
  if (board.isError) return <QueryError error={board.error} onRetry={() => board.refetch()} />;
  if (!board.data)
    return (
      <Center h="clamp(320px, 56vh, 640px)">
        <Stack align="center" gap="xs">
          <Loader />
          <Text size="sm" c="dimmed">
            Loading the board…
          </Text>
        </Stack>
      </Center>
    );
  return <Board3dView board={board.data} />;
}
