import type { Pad } from '../../board/model';
import type { DesignedProbe } from '../../fixture/design/model';
import type { AccessFeature, AccessModel } from '../access';
import { decimal as d } from '../decimal';
import { groupBy } from '../group-by';
import { type TesterFrame, toTester } from '../frame';
import type { TesterInput } from '../model';
import { interfacePin, probeMils } from '../probe-words';
import type { GencadPads } from './gencad-pads';
import { pinName } from './gencad-parts';
import { gencadString as s } from './gencad-string';

const UNKNOWN = '-1';

/**
 * The tester fields of a nail (GenCAD 1.4 §2 TESTPINS, NAILLOC): `<tan>` the tester channel when the
 * interface mapping assigned one, else -1 (GenCAD's "not defined"); `<tin>` the fixture interface pin
 * it is wired to; `<probe>` its size in thou followed by its tip (`100CROWN`); `<layer>` the side the
 * fixture probes from.
 */
function nailFields(probe: DesignedProbe, input: TesterInput): string {
  const tan = input.channels?.[probe.id]?.channel;
  return [
    tan === undefined ? UNKNOWN : s(tan),
    s(interfacePin(probe)),
    `${probeMils(probe)}${probe.tipStyle.toUpperCase()}`,
    probe.side === 'top' ? 'TOP' : 'BOTTOM',
  ].join(' ');
}

/**
 * $SIGNALS (every net with its component pins; NAILLOC on a probed pin), $ROUTES (vias and pads of no
 * component, with NAILLOC on a probed via; Studio has no track data, so no LINE records), $TESTPINS and
 * $POWERPINS (every probe, power and ground nets' probes under POWERPINS) and $MECH (the tooling holes
 * the fixture's guide pins use as FHOLE, other board holes as HOLE).
 */
export function writeNets(
  input: TesterInput,
  access: AccessModel,
  frame: TesterFrame,
  pads: GencadPads,
  names: ReadonlyMap<string, string>,
  unnamed: Map<string, string>,
  notes: string[],
): string[] {
  const { board } = input;
  const net = (n: string | null) => (n === null ? UNKNOWN : s(names.get(n) ?? n));
  const featureById = new Map(access.features.map((f) => [f.id, f]));
  const nail = (f: AccessFeature, p: DesignedProbe) =>
    `${s(p.id)} ${d(f.x)} ${d(f.y)} ${nailFields(p, input)}`;

  const signals: string[] = ['$SIGNALS'];
  const padsOfNet = groupBy(
    board.pads.filter((p) => p.ref !== null && p.net !== null),
    (p) => p.net!,
  );
  for (const [stored, shown] of names) {
    signals.push(`SIGNAL ${s(shown)}`);
    for (const pad of padsOfNet.get(stored) ?? []) {
      const pin = s(pinName(pad, unnamed));
      signals.push(`NODE ${s(pad.ref!)} ${pin}`);
      const f = featureById.get(pad.id);
      if (f?.probe) signals.push(`NAILLOC ${s(pad.ref!)} ${pin} ${nail(f, f.probe)}`);
    }
  }
  signals.push('$ENDSIGNALS');

  const routes: string[] = ['$ROUTES'];
  const freePads = board.pads.filter((p) => p.ref === null && p.type !== 'npth');
  const viaNames = new Map(board.vias.map((v, i) => [v.id as string, `VIA${i + 1}`]));
  const routeNets = new Set([...board.vias.map((v) => v.net), ...freePads.map((p) => p.net)]);
  const viasOfNet = groupBy(board.vias, (v) => v.net);
  const freePadsOfNet = groupBy(freePads, (p) => p.net);
  let testpad = 0;
  for (const stored of routeNets) {
    routes.push(`ROUTE ${net(stored)}`);
    for (const via of viasOfNet.get(stored) ?? []) {
      const at = toTester(frame, via);
      const layer = via.side === 'both' ? 'ALL' : via.side === 'top' ? 'TOP' : 'BOTTOM';
      const name = viaNames.get(via.id)!;
      routes.push(`VIA ${pads.via(via)} ${d(at.x)} ${d(at.y)} ${layer} ${d(via.drillMm)} ${name}`);
      const f = featureById.get(via.id);
      if (f?.probe) routes.push(`NAILLOC ${name} ${nail(f, f.probe)}`);
    }
    for (const pad of freePadsOfNet.get(stored) ?? []) {
      testpad++;
      routes.push(...testpadLines(pad, pads, frame, `TESTPAD${testpad}`));
    }
  }
  routes.push('$ENDROUTES');

  const testpins: string[] = ['$TESTPINS'];
  const powerpins: string[] = ['$POWERPINS'];
  for (const { probe, at, feature } of access.probes) {
    const role = access.roleOf(probe.net);
    const target = role ? powerpins : testpins;
    target.push(
      `${role ? 'POWERPIN' : 'TESTPIN'} ${s(probe.id)} ${d(at.x)} ${d(at.y)} ${net(probe.net)} ${nailFields(probe, input)}`,
    );
    target.push(`ATTRIBUTE studio test_point ${s(probe.label)}`);
    if (probe.probePart) target.push(`ATTRIBUTE studio probe_part ${s(probe.probePart)}`);
    if (probe.receptaclePart) target.push(`ATTRIBUTE studio receptacle_part ${s(probe.receptaclePart)}`);
    if (role) target.push(`ATTRIBUTE studio net_role ${role}`);
    if (!feature) notes.push(`${probe.id} (${probe.label}) is not on a pad or via of this board.`);
  }
  testpins.push('$ENDTESTPINS');
  powerpins.push('$ENDPOWERPINS');

  return [...signals, ...routes, ...mech(input, frame), ...testpins, ...powerpins];
}

function testpadLines(pad: Pad, pads: GencadPads, frame: TesterFrame, name: string): string[] {
  const at = toTester(frame, pad);
  const layers = pad.side === 'both' ? ['TOP', 'BOTTOM'] : [pad.side === 'top' ? 'TOP' : 'BOTTOM'];
  return layers.flatMap((layer, i) => [
    `LAYER ${layer}`,
    `TESTPAD ${pads.pad(pad)} ${d(at.x)} ${d(at.y)} ${d(pad.rotationDeg)} 0 ${name}${i > 0 ? `_${layer}` : ''}`,
  ]);
}

/** $MECH: FHOLE for the holes the fixture's guide pins locate in; HOLE for the board's other holes. */
function mech(input: TesterInput, frame: TesterFrame): string[] {
  const { board, design } = input;
  const guided = new Set(design.guidePins.map((g) => g.holeId));
  const out: string[] = ['$MECH'];
  for (const g of design.guidePins) {
    const at = toTester(frame, g);
    out.push(`FHOLE ${d(at.x)} ${d(at.y)} ${d(g.holeDiameterMm)}`);
  }
  const padAt = new Set(board.pads.filter((p) => p.drillMm !== null).map((p) => `${d(p.x)},${d(p.y)}`));
  for (const h of board.holes) {
    if (guided.has(h.id) || padAt.has(`${d(h.x)},${d(h.y)}`)) continue;
    const at = toTester(frame, h);
    out.push(`HOLE ${d(at.x)} ${d(at.y)} ${d(h.diameterMm)}`);
  }
  out.push('$ENDMECH');
  return out;
}
