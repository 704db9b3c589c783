import { Button, Center, Group, SegmentedControl, Text, useComputedColorScheme } from '@mantine/core';
import type { Board, Side } from '@studio/core';
import { IconMaximize } from '@tabler/icons-react';
import { type RefObject, useEffect, useMemo, useState } from 'react';
import { useUnits } from '../lib/current-user';
import { type BoardViewer, sideLabel, type Units } from '../viewer';
import { type CadFrame, cadFrameOf } from '../viewer/cad-frame';
import { CursorReadout } from './cursor-readout';
import { useBoardViewer } from './use-board-viewer';

/**
 * The framework-free viewer of a board looked at one side at a time, as the report and the revision
 * compare show it: in the reader's units and theme, the side chosen by the bar above it, and clicks
 * on a marker with a numbered id (`F12`, `C3`: a letter and an index) handed on as that index.
 */
export function useSideBoardViewer(
  container: RefObject<HTMLDivElement | null>,
  board: Board,
  firstSide: Side,
  onMarkerIndex: (index: number) => void,
) {
  const viewer = useBoardViewer(container, board);
  const units = useUnits();
  const scheme = useComputedColorScheme('light');
  const [side, setSide] = useState<Side>(firstSide);
  const frame = useMemo(() => cadFrameOf(board), [board]);

  useEffect(() => viewer?.setUnits(units), [viewer, units]);
  useEffect(() => viewer?.setTheme(scheme), [viewer, scheme]);
  useEffect(() => viewer?.setSide(side), [viewer, side]);
  useEffect(() => {
    if (!viewer) return;
    return viewer.on('click', (e) => {
      const index = e.marker ? Number(e.marker.id.slice(1)) : Number.NaN;
      if (Number.isInteger(index)) onMarkerIndex(index);
    });
  }, [viewer, onMarkerIndex]);

  return { viewer, side, setSide, frame, units, scheme };
}

/** The side switch and the Fit button above a side board viewer. */
export function SideFitBar({
  side,
  onSide,
  viewer,
}: {
  side: Side;
  onSide(side: Side): void;
  viewer: BoardViewer | null;
}) {
  return (
    <Group justify="space-between" gap="xs" mb="xs">
      <SegmentedControl
        size="xs"
        aria-label="Board side"
        value={side}
        onChange={(value) => onSide(value as Side)}
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
  );
}

/** What goes inside the viewer's sized box: its drawing surface, the cursor readout, and why nothing is drawn. */
export function ViewerSurface({
  container,
  viewer,
  frame,
  units,
}: {
  container: RefObject<HTMLDivElement | null>;
  viewer: BoardViewer | null;
  frame: CadFrame;
  units: Units;
}) {
  return (
    <>
      <div ref={container} style={{ position: 'absolute', inset: 0 }} />
      <CursorReadout viewer={viewer} frame={frame} units={units} />
      {viewer?.rendererKind === 'none' && (
        <Center pos="absolute" inset={0} p="md">
          <Text size="sm" c="dimmed">
            This browser cannot draw the board (no WebGL2 or canvas).
          </Text>
        </Center>
      )}
    </>
  );
}
