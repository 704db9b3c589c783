import type { Board, CopperSides, PadShape, Point, Side, TestPointKind } from '../board/model';
import type { DesignedProbe } from '../fixture/design/model';
import { type TesterFrame, toTester } from './frame';
import type { NetRole, TesterInput } from './model';

/**
 * One copper feature a tester file lists (a component pad or a via), in the tester frame, with what
 * the board says about reaching it and the probe the fixture puts on it.
 */
export interface AccessFeature {
  /** The board model's PadId / ViaId. */
  id: string;
  kind: 'pad' | 'via';
  /** Component reference (null for vias and free pads). */
  ref: string | null;
  /** Pad number (null for vias). */
  pin: string | null;
  net: string | null;
  /** Tester frame (mm). */
  x: number;
  y: number;
  /** The copper sides the feature exists on. */
  reach: CopperSides;
  /** The sides a probe can land on it (open copper; none when covered by mask or tented). */
  accessible: Side[];
  /** What kind of test-point candidate it is; null when the board does not offer it as one. */
  candidate: TestPointKind | null;
  /** A last-resort candidate (an SMD component termination). */
  flagged: boolean;
  shape: PadShape;
  widthMm: number;
  heightMm: number;
  rotationDeg: number;
  drillMm: number | null;
  plated: boolean;
  /** The probe the fixture puts on it, and the side it probes from; null when not selected. */
  probe: DesignedProbe | null;
}

/** The features of a board grouped for the tester writers, and the probes, in the tester frame. */
export interface AccessModel {
  features: AccessFeature[];
  /** Probes in wiring order (P1…), each with its feature (null when the feature is not on the board). */
  probes: { probe: DesignedProbe; at: Point; feature: AccessFeature | null }[];
  roleOf(net: string | null): NetRole | null;
}

const sidesOf = (s: CopperSides): Side[] => (s === 'both' ? ['top', 'bottom'] : [s]);

/** The last model built per input and frame origin: four writers of one package read the same one. */
const built = new WeakMap<TesterInput, { x: number; y: number; model: AccessModel }>();

/**
 * Builds the access model: every pad with copper and every via, each marked with its candidate kind,
 * the sides it can be reached from, and its probe. Order: pads as the board lists them, then vias.
 * Built once per input (and frame origin): GenCAD, IPC-D-356A, board_xy and the flying-probe list of
 * one package share it (a 100k-pad board's model is ~130k features); the writers only read it.
 */
export function buildAccess(input: TesterInput, frame: TesterFrame): AccessModel {
  const hit = built.get(input);
  if (hit && hit.x === frame.origin.x && hit.y === frame.origin.y) return hit.model;
  const model = buildAccessModel(input, frame);
  built.set(input, { x: frame.origin.x, y: frame.origin.y, model });
  return model;
}

function buildAccessModel(input: TesterInput, frame: TesterFrame): AccessModel {
  const { board, design } = input;
  const candidateOf = new Map(board.testPoints.map((t) => [t.featureId as string, t]));
  const probeOf = new Map<string, DesignedProbe>();
  const tpById = new Map(board.testPoints.map((t) => [t.id as string, t]));
  for (const probe of design.probes) {
    const tp = tpById.get(probe.testPointId);
    if (tp) probeOf.set(tp.featureId, probe);
  }
  const features: AccessFeature[] = [];
  for (const pad of board.pads) {
    if (pad.type === 'npth') continue;
    const tp = candidateOf.get(pad.id);
    const at = toTester(frame, pad);
    features.push({
      id: pad.id,
      kind: 'pad',
      ref: pad.ref,
      pin: pad.number,
      net: pad.net,
      x: at.x,
      y: at.y,
      reach: pad.side,
      accessible: pad.mask === 'covered' || tp?.covered ? [] : sidesOf(pad.side),
      candidate: tp?.kind ?? null,
      flagged: tp?.flagged ?? false,
      shape: pad.shape,
      widthMm: pad.widthMm,
      heightMm: pad.heightMm,
      rotationDeg: pad.rotationDeg,
      drillMm: pad.drillMm,
      plated: pad.plated,
      probe: probeOf.get(pad.id) ?? null,
    });
  }
  for (const via of board.vias) {
    const tp = candidateOf.get(via.id);
    const at = toTester(frame, via);
    features.push({
      id: via.id,
      kind: 'via',
      ref: null,
      pin: null,
      net: via.net,
      x: at.x,
      y: at.y,
      reach: via.side,
      accessible: via.tented === true || tp?.covered ? [] : sidesOf(via.side),
      candidate: tp?.kind ?? null,
      flagged: tp?.flagged ?? false,
      shape: 'circle',
      widthMm: via.diameterMm,
      heightMm: via.diameterMm,
      rotationDeg: 0,
      drillMm: via.drillMm,
      plated: true,
      probe: probeOf.get(via.id) ?? null,
    });
  }
  const byId = new Map(features.map((f) => [f.id, f]));
  const probes = design.probes.map((probe) => {
    const tp = tpById.get(probe.testPointId);
    return { probe, at: toTester(frame, probe), feature: tp ? (byId.get(tp.featureId) ?? null) : null };
  });
  const roles = input.netRoles ?? {};
  return { features, probes, roleOf: (net) => (net === null ? null : (roles[net] ?? null)) };
}

/** The nets of the board in a stable order (as the board lists them), without the empty name. */
export function netNames(board: Board): string[] {
  const seen = new Set<string>();
  for (const n of board.nets) if (n.name) seen.add(n.name);
  for (const p of board.pads) if (p.net) seen.add(p.net);
  for (const v of board.vias) if (v.net) seen.add(v.net);
  return [...seen];
}
