import type { RevisionComparisonBody } from '@studio/api';
import type { Board } from '@studio/core';
import type { Highlight, Marker } from '../../viewer';

/** Colours of the compare view (also its legend): what went, what moved, what came, what changed. */
export const CHANGE_COLORS = {
  removed: '#e03131',
  moved: '#7048e8',
  added: '#2f9e44',
  changed: '#1098ad',
} as const;
export type ChangeKind = keyof typeof CHANGE_COLORS;

/** Ids of rev A's features in the overlaid board (they share the board with B's, whose ids they may repeat). */
export const ghostId = (id: string) => `A:${id}`;
/**
 * Refs of rev A's features in the overlaid board: the viewer ties pads to components (and labels
 * them) by ref, so a ghost pad must not light up with rev B's component of the same name.
 */
export const ghostRef = (ref: string) => `${ref} (rev A)`;

/** One line of the change list, with where it is on the board (board frame, mm) and what it lights up. */
export interface ChangeRow {
  key: string;
  group: 'Probes' | 'Guide and pressure pins' | 'Pads' | 'Holes' | 'Components' | 'Nets';
  kind: ChangeKind;
  title: string;
  detail: string;
  at: { x: number; y: number } | null;
  /** Viewer ids (B's ids, or `ghostId` of A's) to select when the row is chosen. */
  ids: string[];
}

export interface CompareOverlay {
  /** Rev B with rev A's features that rev B does not have in the same place (removed, moved from). */
  board: Board;
  highlights: Highlight[];
  markers: Marker[];
  rows: ChangeRow[];
}

const mm = (v: number) => `${Math.round(v * 1000) / 1000} mm`;

/**
 * Both revisions on one board (board frame, mm): rev B as it is, plus rev A's pads, holes, components
 * and outline where rev B no longer has them (removed ones, and the old place of moved ones) as
 * `ghostId`s. Removed features are red, their new place of a moved one orange, added ones green, ones
 * whose net or size changed blue; every probe or pin of the fixture delta is a marker. Pure.
 */
