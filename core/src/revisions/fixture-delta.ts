import type { Point } from '../board/model';
import type { DesignedProbe, FixtureDesign, Plate, PlateHole, PlateRole } from '../fixture/design/model';
import { nameNumber } from '../interface/fixture-names';
import type { BoardPairing } from './board-diff';
import type { CarriedConfig } from './carry-config';
import { pocketChanges } from './pocket-changes';
import { plugConflicts, type UndrillableHole } from './plug-conflicts';
import { isSameNet, type NetMapping } from './net-map';

/** Tolerances of the verdict (mm). */
export interface FixtureTolerances {
  /** A probe whose point moved less than this still lands (default 0.1 mm). */
  probeMoveMm: number;
  /** A guide pin whose hole moved less than this still fits (default 0.05 mm). */
  guidePinMoveMm: number;
  /** Hole and drill diameters within this are the same (default 0.01 mm). */
  diameterMm: number;
}

export const DEFAULT_FIXTURE_TOLERANCES: FixtureTolerances = {
  probeMoveMm: 0.1,
  guidePinMoveMm: 0.05,
  diameterMm: 0.01,
};

/** One change to a probe of A's fixture; probes keep A's id, new ones get the next free id. */
export interface ProbeChange {
  action: 'add' | 'remove' | 'move' | 'net-changed' | 'part-changed';
  probe: string;
  /** `ref.pad` of the test point on rev B (rev A's for a removed probe). */
  label: string;
  labelA: string | null;
  netA: string | null;
  netB: string | null;
  from: Point | null;
  to: Point | null;
  movedMm: number;
  reason: string;
}

/** A hole to drill or to plug in one plate (board frame, mm; the delta files map it to the plate's frame). */
export interface HoleAction {
  action: 'drill' | 'plug';
  plate: PlateRole;
  plateName: string;
  x: number;
  y: number;
  diameterMm: number;
  purpose: PlateHole['purpose'];
  /** Probe / pin id the hole serves (A's id for plugs, the reworked fixture's for drills). */
  ref: string;
  label: string;
}

/** A component-clearance pocket or cut-out a plate needs that A's fixture does not have (board frame). */
export interface PocketAction {
  action: 'mill';
  plate: PlateRole;
  plateName: string;
  ref: string;
  ring: Point[];
  depthMm: number | null;
  reason: string;
}

/**
 * One change to the wiring. `connector` and `pin` are where the probe's wire ends after the rework
 * (A's pin, or rev B's for `connect` and `channel-changed`, whose `from` is A's); `channelA` and
 * `channelB` are the station channels before and after (decision 0061).
 */
export interface WiringChange {
  action: 'connect' | 'disconnect' | 'net-changed' | 'relabel' | 'channel-changed';
  probe: string;
  label: string;
  connector: string | null;
  pin: string | null;
  from: { connector: string | null; pin: string | null } | null;
  channelA: string | null;
  channelB: string | null;
  netA: string | null;
  netB: string | null;
}

export interface PinChange {
  kind: 'guide-pin' | 'pressure-pin';
  action: 'remove' | 'move' | 'add' | 'replace-part';
  id: string;
  from: Point | null;
  to: Point | null;
  reason: string;
}

/** What a shop does to A's fixture so it serves rev B (PRODUCT.md §6 "Revisions"). */
export interface FixtureDelta {
  probes: ProbeChange[];
  pins: PinChange[];
  holes: HoleAction[];
  pockets: PocketAction[];
  wiring: WiringChange[];
  /** Things to know that need no work (renamed nets, new nets not probed, parts near probes that changed). */
  notes: string[];
  /**
   * New holes that overlap or come too close to a hole the rework plugs (`plugConflicts`, decision 0054):
   * that plate must be made new. Absent from comparisons stored before it.
   */
  undrillable?: UndrillableHole[];
}

const dist = (p: Point, q: Point) => Math.hypot(p.x - q.x, p.y - q.y);
const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** The holes each plate has for one probe / pin id. */
function holesOf(design: FixtureDesign, ref: string): { plate: Plate; hole: PlateHole }[] {
  return design.plates.flatMap((plate) =>
    plate.holes.filter((h) => h.ref === ref).map((hole) => ({ plate, hole })),
  );
}

