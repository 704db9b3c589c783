import { Box } from '@mantine/core';
import type { Side } from '@studio/core';
import { useEffect, useRef } from 'react';
import { SideFitBar, useSideBoardViewer, ViewerSurface } from '../../board-view/side-board-viewer';
import classes from './compare.module.css';
import type { ChangeRow, CompareOverlay } from './compare-overlay';

/** Context kept around a chosen change when zooming to it (mm). */
const FOCUS_MARGIN_MM = 3;

export interface CompareBoardProps {
  overlay: CompareOverlay;
  /** The side shown first: the probe side of rev A's fixture. */
  probeSide: Side;
  selected: ChangeRow | null;
  onSelectMarker(index: number): void;
}

/**
 * Both revisions in the framework-free viewer: rev B with rev A's removed and moved-from features
 * (compare-overlay.ts), coloured by change, the fixture delta's probes and pins as markers. A chosen
 * change is zoomed to and selected. Its own chunk (the viewer is large).
 */
export default function CompareBoard({ overlay, probeSide, selected, onSelectMarker }: CompareBoardProps) {
  const container = useRef<HTMLDivElement>(null);
  const { viewer, side, setSide, frame, units } = useSideBoardViewer(
    container,
    overlay.board,
    probeSide,
    onSelectMarker,
  );
  useEffect(() => viewer?.setHighlights(overlay.highlights), [viewer, overlay.highlights]);
  useEffect(() => viewer?.setMarkers(overlay.markers), [viewer, overlay.markers]);

  useEffect(() => {
    if (!viewer) return;
    if (!selected?.at) {
      viewer.select([]);
      return;
    }
    viewer.select(selected.ids);
    const { x, y } = selected.at;
    const m = FOCUS_MARGIN_MM;
    viewer.zoomTo({ minX: x - m, minY: y - m, maxX: x + m, maxY: y + m });
  }, [viewer, selected]);

  return (
    <Box>
      <SideFitBar side={side} onSide={setSide} viewer={viewer} />
      <Box className={classes.board} data-board-side={side} data-board-ready={viewer ? 'true' : undefined}>
        <ViewerSurface container={container} viewer={viewer} frame={frame} units={units} />
      </Box>
    </Box>
  );
}
