import { Box, Group, Text } from '@mantine/core';
import type { DftFinding } from '@studio/api';
import type { Board, Side } from '@studio/core';
import { useEffect, useMemo, useRef } from 'react';
import { BoardLegend } from '../../board-view/board-legend';
import { findingLegend } from '../../board-view/legend-items';
import { SideFitBar, useSideBoardViewer, ViewerSurface } from '../../board-view/side-board-viewer';
import type { FeatureRef } from './finding-features';
import { findingBounds } from './finding-features';
import classes from './report.module.css';
import { findingMarkers, focusSide, paddedRect } from './report-board-markers';

/** Context kept around a chosen issue when zooming to it (mm). */
const FOCUS_MARGIN_MM = 2;

/** Viewer highlight colours of the chosen issue's features (the viewer's own severity colours). */
const HIGHLIGHT = { fail: '#e03131', warning: '#f08c00', pass: '#2f9e44' } as const;

export interface ReportBoardProps {
  board: Board;
  findings: readonly DftFinding[];
  /** Index (in `findings`) of the issue to show, or null. */
  selected: number | null;
  /** The chosen issue's features, resolved against the board. */
  selectedFeatures: FeatureRef[];
  /** Initial side: the primary probe side. */
  probeSide: Side;
  onSelect(index: number): void;
}

/**
 * The report's board: the framework-free viewer with every located issue as a marker coloured by
 * severity, on the side being looked at. The chosen issue is zoomed to, its features highlighted and
 * its marker labelled; clicking a marker chooses its issue. Its own chunk (the viewer is large).
 */
export default function ReportBoard({
  board,
  findings,
  selected,
  selectedFeatures,
  probeSide,
  onSelect,
}: ReportBoardProps) {
  const container = useRef<HTMLDivElement>(null);
  const { viewer, side, setSide, frame, units, scheme } = useSideBoardViewer(
    container,
    board,
    probeSide,
    onSelect,
  );
  const markers = useMemo(() => findingMarkers(findings, side, selected), [findings, side, selected]);
  const selectedFinding = selected === null ? null : (findings[selected] ?? null);
  const legend = useMemo(() => findingLegend(scheme), [scheme]);

  useEffect(() => viewer?.setMarkers(markers), [viewer, markers]);

  // The chosen issue: its side, its features emphasised, zoomed to with some context around it.
  useEffect(() => {
    if (!viewer) return;
    if (!selectedFinding) {
      viewer.setHighlights([]);
      viewer.select([]);
      viewer.highlightNet(null);
      return;
    }
    const next = focusSide(selectedFinding);
    if (next) setSide(next);
    const ids = selectedFeatures.flatMap((f) => (f.viewerId ? [f.viewerId] : []));
    viewer.setHighlights(
      ids.length > 0 ? [{ ids, color: HIGHLIGHT[selectedFinding.severity], fill: true }] : [],
    );
    // Selected too: the viewer outlines a selection in its own colour, so the features stand out of
    // the neighbouring issues' colours.
    viewer.select(ids);
    const net = selectedFeatures.find((f) => f.kind === 'net')?.id ?? null;
    viewer.highlightNet(ids.length === 0 ? net : null);
    const bounds = findingBounds(selectedFinding, selectedFeatures);
    if (bounds) viewer.zoomTo(paddedRect(bounds, FOCUS_MARGIN_MM));
  }, [viewer, selectedFinding, selectedFeatures, setSide]);

  const onSide = markers.length;
  return (
    <Box>
      <SideFitBar side={side} onSide={setSide} viewer={viewer} />
      <Box
        className={classes.boardCanvas}
        data-board-side={side}
        data-board-ready={viewer ? 'true' : undefined}
        data-focused-finding={selected ?? undefined}
      >
        <ViewerSurface container={container} viewer={viewer} frame={frame} units={units} />
      </Box>
      <Group gap="md" mt={4} justify="space-between" wrap="wrap">
        <BoardLegend items={legend} />
        <Text size="xs" c="dimmed" aria-live="polite">
          {onSide.toLocaleString('en-US')} issue marker{onSide === 1 ? '' : 's'} on this side · point at one
          for its text, click it to open its issue
        </Text>
      </Group>
    </Box>
  );
}