/**
 * The fixture delta from A's fixture to the fixture of rev B carried over from it (`carryConfig`):
 * probes kept, moved, added or removed, paired through the test-point pairing; guide and pressure pins;
 * the holes each change drills or plugs in each plate; new component clearances; and the wiring, where
 * kept probes keep A's connector pins and new probes take the lowest free pins.
 */
export function fixtureDelta(
  designA: FixtureDesign,
  designB: FixtureDesign,
  carried: CarriedConfig,
  pairing: BoardPairing,
  nets: NetMapping,
  tol: FixtureTolerances,
): FixtureDelta {
  const delta: FixtureDelta = { probes: [], pins: [], holes: [], pockets: [], wiring: [], notes: [] };
  const byTpB = new Map(designB.probes.map((p) => [p.testPointId, p]));
  const channelA = new Map(designA.interface.rows.map((r) => [r.probe, r.channel?.id ?? null]));
  const channelB = new Map(designB.interface.rows.map((r) => [r.probe, r.channel?.id ?? null]));
  const plateB = new Map(designB.plates.map((p) => [p.role, p]));
  const drill = (source: DesignedProbe | { id: string }, id: string, label?: string) => {
    for (const { plate, hole } of holesOf(designB, source.id)) {
      const target = plateB.get(plate.role)!;
      delta.holes.push({
        action: 'drill',
        plate: plate.role,
        plateName: target.name,
        x: hole.x,
        y: hole.y,
        diameterMm: hole.diameterMm,
        purpose: hole.purpose,
        ref: id,
        label: label ?? hole.label,
      });
    }
  };
  const plug = (id: string) => {
    for (const { plate, hole } of holesOf(designA, id))
      delta.holes.push({
        action: 'plug',
        plate: plate.role,
        plateName: plate.name,
        x: hole.x,
        y: hole.y,
        diameterMm: hole.diameterMm,
        purpose: hole.purpose,
        ref: id,
        label: hole.label,
      });
  };

  // Probes of A.
  const used = new Set<string>();
  const lostReason = new Map(carried.lost.map((l) => [l.id, l.reason]));
  for (const pa of designA.probes) {
    const pair = pairing.testPoints.get(pa.testPointId);
    const pb = pair ? byTpB.get(pair.id) : undefined;
    const change = (
      action: ProbeChange['action'],
      reason: string,
      to: DesignedProbe | null,
    ): ProbeChange => ({
      action,
      probe: pa.id,
      label: to?.label ?? pa.label,
      labelA: pa.label,
      netA: pa.net,
      netB: to?.net ?? null,
      from: { x: pa.x, y: pa.y },
      to: to ? { x: to.x, y: to.y } : null,
      movedMm: to ? round3(dist(pa, to)) : 0,
      reason,
    });
    if (!pb) {
      delta.probes.push(
        change('remove', lostReason.get(pa.testPointId) ?? `${pa.label} cannot be probed on rev B`, null),
      );
      plug(pa.id);
      delta.wiring.push({
        action: 'disconnect',
        probe: pa.id,
        label: pa.label,
        connector: pa.connector,
        pin: pa.pin,
        from: null,
        channelA: channelA.get(pa.id) ?? null,
        channelB: null,
        netA: pa.net,
        netB: null,
      });
      continue;
    }
    used.add(pb.id);
    const moved = dist(pa, pb);
    const redrill =
      moved >= tol.probeMoveMm || Math.abs(pa.drillMm - pb.drillMm) > tol.diameterMm || pa.side !== pb.side;
    if (redrill) {
      const why =
        moved >= tol.probeMoveMm
          ? `${pb.label} moved ${round3(moved)} mm (limit ${tol.probeMoveMm} mm)`
          : `${pb.label} needs a ⌀${pb.drillMm} mm receptacle hole (was ⌀${pa.drillMm} mm)`;
      delta.probes.push(change('move', why, pb));
      plug(pa.id);
      drill(pb, pa.id, pa.label === pb.label ? undefined : pb.label);
    } else if (pa.probePart !== pb.probePart || pa.receptaclePart !== pb.receptaclePart)
      delta.probes.push(
        change(
          'part-changed',
          `${pb.label} needs ${pb.probePart ?? 'no catalog probe'} (was ${pa.probePart ?? 'none'})`,
          pb,
        ),
      );
    if (!isSameNet(nets, pa.net, pb.net)) {
      delta.probes.push(
        change(
          'net-changed',
          `${pb.label} is on ${pb.net ?? 'no net'} on rev B (was ${pa.net ?? 'no net'})`,
          pb,
        ),
      );
      delta.wiring.push({
        action: 'net-changed',
        probe: pa.id,
        label: pb.label,
        connector: pa.connector,
        pin: pa.pin,
        from: null,
        channelA: channelA.get(pa.id) ?? null,
        channelB: channelB.get(pb.id) ?? null,
        netA: pa.net,
        netB: pb.net,
      });
    } else if (pa.net !== pb.net || pa.label !== pb.label)
      delta.wiring.push({
        action: 'relabel',
        probe: pa.id,
        label: pb.label,
        connector: pa.connector,
        pin: pa.pin,
        from: null,
        channelA: channelA.get(pa.id) ?? null,
        channelB: channelB.get(pb.id) ?? null,
        netA: pa.net,
        netB: pb.net,
      });
    // The same net role keeps A's channel (carryChannels); another role, another station or a
    // channel A's station lost is wired afresh on rev B.
    const [ca, cb] = [channelA.get(pa.id) ?? null, channelB.get(pb.id) ?? null];
    if (ca !== cb || pa.connector !== pb.connector || pa.pin !== pb.pin)
      delta.wiring.push({
        action: 'channel-changed',
        probe: pa.id,
        label: pb.label,
        connector: pb.connector,
        pin: pb.pin,
        from: { connector: pa.connector, pin: pa.pin },
        channelA: ca,
        channelB: cb,
        netA: pa.net,
        netB: pb.net,
      });
  }

  // Probes B needs that A's fixture does not have: the next free ids of A's prefix, wired as rev B's
  // mapping wires them (A's kept channels are pinned there, so they take free channels).
  const addedReason = new Map(carried.added.map((x) => [x.id, x.reason]));
  const prefix = designA.interface.names.probe;
  let nextId = Math.max(0, ...designA.probes.map((p) => nameNumber(p.id)).filter(Number.isFinite)) + 1;
  for (const pb of designB.probes) {
    if (used.has(pb.id)) continue;
    const id = `${prefix}${nextId++}`;
    delta.probes.push({
      action: 'add',
      probe: id,
      label: pb.label,
      labelA: null,
      netA: null,
      netB: pb.net,
      from: null,
      to: { x: pb.x, y: pb.y },
      movedMm: 0,
      reason: addedReason.get(pb.testPointId) ?? `${pb.label} is probed on rev B`,
    });
    drill(pb, id);
    delta.wiring.push({
      action: 'connect',
      probe: id,
      label: pb.label,
      connector: pb.connector,
      pin: pb.pin,
      from: null,
      channelA: null,
      channelB: channelB.get(pb.id) ?? null,
      netA: null,
      netB: pb.net,
    });
  }
  for (const u of carried.unprobed) delta.notes.push(`${u.reason}: that net is left untested.`);

  guidePinChanges(designA, designB, pairing, tol, delta, plug, drill);
  pressurePinChanges(designA, designB, carried, delta, plug, drill);
  pocketChanges(designA, designB, delta);
  delta.undrillable = plugConflicts(delta.holes);

  for (const r of nets.changes.renamed) delta.notes.push(`Net ${r.from} is named ${r.to} on rev B.`);
  if (nets.changes.added.length > 0)
    delta.notes.push(
      `${nets.changes.added.length} net(s) are new on rev B and not probed by the fixture of rev A: ${nets.changes.added.slice(0, 10).join(', ')}${nets.changes.added.length > 10 ? ', …' : ''}.`,
    );
  return delta;
}

