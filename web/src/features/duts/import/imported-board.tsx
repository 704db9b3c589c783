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
 * its WebGL context and shader programs are ready before the board is — and shown, brought into the
 * window, once `ready` (the live event, before the DUT is read again): then the board is downloaded,
 * decoded and drawn. A board that cannot be read says so in the view, with a retry.
 */
export function ImportedBoard({ dutId, ready }: { dutId: string; ready: boolean }) {
  const board = useBoard(dutId, ready);
  const section = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ready && section.current) bringIntoView(section.current);
  }, [ready]);
  return (
    <Box
      ref={section}
      display={ready ? undefined : 'none'}
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
