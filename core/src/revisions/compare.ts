import type { Board, Side } from '../board/model';
import { type DftThresholds, makeIdLookup } from '../dft/index';
import { stationOf } from '../fixture/design/design-interface';
import type { NetDemand } from '../interface/model';
import type { StationProfile } from '../interface/station-profile';
import type { TestConfig } from '../test-config/index';
import type { FixtureCatalog } from '../fixture/design/catalog';
import { designFixtureOnly, type FixtureDesignResult } from '../fixture/design/design-fixture';
import type { FixtureDesign } from '../fixture/design/model';
import {
  type BoardDiff,
  DEFAULT_DIFF_TOLERANCES,
  type DiffTolerances,
  diffBoards,
  hasCourtyardBodies,
} from './board-diff';
import { carryChannels } from './carry-channels';
import { carryConfig } from './carry-config';
import { type PoorContactInput, type PoorContactOnB, poorContactsOnB } from './production-lessons';
import {
  DEFAULT_FIXTURE_TOLERANCES,
  type FixtureDelta,
  type FixtureTolerances,
  fixtureDelta,
} from './fixture-delta';

/** Every tolerance of a comparison (mm). */
export interface CompareTolerances extends DiffTolerances, FixtureTolerances {
  /** The outline may move this much before the board pocket no longer fits (default 0.05 mm). */
  outlineMm: number;
  /** Board thickness within this is the same board for the pocket and the probe stroke (default 0.05 mm). */
  thicknessMm: number;
  /** A changed part this close to a probe or pressure pin of A is listed (default 5 mm). */
  nearMm: number;
}

export const DEFAULT_COMPARE_TOLERANCES: CompareTolerances = {
  ...DEFAULT_DIFF_TOLERANCES,
  ...DEFAULT_FIXTURE_TOLERANCES,
  outlineMm: 0.05,
  thicknessMm: 0.05,
  nearMm: 5,
};

/** Whether the fixture of rev A serves rev B. */
export type FixtureVerdict = 'valid' | 'needs-rework' | 'needs-new-fixture';

/** A component that changed from A to B near a probe or pressure pin of A's fixture. */
export interface NearChange {
  ref: string;
  refB: string;
  side: Side;
  changes: string[];
  heightMmA: number;
  heightMmB: number;
  /** The probes and pins of A it is near (ids). */
  near: string[];
}

export interface FixtureSummary {
  probeSide: Side;
  probes: number;
  guidePins: number;
  pressurePins: number;
  kit: string | null;
}

/** The comparison of two revisions for the fixture of the first (plain JSON; board frame, mm). */
export interface RevisionComparison {
  verdict: FixtureVerdict;
  /** Why the verdict is not `valid`, one sentence each (empty when it is). */
  reasons: string[];
  tolerances: CompareTolerances;
  diff: BoardDiff;
  nearChanges: NearChange[];
  delta: FixtureDelta;
  fixtureA: FixtureSummary;
  fixtureB: FixtureSummary;
  /**
   * Test points of rev A with poor contact in production and what became of them on rev B (issue 32);
   * absent when the caller gave no production figures (the CLI, comparisons stored before it).
   */
  productionContacts?: PoorContactOnB[];
}

export interface CompareOptions {
  catalog: FixtureCatalog;
  thresholds?: DftThresholds;
  tolerances?: Partial<CompareTolerances>;
  /** A's fixture, when the caller has designed it already (from `configA` on `a`). */
  designA?: FixtureDesignResult;
  /**
   * The interface mapping's inputs: each revision's net demands (from its strategy) and the profile
   * `configA` names when it keeps no copy. Rev B keeps A's station, names and, net role permitting,
   * A's channels (`carryChannels`).
   */
  interface?: { demandsA?: readonly NetDemand[]; demandsB?: readonly NetDemand[]; station?: StationProfile };
  /** Rev A's poor contacts in production (the DFT report's lesson): the comparison says what became of each. */
  poorContacts?: readonly PoorContactInput[];
}

export interface CompareResult {
  comparison: RevisionComparison;
  /** A's fixture, and the fixture of rev B carried over from it (the delta's drills come from it). */
  designA: FixtureDesign;
  designB: FixtureDesign;
}

