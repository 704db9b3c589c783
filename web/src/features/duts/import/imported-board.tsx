import { Box } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { GivenBoard } from '../../../board-view/board-view';
import { BoardLoading } from '../../../board-view/board-loading';
import { useBoard } from '../../../board-view/fetch-board';
import { Section } from '../../../components/section';
import { lazyWithReload } from '../../../lib/chunk-reload';

// The viewer, its renderers and the board decoder: the DUT page's chunk, loaded while the import runs.
const BoardView = lazy(lazyWithReload(() => import('../../../board-view/board-view')));

/** No board yet: the import is still running (the view shows its loading state, unseen). */
const NOT_YET: GivenBoard = {
  data: undefined,
  isPending: true,
  isError: false,
  error: null,
  refetch: () => undefined,
};

/**
 * Scrolls the board's section into the window: wholly when it fits (the outcome line above stays in
 * sight on a desktop), else its top just under the fixed header (its scroll margin) — a phone's
 * window then holds the toolbar and the canvas. It is below the form, at whose foot the user clicked.
 */
function bringIntoView(element: HTMLElement): void {
  element.scrollIntoView({ block: 'nearest' });
  const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  if (element.getBoundingClientRect().top < margin) element.scrollIntoView({ block: 'start' });
}

/**
 * The board of a DUT whose import the new-DUT screen follows, drawn the moment the import has ended
 * (issue 20 item 4, decision 0052). The view is mounted, hidden, while the import runs — its code,
 * its WebGL context and shader programs are ready before the board is. Once `ready` (the live event,
 * before the DUT is read again) the board is downloaded and decoded, and the view is shown with it,
 * brought into the window and drawn: one layout and one frame, not an empty view first (which cost
 * the page a frame and held up the "Imported" line). A board that cannot be read is shown as the
 * view's error, with a retry.
 */
export function ImportedBoard({ dutId, ready }: { dutId: string; ready: boolean }) {
  const board = useBoard(dutId, ready);
  const section = useRef<HTMLDivElement>(null);
  const shown = ready && (board.data !== undefined || board.isError);
  useEffect(() => {
    if (shown && section.current) bringIntoView(section.current);
  }, [shown]);
  return (
    <Box
      ref={section}
      display={shown ? undefined : 'none'}
      // Scrolled to its top (a phone), it stops under the fixed header.
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-offset, 0px) + var(--mantine-spacing-md))' }}
    >
      <Section id="board" title="Board" description="Top view, or the bottom seen from below (mirrored).">
        <Suspense fallback={<BoardLoading h="clamp(320px, 62vh, 780px)" />}>
          <BoardView dutId={dutId} board={ready ? board : NOT_YET} />
        </Suspense>
      </Section>
    </Box>
  );
}
