import type { DftFinding } from '@studio/api';
import type { Side } from '@studio/core';
import type { Marker } from '../../viewer';

/** Marker id of the finding at `index` ("f12"); the board's click handler reads the index back. */
export const markerId = (index: number): string => `f${index}`;

/** True when a finding located on `location.side` shows from `side` (side-less findings show on both). */
const onSide = (finding: DftFinding, side: Side) =>
  finding.location !== null && (finding.location.side === null || finding.location.side === side);

const severityWord = (f: DftFinding) => (f.severity === 'fail' ? 'Fail' : 'Warning');
/** "Fail: TP3 is 0.73 mm from the board edge…": shown while the marker is pointed at, or pinned. */
const labelOf = (f: DftFinding) => (f.message ? `${severityWord(f)}: ${f.message}` : severityWord(f));

/**
 * The viewer markers of a report seen from `side`: one per located warning or fail, fails drawn last
 * (on top), the chosen finding last of all with its label pinned. Every marker carries its finding's
 * message, which the viewer shows only under the pointer (a board with hundreds of issues stays readable).
 */
export function findingMarkers(
  findings: readonly DftFinding[],
  side: Side,
  selected: number | null,
): Marker[] {
  const warnings: Marker[] = [];
  const fails: Marker[] = [];
  findings.forEach((f, index) => {
    if (f.severity === 'pass' || index === selected || !onSide(f, side)) return;
    const marker: Marker = {
      id: markerId(index),
      x: f.location!.x,
      y: f.location!.y,
      severity: f.severity,
      label: labelOf(f),
    };
    (f.severity === 'fail' ? fails : warnings).push(marker);
  });
  const chosen = selected === null ? undefined : findings[selected];
  const last: Marker[] =
    chosen && chosen.severity !== 'pass' && onSide(chosen, side)
      ? [
          {
            id: markerId(selected!),
            x: chosen.location!.x,
            y: chosen.location!.y,
            severity: chosen.severity,
            label: labelOf(chosen),
            pinned: true,
          },
        ]
      : [];
  return [...warnings, ...fails, ...last];
}

/** The side to look from to see a finding: its location's side (null: either side shows it). */
export const focusSide = (finding: DftFinding): Side | null => finding.location?.side ?? null;

/** A rectangle grown by `margin` mm on every side (a point becomes a window around it). */
export const paddedRect = (
  r: { minX: number; minY: number; maxX: number; maxY: number },
  margin: number,
): { minX: number; minY: number; maxX: number; maxY: number } => ({
  minX: r.minX - margin,
  minY: r.minY - margin,
  maxX: r.maxX + margin,
  maxY: r.maxY + margin,
});
