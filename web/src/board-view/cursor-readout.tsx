import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { BoardPoint, BoardViewer, Units } from '../viewer';
import { type CadFrame, toCadPoint } from '../viewer/cad-frame';
import { formatNumber, pointFromMm } from '../viewer/units';

/** "X 17.60  Y 20.95 mm" in `frame` and `units` (top-view coordinates on either side, as CAD tools). */
export function cursorText(mm: BoardPoint, frame: CadFrame, units: Units): string {
  const p = pointFromMm(toCadPoint(mm, frame), units);
  return `X ${formatNumber(p.x, units)}  Y ${formatNumber(p.y, units)} ${units}`;
}

/**
 * The pointer's position in the CAD tool's frame, and which frame that is, in the corner of the board.
 * It listens to the viewer itself, so moving the pointer re-renders only this line.
 */
export function CursorReadout({
  viewer,
  frame,
  units,
}: {
  viewer: BoardViewer | null;
  frame: CadFrame;
  units: Units;
}) {
  const [at, setAt] = useState<BoardPoint | null>(null);
  useEffect(() => viewer?.on('pointer', (e) => setAt(e.boardMm)), [viewer]);
  return (
    <Text
      size="xs"
      ff="monospace"
      ta="right"
      pos="absolute"
      right={8}
      bottom={8}
      px={6}
      py={2}
      data-testid="cursor-readout"
      style={{
        pointerEvents: 'none',
        borderRadius: 4,
        lineHeight: 1.35,
        background: 'color-mix(in srgb, var(--mantine-color-body) 85%, transparent)',
        border: '1px solid var(--mantine-color-default-border)',
      }}
    >
      {at && (
        <>
          <span style={{ whiteSpace: 'pre' }}>{cursorText(at, frame, units)}</span>
          <br />
        </>
      )}
      {frame.label}
    </Text>
  );
}
