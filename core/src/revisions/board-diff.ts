import type { Board, Component, CopperSides, Hole, Pad, Point, TestPoint } from '../board/model';
import { hasBody } from '../board/body-presence';
import { padsRing, resolveComponentHeight } from '../dft/index';
import {
  type FeatureMatch,
  matchFeatures,
  members,
  type NameChains,
  type NameNumbers,
  nameChains,
} from './match-features';
import { mapNetColumns, type NetChanges, type NetMapping } from './net-map';
import { compareOutlines, type OutlineChange } from './outline-diff';
import { matchTestPoints, type PairLookup, pairLookup } from './pair-lookup';

/** How features of two revisions are paired and what counts as a change (mm). */
export interface DiffTolerances {
  /** An unnamed feature (via, free pad, hole without a ref) is the same one within this distance. */
  positionRadiusMm: number;
  /** Moves and size changes below this are noise (the files' own precision). */
  epsilonMm: number;
}

export const DEFAULT_DIFF_TOLERANCES: DiffTolerances = { positionRadiusMm: 0.5, epsilonMm: 0.001 };

/** One feature as the diff names it: `ref.pad` for pads and test points, its place otherwise (board frame, mm). */
export interface FeatureRef {
  /** `TP3.1`, `via GND (12.5, 30)`, `hole H2 ⌀3`. */
  label: string;
  id: string;
  x: number;
  y: number;
  side: CopperSides;
  net: string | null;
}

/** A feature of A paired with one of B that moved or whose net, size or side changed. */
export interface FeatureChange {
  a: FeatureRef;
  b: FeatureRef;
  /** Distance moved (mm, rounded to 0.001). */
  movedMm: number;
  /** What changed besides the place: `name` (ref.pad), `net`, `size`, `side`, `kind`, `mask`. */
  changes: string[];
}

/** The diff of one kind of feature: how many are the same, which moved or changed, which came or went. */
export interface FeatureDiff {
  unchanged: number;
  changed: FeatureChange[];
  added: FeatureRef[];
  removed: FeatureRef[];
}

export interface ComponentChange {
  ref: string;
  /** B's ref when the component was paired by position and renamed. */
  refB: string;
  side: 'top' | 'bottom';
  /** `moved`, `rotated`, `height`, `outline`, `footprint`, `dnp`. */
  changes: string[];
  movedMm: number;
  heightMmA: number;
  heightMmB: number;
  /** Whether the part has a body a fixture must clear (DFT's `hasBody`: not a test point, not DNP, …). */
  hasBody: boolean;
  /** Body box (board frame, mm) in B, or A's when the component was removed. */
  box: { minX: number; minY: number; maxX: number; maxY: number };
}

/** What changed from revision A to revision B of a board (board frame, mm, top view). */
export interface BoardDiff {
  pads: FeatureDiff;
  testPoints: FeatureDiff;
  holes: FeatureDiff;
  nets: NetChanges;
  components: {
    unchanged: number;
    changed: ComponentChange[];
    added: ComponentChange[];
    removed: ComponentChange[];
  };
  outline: OutlineChange;
  thicknessMm: { a: number | null; b: number | null };
}

/** The pairings behind a diff, by A's ids (for the fixture check). */
export interface BoardPairing {
  testPoints: PairLookup;
  holes: PairLookup;
  components: PairLookup;
  nets: NetMapping;
}

/** What can change on a pad, a test point and a hole, in the order the diff lists it. */
const PAD_WORDS = ['name', 'net', 'size', 'side', 'mask'];
const TEST_POINT_WORDS = ['name', 'net', 'size', 'side', 'kind', 'mask'];
const HOLE_WORDS = ['size'];
/** Word k of a change list as bit k: most pairs change nothing, and make no list. */
const bit = (changed: boolean, k: number) => (changed ? 1 << k : 0);

/** Whether a name (a part's or a pad's ref) passes a test: the names are fewer than the pads. */
function someKey(names: NameNumbers, test: (name: string) => boolean): boolean {
  for (const name of names.keys()) if (test(name)) return true;
  return false;
}

const sidesMeet = (a: CopperSides, b: CopperSides) => a === b || a === 'both' || b === 'both';
const round3 = (v: number) => Math.round(v * 1000) / 1000;
const num = (v: number) => String(round3(v) === 0 ? 0 : round3(v));