export function compareOverlay(a: Board, b: Board, c: RevisionComparisonBody): CompareOverlay {
  const d = c.diff;
  const padsA = new Map(a.pads.map((p) => [p.id as string, p]));
  const holesA = new Map(a.holes.map((h) => [h.id as string, h]));
  const movedPads = d.pads.changed.filter((ch) => ch.movedMm > 0);
  const ghostPads = [...d.pads.removed.map((r) => r.id), ...movedPads.map((ch) => ch.a.id)].flatMap((id) => {
    const p = padsA.get(id);
    return p ? [{ ...p, id: ghostId(id) as typeof p.id, ref: p.ref === null ? null : ghostRef(p.ref) }] : [];
  });
  const movedHoles = d.holes.changed.filter((ch) => ch.movedMm > 0);
  const ghostHoles = [...d.holes.removed.map((r) => r.id), ...movedHoles.map((ch) => ch.a.id)].flatMap(
    (id) => {
      const h = holesA.get(id);
      return h
        ? [{ ...h, id: ghostId(id) as typeof h.id, ref: h.ref === null ? null : ghostRef(h.ref) }]
        : [];
    },
  );
  const goneRefs = new Set([
    ...d.components.removed.map((r) => r.ref),
    ...d.components.changed.filter((ch) => ch.movedMm > 0).map((ch) => ch.ref),
  ]);
  const ghostComponents = a.components
    .filter((comp) => goneRefs.has(comp.ref))
    .map((comp) => ({ ...comp, id: ghostId(comp.id) as typeof comp.id, ref: ghostRef(comp.ref) }));
  const board: Board = {
    ...b,
    outline: d.outline.changed ? [...b.outline, ...a.outline] : b.outline,
    pads: [...b.pads, ...ghostPads],
    holes: [...b.holes, ...ghostHoles],
    components: [...b.components, ...ghostComponents],
  };

  const compIdB = new Map(b.components.map((comp) => [comp.ref, comp.id as string]));
  const compIdA = new Map(a.components.map((comp) => [comp.ref, comp.id as string]));
  const rows: ChangeRow[] = [];
  for (const p of c.delta.probes) {
    const kind: ChangeKind =
      p.action === 'remove'
        ? 'removed'
        : p.action === 'add'
          ? 'added'
          : p.action === 'move'
            ? 'moved'
            : 'changed';
    rows.push({
      key: `probe ${p.probe} ${p.action}`,
      group: 'Probes',
      kind,
      title: `${PROBE_ACTION[p.action]} ${p.probe} · ${p.label}`,
      detail: p.reason,
      at: p.to ?? p.from,
      ids: [],
    });
  }
  for (const p of c.delta.pins)
    rows.push({
      key: `pin ${p.id} ${p.action}`,
      group: 'Guide and pressure pins',
      kind:
        p.action === 'remove'
          ? 'removed'
          : p.action === 'add'
            ? 'added'
            : p.action === 'move'
              ? 'moved'
              : 'changed',
      title: `${p.kind === 'guide-pin' ? 'Guide pin' : 'Pressure pin'} ${p.id}: ${p.action.replace('-', ' ')}`,
      detail: p.reason,
      at: p.to ?? p.from,
      ids: [],
    });
  for (const ch of d.pads.changed)
    rows.push({
      key: `pad ${ch.a.id}`,
      group: 'Pads',
      kind: ch.movedMm > 0 ? 'moved' : 'changed',
      title: ch.b.label === ch.a.label ? ch.a.label : `${ch.a.label} → ${ch.b.label}`,
      detail: [
        ch.movedMm > 0 ? `moved ${mm(ch.movedMm)}` : '',
        ...ch.changes.map((x) =>
          x === 'net' ? `net ${ch.a.net ?? '–'} → ${ch.b.net ?? '–'}` : (CHANGE_WORD[x] ?? x),
        ),
      ]
        .filter(Boolean)
        .join(', '),
      at: ch.b,
      ids: ch.movedMm > 0 ? [ch.b.id, ghostId(ch.a.id)] : [ch.b.id],
    });
  rows.push(...addedAndRemoved('pad', 'Pads', d.pads));
  for (const ch of d.holes.changed)
    rows.push({
      key: `hole ${ch.a.id}`,
      group: 'Holes',
      kind: ch.movedMm > 0 ? 'moved' : 'changed',
      title: ch.a.label,
      detail: [ch.movedMm > 0 ? `moved ${mm(ch.movedMm)}` : '', ...ch.changes].filter(Boolean).join(', '),
      at: ch.b,
      ids: ch.movedMm > 0 ? [ch.b.id, ghostId(ch.a.id)] : [ch.b.id],
    });
  rows.push(...addedAndRemoved('hole', 'Holes', d.holes));
  const centre = (box: { minX: number; minY: number; maxX: number; maxY: number }) => ({
    x: (box.minX + box.maxX) / 2,
    y: (box.minY + box.maxY) / 2,
  });
  for (const ch of d.components.changed) {
    const idB = compIdB.get(ch.refB || ch.ref);
    const idA = compIdA.get(ch.ref);
    rows.push({
      key: `comp ${ch.ref}`,
      group: 'Components',
      kind: ch.movedMm > 0 ? 'moved' : 'changed',
      title: ch.refB && ch.refB !== ch.ref ? `${ch.ref} → ${ch.refB}` : ch.ref,
      detail: [ch.movedMm > 0 ? `moved ${mm(ch.movedMm)}` : '', ...ch.changes.filter((x) => x !== 'moved')]
        .concat(ch.changes.includes('height') ? [`height ${mm(ch.heightMmA)} → ${mm(ch.heightMmB)}`] : [])
        .filter(Boolean)
        .join(', '),
      at: centre(ch.box),
      ids: [idB, ch.movedMm > 0 && idA ? ghostId(idA) : undefined].filter((x): x is string => !!x),
    });
  }
  for (const ch of d.components.added)
    rows.push({
      key: `comp+ ${ch.refB || ch.ref}`,
      group: 'Components',
      kind: 'added',
      title: ch.refB || ch.ref,
      detail: 'added',
      at: centre(ch.box),
      ids: [compIdB.get(ch.refB || ch.ref)].filter((x): x is string => !!x),
    });
  for (const ch of d.components.removed) {
    const idA = compIdA.get(ch.ref);
    rows.push({
      key: `comp- ${ch.ref}`,
      group: 'Components',
      kind: 'removed',
      title: ch.ref,
      detail: 'removed',
      at: centre(ch.box),
      ids: idA ? [ghostId(idA)] : [],
    });
  }
  const n = d.nets;
  for (const r of n.renamed)
    rows.push(netRow(`renamed ${r.from}`, 'changed', `${r.from} → ${r.to}`, 'renamed'));
  for (const s of n.split)
    rows.push(netRow(`split ${s.net}`, 'changed', s.net, `split into ${s.into.join(', ')}`));
  for (const m of n.merged)
    rows.push(netRow(`merged ${m.net}`, 'changed', m.net, `merged from ${m.from.join(', ')}`));
  for (const r of n.added)
    rows.push(netRow(`added ${r}`, 'added', r, 'new net (not probed by the fixture of rev A)'));
  for (const r of n.removed) rows.push(netRow(`removed ${r}`, 'removed', r, 'no pad of it is left'));

  const idsOf = (kind: ChangeKind) =>
    rows.filter((r) => r.kind === kind && r.group !== 'Probes').flatMap((r) => r.ids);
  const ghosts = (ids: string[]) => ids.filter((id) => id.startsWith('A:'));
  const current = (ids: string[]) => ids.filter((id) => !id.startsWith('A:'));
  const highlights: Highlight[] = [
    {
      ids: [...ghosts(idsOf('removed')), ...ghosts(idsOf('moved'))],
      color: CHANGE_COLORS.removed,
      fill: true,
    },
    { ids: current(idsOf('moved')), color: CHANGE_COLORS.moved, fill: true },
    { ids: current(idsOf('added')), color: CHANGE_COLORS.added, fill: true },
    { ids: current(idsOf('changed')), color: CHANGE_COLORS.changed, fill: true },
  ].filter((h) => h.ids.length > 0);
  const markers: Marker[] = rows.flatMap((r, i) =>
    (r.group === 'Probes' || r.group === 'Guide and pressure pins') && r.at
      ? [{ id: `c${i}`, x: r.at.x, y: r.at.y, color: CHANGE_COLORS[r.kind], label: r.title }]
      : [],
  );
  return { board, highlights, markers, rows };
}

