import type { Board } from '@studio/core';
import { type RefObject, useEffect, useState } from 'react';
import { type BoardViewer, createBoardViewer } from '../viewer';

/**
 * Creates the framework-free viewer inside the container for the component's lifetime and hands it
 * to React; the board is (re)loaded into it whenever the decoded board object changes.
 */
export function useBoardViewer(container: RefObject<HTMLDivElement | null>, board: Board | undefined) {
  const [viewer, setViewer] = useState<BoardViewer | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const created = createBoardViewer(element);
    setViewer(created);
    return () => {
      setViewer(null);
      created.destroy();
    };
  }, [container]);

  useEffect(() => {
    if (viewer && board) viewer.setBoard(board);
  }, [viewer, board]);

  return viewer;
}