const padLabel = (p: Pad) =>
  p.ref ? `${p.ref}.${p.number || '?'}` : `pad ${p.net ?? 'unconnected'} (${num(p.x)}, ${num(p.y)})`;
const holeLabel = (h: Hole) =>
  `hole ${h.ref ? `${h.ref} ` : ''}⌀${num(h.diameterMm)} (${num(h.x)}, ${num(h.y)})`;
const tpLabel = (t: TestPoint) =>
  t.ref && t.pad !== null
    ? `${t.ref}.${t.pad || '?'}`
    : `via ${t.net ?? 'unconnected'} (${num(t.x)}, ${num(t.y)})`;

const refOf = (
  label: string,
  f: { id: string; x: number; y: number; side: CopperSides; net: string | null },
) => ({
  label,
  id: f.id,
  x: f.x,
  y: f.y,
  side: f.side,
  net: f.net,
});

/**
 * Compares two revisions of a board: pads, test-point candidates and holes paired by `ref.pad` (holes by
 * their ref) and then by position; nets renamed, split or merged (from the pads that stayed); components
 * whose place, height or outline changed; the outline and thickness. Pure; linear in the feature count
 * apart from the outline (vertices × edges).
 */
export function diffBoards(
  a: Board,
  b: Board,
  tolerances: DiffTolerances = DEFAULT_DIFF_TOLERANCES,
): { diff: BoardDiff; pairing: BoardPairing } {
  const eps = tolerances.epsilonMm;
  const radius = tolerances.positionRadiusMm;
  // Parts pair by ref, and pads by ref and number: one numbering of the names serves both (each ref
  // is hashed once per revision, no `ref.number` string is made per pad). A ref with a dot in it
  // could name the same `ref.number` as another ref and number: such boards pair pads by that string.
  const names: NameNumbers = new Map();
  const compMatch = matchFeatures(
    a.components,
    b.components,
    { key: (c) => c.ref, compatible: (p, q) => p.side === q.side, positionRadiusMm: radius },
    names,
  );
  const padRules = {
    compatible: (p: Pad, q: Pad) => sidesMeet(p.side, q.side),
    positionRadiusMm: radius,
  };
  const padKey = (p: Pad) => p.ref || null;
  const padChains = [nameChains(a.pads, padKey, names), nameChains(b.pads, padKey, names)] as const;
  const padMatch = someKey(names, (ref) => ref.includes('.'))
    ? matchFeatures(a.pads, b.pads, { ...padRules, key: (p) => (p.ref ? `${p.ref}.${p.number}` : null) })
    : matchFeatures(a.pads, b.pads, { ...padRules, key: padKey, subKey: (p) => p.number }, names, padChains);
  const viaMatch = matchFeatures(a.vias, b.vias, {
    key: () => null,
    compatible: (p, q) => sidesMeet(p.side, q.side),
    positionRadiusMm: radius,
  });
  const holeMatch = matchFeatures(a.holes, b.holes, { key: (h) => h.ref, positionRadiusMm: radius });

  const pads = featureDiff(
    a.pads,
    b.pads,
    padMatch,
    padLabel,
    eps,
    PAD_WORDS,
    (p, q) =>
      bit(p.ref !== q.ref || p.number !== q.number, 0) |
      bit(p.net !== q.net, 1) |
      bit(
        Math.abs(p.widthMm - q.widthMm) > eps ||
          Math.abs(p.heightMm - q.heightMm) > eps ||
          p.shape !== q.shape,
        2,
      ) |
      bit(p.side !== q.side, 3) |
      bit(p.mask !== q.mask, 4),
  );
  const holes = featureDiff(
    a.holes,
    b.holes,
    holeMatch,
    holeLabel,
    eps,
    HOLE_WORDS,
    (p, q) => bit(Math.abs(p.diameterMm - q.diameterMm) > eps, 0),
    () => 'both',
  );

  const tpMatch = matchTestPoints(a, b, padMatch, viaMatch);
  const testPoints = featureDiff(
    a.testPoints,
    b.testPoints,
    tpMatch,
    tpLabel,
    eps,
    TEST_POINT_WORDS,
    (p, q) =>
      bit(p.ref !== q.ref || p.pad !== q.pad, 0) |
      bit(p.net !== q.net, 1) |
      bit(Math.abs(p.sizeMm - q.sizeMm) > eps, 2) |
      bit(p.side !== q.side, 3) |
      bit(p.kind !== q.kind, 4) |
      bit(p.covered !== q.covered, 5),
  );

  const pairedNets = padMatch.pairs.length + viaMatch.pairs.length;
  const netsOfA = new Array<string | null>(pairedNets);
  const netsOfB = new Array<string | null>(pairedNets);
  padMatch.pairs.forEach((p, k) => {
    netsOfA[k] = a.pads[p.a]!.net;
    netsOfB[k] = b.pads[p.b]!.net;
  });
  viaMatch.pairs.forEach((p, k) => {
    netsOfA[padMatch.pairs.length + k] = a.vias[p.a]!.net;
    netsOfB[padMatch.pairs.length + k] = b.vias[p.b]!.net;
  });
  const netMapping = mapNetColumns(
    netsOfA,
    netsOfB,
    a.nets.map((n) => n.name),
    b.nets.map((n) => n.name),
  );

  const components = componentDiff(a, b, compMatch, eps, [
    padsOfRef(a, names, padChains[0]),
    padsOfRef(b, names, padChains[1]),
  ]);
  const pairing: BoardPairing = {
    testPoints: pairLookup(a.testPoints, b.testPoints, tpMatch.pairs),
    holes: pairLookup(a.holes, b.holes, holeMatch.pairs),
    components: pairLookup(a.components, b.components, compMatch.pairs),
    nets: netMapping,
  };
  return {
    diff: {
      pads,
      testPoints,
      holes,
      nets: netMapping.changes,
      components,
      outline: compareOutlines(a.outline, b.outline, eps),
      thicknessMm: { a: a.thicknessMm, b: b.thicknessMm },
    },
    pairing,
  };
}