type Plug = (id: string) => void;
type Drill = (source: { id: string }, id: string, label?: string) => void;

function guidePinChanges(
  designA: FixtureDesign,
  designB: FixtureDesign,
  pairing: BoardPairing,
  tol: FixtureTolerances,
  delta: FixtureDelta,
  plug: Plug,
  drill: Drill,
) {
  const byHoleB = new Map(designB.guidePins.map((g) => [g.holeId, g]));
  for (const ga of designA.guidePins) {
    const pair = pairing.holes.get(ga.holeId);
    const gb = pair ? byHoleB.get(pair.id) : undefined;
    if (!gb) {
      delta.pins.push({
        kind: 'guide-pin',
        action: 'remove',
        id: ga.id,
        from: ga,
        to: null,
        reason: `its tooling hole (⌀${ga.holeDiameterMm} mm) is not on rev B`,
      });
      plug(ga.id);
      continue;
    }
    const moved = dist(ga, gb);
    const from = { x: ga.x, y: ga.y };
    const to = { x: gb.x, y: gb.y };
    if (moved >= tol.guidePinMoveMm || Math.abs(ga.mountDrillMm - gb.mountDrillMm) > tol.diameterMm) {
      delta.pins.push({
        kind: 'guide-pin',
        action: 'move',
        id: ga.id,
        from,
        to,
        reason:
          moved >= tol.guidePinMoveMm
            ? `its tooling hole moved ${round3(moved)} mm (limit ${tol.guidePinMoveMm} mm)`
            : `its tooling hole is ⌀${gb.holeDiameterMm} mm (was ⌀${ga.holeDiameterMm} mm)`,
      });
      plug(ga.id);
      drill(gb, ga.id);
    } else if (Math.abs(ga.holeDiameterMm - gb.holeDiameterMm) > tol.diameterMm || ga.part !== gb.part)
      delta.pins.push({
        kind: 'guide-pin',
        action: 'replace-part',
        id: ga.id,
        from,
        to,
        reason: `its tooling hole is ⌀${gb.holeDiameterMm} mm (was ⌀${ga.holeDiameterMm} mm): pin ${gb.part ?? 'none in the catalog'} (was ${ga.part ?? 'none'})`,
      });
  }
}