/**
 * Is the fixture of rev A still valid for rev B (PRODUCT.md §6 "Revisions")? Designs A's fixture from
 * `configA`, diffs the boards, carries the configuration to B, designs B's fixture from it and returns
 * the verdict with the exact fixture delta: `valid` when every probe still lands on the same net within
 * `probeMoveMm`, every guide pin fits its hole and every pressure pin is clear; `needs-rework` when
 * plate holes, pockets or wiring change; `needs-new-fixture` when the board pocket, the board thickness
 * or the kit no longer fit, no guide pin keeps its hole, or more than half of the probes change place.
 */
export function compareRevisions(
  a: Board,
  b: Board,
  configA: TestConfig,
  options: CompareOptions,
): CompareResult {
  const tol: CompareTolerances = { ...DEFAULT_COMPARE_TOLERANCES, ...options.tolerances };
  // Only the designs are used: no DFT report is made for them (the rules, coverage and review of
  // both boards were most of a large comparison), just the probe plan each design is made from.
  const design = options.thresholds ? { thresholds: options.thresholds } : {};
  const io = options.interface ?? {};
  const designA =
    options.designA?.design ??
    designFixtureOnly(a, configA, options.catalog, {
      ...design,
      interface: { demands: io.demandsA ?? [], ...(io.station ? { station: io.station } : {}) },
    });
  const { diff, pairing } = diffBoards(a, b, tol);
  const nets = pairing.nets;
  const carried = carryConfig(a, b, configA, designA, pairing, nets, options.thresholds);
  const station = stationOf(configA, io.station);
  const tpB = makeIdLookup(b.testPoints);
  carried.config = carryChannels(
    carried.config,
    designA,
    station,
    pairing,
    io.demandsB ?? [],
    (id) => tpB(id)?.net ?? null,
  );
  const designB = designFixtureOnly(b, carried.config, options.catalog, {
    ...design,
    interface: { demands: io.demandsB ?? [], station, names: designA.interface.names },
  });
  const delta = fixtureDelta(designA, designB, carried, pairing, nets, tol);
  const older = readingNote(a, b);
  if (older) delta.notes.push(older);
  const nearChanges = changesNearFixture(diff, designA, tol.nearMm);
  for (const n of nearChanges)
    delta.notes.push(
      `${n.ref}${n.refB && n.refB !== n.ref ? ` (${n.refB} on rev B)` : ''} (${n.changes.join(', ')}) is within ${tol.nearMm} mm of ${n.near.join(', ')}.`,
    );

  const reasons = newFixtureReasons(diff, designA, designB, delta, tol);
  const rework = reworkReasons(delta);
  const verdict: FixtureVerdict = reasons.length
    ? 'needs-new-fixture'
    : rework.length
      ? 'needs-rework'
      : 'valid';
  return {
    comparison: {
      verdict,
      reasons: [...reasons, ...rework],
      tolerances: tol,
      diff,
      nearChanges,
      delta,
      fixtureA: summary(designA),
      fixtureB: summary(designB),
      ...(options.poorContacts
        ? { productionContacts: poorContactsOnB(a, b, diff, pairing, options.poorContacts, tol.epsilonMm) }
        : {}),
    },
    designA,
    designB,
  };
}

const summary = (d: FixtureDesign): FixtureSummary => ({
  probeSide: d.probeSide,
  probes: d.probes.length,
  guidePins: d.guidePins.length,
  pressurePins: d.pressurePins.length,
  kit: d.kit?.partNumber ?? null,
});

function newFixtureReasons(
  diff: BoardDiff,
  designA: FixtureDesign,
  designB: FixtureDesign,
  delta: FixtureDelta,
  tol: CompareTolerances,
): string[] {
  const out: string[] = [];
  const o = diff.outline;
  if (o.deviationMm === null)
    out.push('Only one revision has a board outline: the board pocket cannot be checked.');
  else if (o.deviationMm > tol.outlineMm)
    out.push(
      `The board outline changed by up to ${o.deviationMm} mm (limit ${tol.outlineMm} mm): the board pocket no longer fits.`,
    );
  const t = diff.thicknessMm;
  const ta = t.a ?? 1.6;
  const tb = t.b ?? 1.6;
  if (Math.abs(ta - tb) > tol.thicknessMm)
    out.push(`The board is ${tb} mm thick (was ${ta} mm): the pocket depth and probe stroke change.`);
  if ((designA.kit?.partNumber ?? null) !== (designB.kit?.partNumber ?? null))
    out.push(
      `Rev B needs the kit ${designB.kit?.partNumber ?? '(none fits)'} instead of ${designA.kit?.partNumber ?? '(none)'}.`,
    );
  const lostGuides = delta.pins.filter((p) => p.kind === 'guide-pin' && p.action === 'remove').length;
  if (designA.guidePins.length > 0 && lostGuides === designA.guidePins.length)
    out.push('No guide pin of rev A has its tooling hole on rev B: the board cannot be located.');
  const relocated = new Set(
    delta.probes.filter((p) => p.action === 'move' || p.action === 'remove').map((p) => p.probe),
  ).size;
  if (designA.probes.length > 0 && relocated * 2 > designA.probes.length)
    out.push(
      `${relocated} of ${designA.probes.length} probes move or go: more than half of the probe plate changes.`,
    );
  return out;
}