function featureDiff<T extends Point & { id: string }>(
  a: T[],
  b: T[],
  match: FeatureMatch,
  label: (t: T) => string,
  eps: number,
  words: readonly string[],
  changesOf: (p: T, q: T) => number,
  sideOf: (t: T) => CopperSides = (t) => (t as unknown as { side: CopperSides }).side,
): FeatureDiff {
  const ref = (t: T) => refOf(label(t), { id: t.id, x: t.x, y: t.y, side: sideOf(t), net: netOf(t) });
  let unchanged = 0;
  const changed: FeatureChange[] = [];
  for (const p of match.pairs) {
    const fa = a[p.a]!;
    const fb = b[p.b]!;
    const changes = changesOf(fa, fb);
    if (p.distanceMm <= eps && changes === 0) unchanged++;
    else
      changed.push({
        a: ref(fa),
        b: ref(fb),
        movedMm: round3(p.distanceMm),
        changes: words.filter((_, k) => changes & (1 << k)),
      });
  }
  return {
    unchanged,
    changed,
    added: match.added.map((j) => ref(b[j]!)),
    removed: match.removed.map((i) => ref(a[i]!)),
  };
}

const netOf = (t: unknown): string | null => {
  const net = (t as { net?: string | null }).net;
  return net === undefined ? null : net;
};

/** The signed difference b − a of two angles (degrees), in [−180, 180). */
const angleBetween = (a: number, b: number) => ((((b - a) % 360) + 540) % 360) - 180;

/**
 * Whether a board's bodies are KiCad courtyards: read from a KiCad file before engine 1.3.0 (no
 * `readBy`). Since then they are the fabrication outlines (decision 0043); the two do not compare.
 */
export const hasCourtyardBodies = (board: Board): boolean =>
  board.readBy === undefined && board.sources.some((s) => s.format === 'kicad');

/**
 * The pads of a reference, read off the pads' name chains (`nameChains` by ref, under `names`): no
 * map of pads per reference. Pads with an empty ref are not chained (they pair by no name): the
 * parts with an empty ref find theirs by a scan, made once.
 */
function padsOfRef(board: Board, names: NameNumbers, chains: NameChains): (ref: string) => Pad[] {
  let unnamed: Pad[] | null = null;
  return (ref) => {
    if (ref === '') {
      unnamed ??= board.pads.filter((p) => p.ref === '');
      return unnamed;
    }
    const head = chains.heads[names.get(ref) ?? -1] ?? -1;
    return head < 0 ? [] : members(chains.next, head).map((i) => board.pads[i]!);
  };
}