/** The added (lit on B) and removed (lit as A's ghost) rows of one kind of feature. */
function addedAndRemoved(
  prefix: string,
  group: ChangeRow['group'],
  list: {
    added: { id: string; label: string; x: number; y: number }[];
    removed: { id: string; label: string; x: number; y: number }[];
  },
): ChangeRow[] {
  const row = (
    r: { id: string; label: string; x: number; y: number },
    kind: 'added' | 'removed',
  ): ChangeRow => ({
    key: `${prefix}${kind === 'added' ? '+' : '-'} ${r.id}`,
    group,
    kind,
    title: r.label,
    detail: kind,
    at: r,
    ids: [kind === 'added' ? r.id : ghostId(r.id)],
  });
  return [...list.added.map((r) => row(r, 'added')), ...list.removed.map((r) => row(r, 'removed'))];
}

const netRow = (key: string, kind: ChangeKind, title: string, detail: string): ChangeRow => ({
  key: `net ${key}`,
  group: 'Nets',
  kind,
  title,
  detail,
  at: null,
  ids: [],
});

const PROBE_ACTION: Record<string, string> = {
  add: 'Add',
  remove: 'Remove',
  move: 'Move',
  'net-changed': 'Rewire',
  'part-changed': 'Change the part of',
};

const CHANGE_WORD: Record<string, string> = {
  name: 'renamed',
  size: 'size changed',
  side: 'side changed',
  kind: 'kind changed',
  mask: 'mask changed',
};