/** When one revision's KiCad bodies are courtyards (imported before engine 1.3.0) and the other's not. */
function readingNote(a: Board, b: Board): string | null {
  const [ca, cb] = [hasCourtyardBodies(a), hasCourtyardBodies(b)];
  if (ca === cb) return null;
  const rev = ca ? 'A' : 'B';
  return `Rev ${rev} was imported before engine 1.3.0, which took KiCad bodies from the courtyards, not the fabrication outlines: component outlines are not compared, and body pockets may differ for that alone. Re-import rev ${rev} to compare them.`;
}

function reworkReasons(delta: FixtureDelta): string[] {
  const count = (action: string) => delta.probes.filter((p) => p.action === action).length;
  const parts: string[] = [];
  const words: [string, string][] = [
    ['add', 'to add'],
    ['remove', 'to remove'],
    ['move', 'to move'],
    ['net-changed', 'on another net'],
    ['part-changed', 'needing another part'],
  ];
  for (const [action, word] of words) if (count(action)) parts.push(`${count(action)} probe(s) ${word}`);
  for (const kind of ['guide-pin', 'pressure-pin'] as const) {
    const n = delta.pins.filter((p) => p.kind === kind).length;
    if (n) parts.push(`${n} ${kind} change(s)`);
  }
  const drills = delta.holes.filter((h) => h.action === 'drill').length;
  const plugs = delta.holes.filter((h) => h.action === 'plug').length;
  if (drills || plugs) parts.push(`${drills} hole(s) to drill, ${plugs} to plug`);
  if (delta.pockets.length) parts.push(`${delta.pockets.length} clearance(s) to mill`);
  const rewire = delta.wiring.filter((w) => w.action !== 'relabel').length;
  if (rewire) parts.push(`${rewire} wiring change(s)`);
  const out = parts.length ? [`Rework: ${parts.join('; ')}.`] : [];
  // A new hole beside a plugged one cannot be drilled: that plate is made new (decision 0054). The rest
  // of the fixture (kit, receptacles, wiring) is kept, so it stays a rework, flagged.
  const undrillable = delta.undrillable ?? [];
  if (undrillable.length > 0) {
    const plates = [...new Set(undrillable.map((u) => u.plateName))];
    out.push(
      `Undrillable: ${undrillable.length} new hole(s) overlap or come too close to a plugged hole (${undrillable
        .slice(0, 3)
        .map((u) => u.message)
        .join(
          ' ',
        )}${undrillable.length > 3 ? ' …' : ''}): make ${plates.join(', ')} new instead of plugging and drilling.`,
    );
  }
  return out;
}

function changesNearFixture(diff: BoardDiff, design: FixtureDesign, nearMm: number): NearChange[] {
  const places = [
    ...design.probes.map((p) => ({ id: p.id, x: p.x, y: p.y, side: p.side })),
    ...design.pressurePins.map((p) => ({ id: p.id, x: p.x, y: p.y, side: p.side })),
  ];
  const out: NearChange[] = [];
  const { changed, added, removed } = diff.components;
  for (const c of [...changed, ...added, ...removed]) {
    if (!c.hasBody && !c.changes.includes('dnp')) continue;
    const b = c.box;
    const near = places
      .filter(
        (p) =>
          p.side === c.side &&
          Math.hypot(Math.max(0, b.minX - p.x, p.x - b.maxX), Math.max(0, b.minY - p.y, p.y - b.maxY)) <=
            nearMm,
      )
      .map((p) => p.id);
    if (near.length)
      out.push({
        ref: c.ref,
        refB: c.refB,
        side: c.side,
        changes: c.changes,
        heightMmA: c.heightMmA,
        heightMmB: c.heightMmB,
        near,
      });
  }
  return out;
}