/**
 * The body's box as DFT measures it (`collectBodyOutlines`): the STEP model's outline, else the
 * design's body outline, else the box of the component's pads; its origin when it has none of them.
 */
function boxOf(c: Component, pads: (ref: string) => Pad[]): ComponentChange['box'] {
  const own = c.step && c.step.outline.length >= 3 ? c.step.outline : c.body;
  const ring = own && own.length >= 3 ? own : padsRing(pads(c.ref));
  if (!ring || ring.length < 3) return { minX: c.x, minY: c.y, maxX: c.x, maxY: c.y };
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const p of ring) {
    if (p.x < box.minX) box.minX = p.x;
    if (p.x > box.maxX) box.maxX = p.x;
    if (p.y < box.minY) box.minY = p.y;
    if (p.y > box.maxY) box.maxY = p.y;
  }
  return box;
}

function componentDiff(
  a: Board,
  b: Board,
  match: FeatureMatch,
  eps: number,
  [padsA, padsB]: readonly [(ref: string) => Pad[], (ref: string) => Pad[]],
): BoardDiff['components'] {
  const height = (c: Component) => resolveComponentHeight(c, {}).mm;
  // A courtyard read before engine 1.3.0 against a fabrication outline is no change of the part.
  const outlinesCompare = hasCourtyardBodies(a) === hasCourtyardBodies(b);
  const entry = (
    c: Component,
    ref: string,
    refB: string,
    changes: string[],
    movedMm: number,
    ha: number,
    hb: number,
    box: ComponentChange['box'],
    pads: (ref: string) => Pad[],
  ) => ({
    ref,
    refB,
    side: c.side,
    changes,
    movedMm: round3(movedMm),
    heightMmA: ha,
    heightMmB: hb,
    hasBody: hasBody(c, pads(c.ref)),
    box,
  });
  let unchanged = 0;
  const changed: ComponentChange[] = [];
  for (const p of match.pairs) {
    const ca = a.components[p.a]!;
    const cb = b.components[p.b]!;
    // The height is a function of these alone (resolveComponentHeight without overrides: the STEP
    // height, the design's, else the package class of footprint, value and ref): when none
    // changed it did not either, and the package classification (regular expressions, most of the
    // time of a diff of a large board) is left for the parts that are listed.
    const sameHeight =
      ca.heightMm === cb.heightMm &&
      (ca.step?.heightMm ?? null) === (cb.step?.heightMm ?? null) &&
      ca.footprint === cb.footprint &&
      ca.value === cb.value &&
      ca.ref === cb.ref;
    const [ba, bb] = [boxOf(ca, padsA), boxOf(cb, padsB)];
    const heightChanged = !sameHeight && Math.abs(height(ca) - height(cb)) > eps;
    const changes = [
      ...(p.distanceMm > eps ? ['moved'] : []),
      ...(Math.abs(angleBetween(ca.rotationDeg, cb.rotationDeg)) > 1e-6 ? ['rotated'] : []),
      ...(heightChanged ? ['height'] : []),
      ...(outlinesCompare &&
      (['minX', 'minY', 'maxX', 'maxY'] as const).some((k) => Math.abs(ba[k] - bb[k]) > eps)
        ? ['outline']
        : []),
      ...(ca.footprint !== cb.footprint ? ['footprint'] : []),
      ...(ca.dnp !== cb.dnp ? ['dnp'] : []),
    ];
    if (changes.length === 0) unchanged++;
    else changed.push(entry(cb, ca.ref, cb.ref, changes, p.distanceMm, height(ca), height(cb), bb, padsB));
  }
  return {
    unchanged,
    changed,
    added: match.added.map((j) => {
      const c = b.components[j]!;
      return entry(c, c.ref, c.ref, ['added'], 0, 0, height(c), boxOf(c, padsB), padsB);
    }),
    removed: match.removed.map((i) => {
      const c = a.components[i]!;
      return entry(c, c.ref, '', ['removed'], 0, height(c), 0, boxOf(c, padsA), padsA);
    }),
  };
}
