import { BoardLoading } from './board-loading';
import { Box, Center, Grid, Stack, useComputedColorScheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Board, Side } from '@studio/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { QueryError } from '../components/query-state';
import { useUnits } from '../lib/current-user';
import { BREAKPOINTS_PX } from '../theme/theme';
import {
  type BoardViewer,
  type ClickEvent,
  DEFAULT_LAYERS,
  type FeatureInfo,
  type Highlight,
  type LayerVisibility,
  type Marker,
  type MeasureEvent,
  type SearchMatch,
  type Tool,
} from '../viewer';
import { cadFrameOf } from '../viewer/cad-frame';
import { BoardLegend } from './board-legend';
import { BoardToolbar } from './board-toolbar';
import { CursorReadout } from './cursor-readout';
import { FeatureDetails } from './feature-details';
import { useBoard } from './fetch-board';
import { boardLegend, type LegendItem } from './legend-items';
import { useBoardViewer } from './use-board-viewer';

const CANVAS_HEIGHT = 'clamp(320px, 62vh, 780px)';

/** A board supplied by the caller (e.g. the board a test-config version was saved for). */
export interface GivenBoard {
  data: Board | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

/** What a screen draws over the board and hears back from it (the test-config workspace). */
export interface BoardOverlay {
  highlights?: Highlight[];
  markers?: Marker[];
  /** What the overlay's colours mean, listed after the board's own. */
  legend?: LegendItem[];
  onClick?(event: ClickEvent): void;
  /** Called with the viewer once it exists (and null when it goes), to zoom and select from outside. */
  onViewer?(viewer: BoardViewer | null): void;
}

/**
 * The interactive board of a DUT: the framework-free viewer (web/src/viewer) in a React frame with
 * its controls and a details panel. This module is its own lazily loaded chunk (viewer and decoder
 * are not needed until a board is shown).
 */
export default function BoardView({
  dutId,
  board: given,
  overlay,
  compact = false,
  initialSide = 'top',
  side: shownSide,
  onSide,
}: {
  dutId: string;
  board?: GivenBoard;
  overlay?: BoardOverlay;
  /** Details below the canvas instead of beside it (a narrower column). */
  compact?: boolean;
  /** The side shown first (the workspace opens on the probe side). */
  initialSide?: Side;
  /** The side shown, when the caller decides it (the workspace flips it with the probe side). */
  side?: Side;
  onSide?(side: Side): void;
}) {
  const dutBoard = useBoard(dutId, given === undefined);
  const board = given ?? dutBoard;
  const units = useUnits();
  const scheme = useComputedColorScheme('light');
  const narrow = !useMediaQuery(`(min-width: ${BREAKPOINTS_PX.md / 16}em)`, true);
  const container = useRef<HTMLDivElement>(null);
  const viewer = useBoardViewer(container, board.data);

  const [ownSide, setOwnSide] = useState<Side>(initialSide);
  const side = shownSide ?? ownSide;
  const setSide = (next: Side) => {
    setOwnSide(next);
    onSide?.(next);
  };
  const frame = useMemo(() => (board.data ? cadFrameOf(board.data) : null), [board.data]);
  /** What the last search emphasised, so that clearing it takes the emphasis away again. */
  const searched = useRef<'net' | 'selection' | null>(null);
  const [layers, setLayers] = useState<LayerVisibility>(DEFAULT_LAYERS);
  const [tool, setTool] = useState<Tool>('select');
  const [hovered, setHovered] = useState<FeatureInfo | null>(null);
  const [selected, setSelected] = useState<FeatureInfo | null>(null);
  const [net, setNet] = useState<string | null>(null);
  /** Pads and vias of the highlighted net, when it came from a search (which counts them). */
  const [netSize, setNetSize] = useState<number | null>(null);
  const highlight = (name: string | null, size: number | null = null) => {
    setNet(name);
    setNetSize(size);
  };
  const [measure, setMeasure] = useState<MeasureEvent | null>(null);

  useEffect(() => viewer?.setUnits(units), [viewer, units]);
  useEffect(() => viewer?.setTheme(scheme), [viewer, scheme]);
  useEffect(() => viewer?.setSide(side), [viewer, side]);
  useEffect(() => viewer?.setLayers(layers), [viewer, layers]);
  useEffect(() => viewer?.setTool(tool), [viewer, tool]);
  useEffect(() => viewer?.highlightNet(net), [viewer, net]);
  const { highlights, markers, legend, onClick, onViewer } = overlay ?? {};
  const legendItems = useMemo(() => [...boardLegend(scheme), ...(legend ?? [])], [scheme, legend]);
  useEffect(() => viewer?.setHighlights(highlights ?? []), [viewer, highlights]);
  useEffect(() => viewer?.setMarkers(markers ?? []), [viewer, markers]);
  useEffect(() => {
    onViewer?.(viewer);
    return () => onViewer?.(null);
  }, [viewer, onViewer]);
  useEffect(() => (viewer && onClick ? viewer.on('click', onClick) : undefined), [viewer, onClick]);
  // A new board (re-import) starts clean: nothing selected, measured or highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets on a new board object only.
  useEffect(() => {
    setSelected(null);
    setHovered(null);
    setMeasure(null);
    setNet(null);
    setNetSize(null);
  }, [board.data]);

  useEffect(() => {
    if (!viewer) return;
    const off = [
      viewer.on('hover', (e) => setHovered(e.feature)),
      viewer.on('select', (e) => setSelected(e.features[0] ?? null)),
      viewer.on('measure', (e) => setMeasure(e)),
      // Escape on the board ends measuring: the Measure button (aria-pressed, filled) follows.
      viewer.on('tool', (e) => {
        setTool(e.tool);
        setMeasure(null);
      }),
    ];
    return () => {
      for (const unsubscribe of off) unsubscribe();
    };
  }, [viewer]);

  const search = (query: string): SearchMatch[] => {
    if (!viewer) return [];
    const matches = viewer.search(query, { focus: true, limit: 20 });
    const first = matches[0];
    if (first?.type === 'net') highlight(first.name, first.ids.length);
    searched.current = first ? (first.type === 'net' ? 'net' : 'selection') : null;
    return matches;
  };
  const pick = (match: SearchMatch) => {
    if (!viewer) return;
    if (match.type === 'net') highlight(match.name, match.ids.length);
    else viewer.select(match.ids);
    searched.current = match.type === 'net' ? 'net' : 'selection';
    viewer.zoomTo(match.bounds);
  };
  /** Clearing the search box takes its net highlight or selection away too. */
  const clearSearch = () => {
    if (searched.current === 'net') highlight(null);
    if (searched.current === 'selection') viewer?.select([]);
    searched.current = null;
  };
  const changeTool = (next: Tool) => {
    setTool(next);
    setMeasure(null);
  };

  const details = (
    <FeatureDetails
      selected={selected}
      hovered={hovered}
      net={net}
      netSize={netSize}
      measure={measure}
      measuring={tool === 'measure'}
      frame={frame ?? undefined}
      onHighlightNet={(name) => highlight(name)}
      onClearSelection={() => viewer?.select([])}
    />
  );

  return (
    <Stack gap="sm">
      <BoardToolbar
        side={side}
        onSide={setSide}
        layers={layers}
        onLayers={(change) => setLayers((current) => ({ ...current, ...change }))}
        tool={tool}
        onTool={changeTool}
        onFit={() => viewer?.fit()}
        onSearch={search}
        onPick={pick}
        onClearSearch={clearSearch}
        narrow={narrow || compact}
      />
      <Grid gap="sm">
        <Grid.Col span={compact ? 12 : { base: 12, md: 8, lg: 9 }}>
          <Box
            pos="relative"
            h={CANVAS_HEIGHT}
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              overflow: 'hidden',
              border: '1px solid var(--mantine-color-default-border)',
            }}
            data-board-side={side}
            data-board-ready={board.data && viewer ? 'true' : undefined}
          >
            <div ref={container} style={{ position: 'absolute', inset: 0 }} />
            {frame && board.data && <CursorReadout viewer={viewer} frame={frame} units={units} />}
            {board.isPending && <BoardLoading pos="absolute" inset={0} />}
            {board.isError && (
              <Center pos="absolute" inset={0} p="md">
                <QueryError error={board.error} onRetry={() => board.refetch()} />
              </Center>
            )}
          </Box>
          <Box mt={6}>
            <BoardLegend items={legendItems} collapsed={narrow} />
          </Box>
        </Grid.Col>
        <Grid.Col span={compact ? 12 : { base: 12, md: 4, lg: 3 }}>{details}</Grid.Col>
      </Grid>
    </Stack>
  );
}
