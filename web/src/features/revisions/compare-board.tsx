import { Box, Button, Center, Group, SegmentedControl, Text, useComputedColorScheme } from '@mantine/core';
import type { Side } from '@studio/core';
import { IconMaximize } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CursorReadout } from '../../board-view/cursor-readout';
import { useBoardViewer } from '../../board-view/use-board-viewer';
import { useUnits } from '../../lib/current-user';
import { sideLabel } from '../../viewer';
import { cadFrameOf } from '../../viewer/cad-frame';
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
  const viewer = useBoardViewer(container, overlay.board);
  const units = useUnits();
  const scheme = useComputedColorScheme('light');
  const [side, setSide] = useState<Side>(probeSide);
  const frame = useMemo(() => cadFrameOf(overlay.board), [overlay.board]);

  useEffect(() => viewer?.setUnits(units), [viewer, units]);
  useEffect(() => viewer?.setTheme(scheme), [viewer, scheme]);
  useEffect(() => viewer?.setSide(side), [viewer, side]);
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

  useEffect(() => {
    if (!viewer) return;
    return viewer.on('click', (e) => {
      const index = e.marker ? Number(e.marker.id.slice(1)) : Number.NaN;
      if (Number.isInteger(index)) onSelectMarker(index);
    });
  }, [viewer, onSelectMarker]);

  return (
    <Box>
      <Group justify="space-between" gap="xs" mb="xs">
        <SegmentedControl
          size="xs"
          aria-label="Board side"
          value={side}
          onChange={(value) => setSide(value as Side)}
          data={[
            { value: 'top', label: sideLabel('top') },
            { value: 'bottom', label: sideLabel('bottom') },
          ]}
        />
        <Button
          size="xs"
          variant="default"
          leftSection={<IconMaximize size={14} />}
          onClick={() => viewer?.fit()}
        >
          Fit
        </Button>
      </Group>
      <Box className={classes.board} data-board-side={side} data-board-ready={viewer ? 'true' : undefined}>
        <div ref={container} style={{ position: 'absolute', inset: 0 }} />
        <CursorReadout viewer={viewer} frame={frame} units={units} />
        {viewer?.rendererKind === 'none' && (
          <Center pos="absolute" inset={0} p="md">
            <Text size="sm" c="dimmed">
              This browser cannot draw the board (no WebGL2 or canvas).
            </Text>
          </Center>
        )}
      </Box>
    </Box>
  );
}