function pressurePinChanges(
  designA: FixtureDesign,
  designB: FixtureDesign,
  carried: CarriedConfig,
  delta: FixtureDelta,
  plug: Plug,
  drill: Drill,
) {
  const blocked = new Map(carried.pressurePins.map((p) => [p.id, p]));
  const matchedB = new Set<string>();
  const at = (p: Point) => designB.pressurePins.find((q) => !matchedB.has(q.id) && dist(p, q) < 1e-6);
  for (const pa of designA.pressurePins) {
    const block = blocked.get(pa.id);
    const pb = at(block ? (block.movedTo ?? { x: Number.NaN, y: Number.NaN }) : pa);
    if (pb) matchedB.add(pb.id);
    if (!block && pb) continue;
    if (pb) {
      delta.pins.push({
        kind: 'pressure-pin',
        action: 'move',
        id: pa.id,
        from: pa,
        to: pb,
        reason: `it would press on a part on rev B; moved ${round3(dist(pa, pb))} mm to a clear spot`,
      });
      plug(pa.id);
      drill(pb, pa.id);
    } else {
      delta.pins.push({
        kind: 'pressure-pin',
        action: 'remove',
        id: pa.id,
        from: pa,
        to: null,
        reason: 'it would press on a part on rev B and no clear spot is within 10 mm',
      });
      plug(pa.id);
    }
  }
  let next = Math.max(0, ...designA.pressurePins.map((p) => Number(p.id.slice(2)))) + 1;
  for (const pb of designB.pressurePins) {
    if (matchedB.has(pb.id)) continue;
    const id = `PP${next++}`;
    delta.pins.push({
      kind: 'pressure-pin',
      action: 'add',
      id,
      from: null,
      to: pb,
      reason: 'rev B gets a pressure pin here',
    });
    drill(pb, id);
  }
}
