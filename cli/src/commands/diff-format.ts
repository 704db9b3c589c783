import type { DeltaFile, FeatureDiff, RevisionComparison } from '@studio/core';

const VERDICT: Record<RevisionComparison['verdict'], string> = {
  valid: 'VALID',
  'needs-rework': 'NEEDS REWORK',
  'needs-new-fixture': 'NEEDS A NEW FIXTURE',
};

/** How many lines of a long list the text output shows (the JSON has them all). */
const LIST_MAX = 25;

const mm = (v: number) => String(Math.round(v * 1000) / 1000);
const at = (p: { x: number; y: number } | null) => (p ? `(${mm(p.x)}, ${mm(p.y)})` : '');

function counts(name: string, d: FeatureDiff): string {
  return `${name}: ${d.unchanged} unchanged, ${d.changed.length} changed, ${d.added.length} added, ${d.removed.length} removed`;
}

function list(title: string, lines: string[]): string[] {
  if (lines.length === 0) return [];
  const shown = lines.slice(0, LIST_MAX).map((l) => `  ${l}`);
  if (lines.length > LIST_MAX) shown.push(`  … and ${lines.length - LIST_MAX} more (--json lists all)`);
  return [`${title}:`, ...shown];
}

const pinOf = (connector: string | null, pin: string | null) =>
  connector === null ? 'unwired' : `${connector}:${pin ?? '?'}`;

/** The station channel of a wiring change: "channel MUX.3", or "channel MUX.3 → PSU1.F+" when it changes. */
function channelOf(w: { channelA: string | null; channelB: string | null; action: string }): string {
  if (w.action === 'connect') return `channel ${w.channelB ?? 'none'}`;
  if (w.action === 'channel-changed') return `channel ${w.channelA ?? 'none'} → ${w.channelB ?? 'none'}`;
  return `channel ${w.channelA ?? 'none'}`;
}

/**
 * The comparison as text: the verdict first (what CI logs show), the reasons, then the fixture delta
 * (probes by id and `ref.pad`, pins, holes per plate, wiring), then what changed on the board.
 * Coordinates in the board frame (mm, top view).
 */
export function formatComparison(c: RevisionComparison, names: { old: string[]; new: string[] }): string {
  const d = c.delta;
  const diff = c.diff;
  const out: string[] = [
    `Fixture of ${names.old.join(' ')} on ${names.new.join(' ')}: ${VERDICT[c.verdict]}`,
    ...c.reasons.map((r) => `  ${r}`),
    `Fixture of rev A: ${c.fixtureA.probes} probes from the ${c.fixtureA.probeSide}, ${c.fixtureA.guidePins} guide pins, ${c.fixtureA.pressurePins} pressure pins, kit ${c.fixtureA.kit ?? 'none'}; probe tolerance ${c.tolerances.probeMoveMm} mm`,
    ...list(
      'Probes',
      d.probes.map(
        (p) =>
          `${p.action} ${p.probe} ${p.label}${p.labelA && p.labelA !== p.label ? ` (was ${p.labelA})` : ''} ${p.netB ?? p.netA ?? ''}: ${p.reason}${p.action === 'move' ? ` ${at(p.from)} → ${at(p.to)}` : p.action === 'add' ? ` at ${at(p.to)}` : ''}`,
      ),
    ),
    ...list(
      'Pins',
      d.pins.map(
        (p) =>
          `${p.action} ${p.kind} ${p.id}: ${p.reason}${p.to && p.from ? ` ${at(p.from)} → ${at(p.to)}` : ''}`,
      ),
    ),
    ...list('Holes', holeLines(c)),
    ...list(
      'Clearances to mill',
      d.pockets.map((p) => `${p.plateName}: ${p.reason}`),
    ),
    ...list(
      'Wiring',
      d.wiring.map(
        (w) =>
          `${w.action} ${w.probe} ${w.label} ${pinOf(w.connector, w.pin)}${w.from ? ` (was ${pinOf(w.from.connector, w.from.pin)})` : ''} ${channelOf(w)} ${w.action === 'connect' ? (w.netB ?? '') : w.action === 'disconnect' ? (w.netA ?? '') : `${w.netA ?? '-'} → ${w.netB ?? '-'}`}`,
      ),
    ),
    ...list('Notes', d.notes),
    'Board:',
    `  ${counts('pads', diff.pads)}`,
    `  ${counts('test points', diff.testPoints)}`,
    `  ${counts('holes', diff.holes)}`,
    `  nets: ${diff.nets.unchanged} unchanged, ${diff.nets.renamed.length} renamed, ${diff.nets.split.length} split, ${diff.nets.merged.length} merged, ${diff.nets.added.length} added, ${diff.nets.removed.length} removed`,
    `  components: ${diff.components.unchanged} unchanged, ${diff.components.changed.length} changed, ${diff.components.added.length} added, ${diff.components.removed.length} removed`,
    `  outline: ${diff.outline.changed ? `changed (up to ${diff.outline.deviationMm ?? '?'} mm)` : 'unchanged'}; thickness ${diff.thicknessMm.a ?? '?'} → ${diff.thicknessMm.b ?? '?'} mm`,
    ...list('Nets', [
      ...diff.nets.renamed.map((r) => `renamed ${r.from} → ${r.to}`),
      ...diff.nets.split.map((s) => `split ${s.net} → ${s.into.join(', ')}`),
      ...diff.nets.merged.map((m) => `merged ${m.from.join(', ')} → ${m.net}`),
    ]),
    ...list('Changed pads', [
      ...diff.pads.changed.map(
        (p) =>
          `${p.a.label}${p.b.label !== p.a.label ? ` → ${p.b.label}` : ''}${p.movedMm > 0 ? ` moved ${p.movedMm} mm` : ''}${p.changes.length ? ` (${p.changes.join(', ')})` : ''}`,
      ),
      ...diff.pads.added.map((p) => `added ${p.label} ${p.net ?? ''} ${at(p)}`),
      ...diff.pads.removed.map((p) => `removed ${p.label} ${p.net ?? ''} ${at(p)}`),
    ]),
  ];
  return out.join('\n');
}

function holeLines(c: RevisionComparison): string[] {
  const plates = new Map<string, { drill: number; plug: number }>();
  for (const h of c.delta.holes) {
    const e = plates.get(h.plateName) ?? { drill: 0, plug: 0 };
    e[h.action]++;
    plates.set(h.plateName, e);
  }
  return [...plates].map(([name, e]) => `${name}: ${e.drill} to drill, ${e.plug} to plug`);
}

/** The comparison as JSON: the names of both revisions, everything the comparison holds, the delta files written. */
export function toComparisonJson(
  c: RevisionComparison,
  names: { old: string[]; new: string[] },
  written: DeltaFile[],
) {
  return {
    old: names.old,
    new: names.new,
    ...c,
    files: written.map((f) => ({
      path: f.path,
      units: f.frame.units,
      view: f.frame.view,
      mirroredX: f.frame.mirroredX,
      origin: f.frame.origin,
    })),
  };
}
