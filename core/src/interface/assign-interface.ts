import type { Side } from '../board/model';
import { ChannelPool } from './channel-pool';
import { type ConnectorToPlace, type PlateBox, placeConnectors } from './connector-layout';
import { expandStation } from './expand-station';
import type { FixtureNames } from './fixture-names';
import { checkInterfaceLimits } from './interface-limits';
import type {
  ChannelOverride,
  InterfaceFinding,
  InterfaceMapping,
  InterfaceProbe,
  InterfaceRow,
  NetDemand,
  NetOverride,
  ProbeFunction,
} from './model';
import { effectiveDemands, type NetGroup, type PlannedProbe, planNets } from './net-plan';
import { sameSignal } from './programmer-signals';
import type { StationChannel, StationProfile } from './station-profile';
import { wireFor, wireTotals } from './wires';

export interface AssignInterfaceInput {
  /** The probes in wiring order (the design's order). */
  probes: readonly InterfaceProbe[];
  station: StationProfile;
  /** What the test plan needs of the nets (the strategy's rails, grounds, ports, buses); others are analog. */
  demands: readonly NetDemand[];
  overrides?: readonly ChannelOverride[];
  netOverrides?: readonly NetOverride[];
  names: FixtureNames;
  /** How the receptacles take their wires: a wire-wrap post limits the gauge. */
  termination: 'wire-wrap' | 'solder-cup';
  /** The probe plate's box (board frame, mm) the connectors sit on, and the board's turn in the kit. */
  plate: PlateBox;
  orientationDeg: number;
  /** Vertical run of a wire (mm) from the receptacle tails of each side's probes to the connector level. */
  verticalMm: Record<Side, number>;
  /** Slack added to every wire (mm): service loop and re-wrapping. */
  slackMm?: number;
}

interface Given {
  channel: StationChannel | null;
  overridden: boolean;
}

/**
 * The interface mapping of a fixture (issue 27 item 1): each probe gets a station channel, the
 * connector pin of that channel and a wire. Deterministic: the same probes, demands, station and
 * overrides give the same mapping. Order of hand-out: the engineer's overrides; supply nets (largest
 * current first) on a power supply's force and sense; grounds on the return of the supplies used;
 * programming nets on the programmer's channel of their signal; digital nets on digital I/O; then
 * every other probe in wiring order on the relay matrix (a net kept on one connector when it fits
 * there), a DMM input or a digital line. What cannot be given, or breaks a limit, is a finding.
 */
export function assignInterface(input: AssignInterfaceInput): InterfaceMapping {
  const findings: InterfaceFinding[] = [];
  const overrides = new Map<string, ChannelOverride>();
  for (const o of input.overrides ?? []) if (!overrides.has(o.testPointId)) overrides.set(o.testPointId, o);
  const station = expandStation(input.station, input.names.connector, input.probes.length, [
    ...overrides.values(),
  ]);
  const pool = new ChannelPool(station.channels);
  const fixedFunction = (p: InterfaceProbe): ProbeFunction | null => {
    const id = overrides.get(p.testPointId)?.channelId;
    const role = id ? pool.get(id)?.role : undefined;
    if (role === 'force' || role === 'return-force') return 'force';
    if (role === 'sense' || role === 'return-sense') return 'sense';
    return null;
  };
  const groups = planNets(
    input.probes,
    effectiveDemands(input.demands, input.netOverrides ?? []),
    fixedFunction,
    findings,
  );
  const given = new Map<number, Given>();
  const give = (p: PlannedProbe, g: NetGroup, channel: StationChannel, overridden = false) => {
    pool.take(channel, g.key);
    given.set(p.index, { channel, overridden });
  };
  const open = (g: NetGroup) => g.probes.filter((p) => !given.has(p.index));

  applyOverrides(groups, overrides, pool, given, give, findings);
  assignSupplies(groups, pool, give, open, findings);
  assignGrounds(groups, pool, give, open);
  for (const g of groups.filter((x) => x.demand.role === 'programming'))
    for (const p of open(g)) {
      const signal = g.demand.signal;
      const ch =
        (signal
          ? pool.free('programmer').find((c) => c.signal && sameSignal(c.signal, signal))
          : undefined) ?? pool.free('digital-io')[0];
      if (ch) give(p, g, ch);
    }
  for (const g of groups.filter((x) => x.demand.role === 'digital'))
    for (const p of open(g)) {
      const ch = pool.free('digital-io')[0];
      if (ch) give(p, g, ch);
    }
  for (const g of groups) assignMatrix(g, open(g), pool, give);

  const unwired = input.probes.filter((_, i) => !given.has(i));
  if (unwired.length > 0)
    findings.push({
      code: 'interface.channels-exhausted',
      severity: 'fail',
      message: `${unwired.length} probe(s) have no channel on ${input.station.name} (${unwired
        .slice(0, 5)
        .map((p) => p.id)
        .join(
          ', ',
        )}${unwired.length > 5 ? ', …' : ''}): ${input.probes.length} probes to wire, ${station.channels.length} channels.`,
      measured: unwired.length,
      limit: 0,
      unit: 'probes',
      net: null,
      probes: unwired.map((p) => p.id),
      channel: null,
    });

  // Connectors used, placed on the plate; then each probe's row and wire.
  const refOf = new Map(station.connectors.map((c) => [c.name, c]));
  const usedNames = new Set([...given.values()].flatMap((g) => (g.channel ? [g.channel.connector] : [])));
  const toPlace: ConnectorToPlace[] = station.connectors
    .filter((c) => usedNames.has(c.name))
    .map((c) => ({ ref: c.ref, stationConnector: c.name, description: c.description, pins: c.pins }));
  const placed = placeConnectors(toPlace, input.plate, input.orientationDeg);
  const placedByName = new Map(placed.map((c) => [c.stationConnector, c]));
  const planned = groups.flatMap((g) => g.probes).sort((a, b) => a.index - b.index);
  const rows: InterfaceRow[] = planned.map((p) => {
    const g = given.get(p.index);
    const ch = g?.channel ?? null;
    const conn = ch ? placedByName.get(ch.connector) : undefined;
    const pinAt = ch && conn ? conn.pinsAt[conn.pins.indexOf(ch.pin)] : undefined;
    return {
      probe: p.probe.id,
      testPointId: p.probe.testPointId,
      label: p.probe.label,
      net: p.probe.net,
      side: p.probe.side,
      x: p.probe.x,
      y: p.probe.y,
      receptaclePart: p.probe.receptaclePart,
      role: p.demand.role,
      function: p.fn,
      channel: ch
        ? { id: ch.id, instrument: ch.instrument, kind: ch.kind, role: ch.role, signal: ch.signal }
        : null,
      connector: ch ? (refOf.get(ch.connector)?.ref ?? null) : null,
      stationConnector: ch ? ch.connector : null,
      pin: ch ? ch.pin : null,
      wire: pinAt
        ? wireFor(p, pinAt, input.verticalMm[p.probe.side], input.slackMm ?? DEFAULT_SLACK_MM)
        : null,
      overridden: g?.overridden ?? false,
    };
  });
  checkInterfaceLimits(rows, planned, station, input.termination, findings);
  return {
    station: { id: input.station.id, name: input.station.name },
    names: { probe: input.names.probe, connector: input.names.connector },
    rows,
    connectors: placed,
    wires: wireTotals(rows),
    findings,
  };
}

/** Slack on every wire (mm): a service loop to lift the plate and re-wrap a post; Studio's choice. */
export const DEFAULT_SLACK_MM = 50;

/** Whether a channel suits what a probe does on its net (an override that does not is a warning). */
function suits(p: PlannedProbe, ch: StationChannel): boolean {
  const { role } = p.demand;
  if (role === 'supply')
    return ch.kind === 'power-supply'
      ? ch.role === (p.fn === 'sense' ? 'sense' : 'force')
      : ch.kind === 'relay';
  if (role === 'ground')
    return ch.kind === 'power-supply'
      ? ch.role === (p.fn === 'sense' ? 'return-sense' : 'return-force')
      : ch.kind === 'relay';
  if (ch.kind === 'power-supply') return false;
  if (role === 'programming') return true;
  if (role === 'digital') return ch.kind !== 'programmer';
  return ch.kind === 'relay' || ch.kind === 'dmm' || ch.kind === 'digital-io';
}

function applyOverrides(
  groups: NetGroup[],
  overrides: Map<string, ChannelOverride>,
  pool: ChannelPool,
  given: Map<number, Given>,
  give: (p: PlannedProbe, g: NetGroup, ch: StationChannel, overridden?: boolean) => void,
  findings: InterfaceFinding[],
) {
  const all = groups.flatMap((g) => g.probes.map((p) => ({ g, p }))).sort((a, b) => a.p.index - b.p.index);
  for (const { g, p } of all) {
    const o = overrides.get(p.probe.testPointId);
    if (!o) continue;
    if (o.channelId === null) {
      given.set(p.index, { channel: null, overridden: true });
      continue;
    }
    const ch = pool.get(o.channelId);
    const invalid = (why: string) =>
      findings.push({
        code: 'interface.override-invalid',
        severity: 'warning',
        message: `${p.probe.id} (${p.probe.label}): ${why}; it is wired automatically.`,
        measured: null,
        limit: null,
        unit: null,
        net: p.probe.net,
        probes: [p.probe.id],
        channel: o.channelId,
      });
    if (!ch) invalid(`the station has no channel "${o.channelId}"`);
    else if (!pool.canTake(ch, g.key)) invalid(`channel ${ch.id} is already given to another net`);
    else {
      if (!suits(p, ch))
        findings.push({
          code: 'interface.override-kind',
          severity: 'warning',
          message: `${p.probe.id} (${p.probe.label}, ${p.demand.role}${p.fn === 'signal' ? '' : ` ${p.fn}`}) is on ${ch.id}, a ${ch.kind} ${ch.role} channel.`,
          measured: null,
          limit: null,
          unit: null,
          net: p.probe.net,
          probes: [p.probe.id],
          channel: ch.id,
        });
      give(p, g, ch, true);
    }
  }
}

const naturalNet = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function assignSupplies(
  groups: NetGroup[],
  pool: ChannelPool,
  give: (p: PlannedProbe, g: NetGroup, ch: StationChannel) => void,
  open: (g: NetGroup) => PlannedProbe[],
  findings: InterfaceFinding[],
) {
  const supplies = groups
    .filter((g) => g.demand.role === 'supply')
    .sort(
      (a, b) =>
        (b.currentA ?? -1) - (a.currentA ?? -1) ||
        naturalNet.compare(a.demand.net, b.demand.net) ||
        (a.demand.net < b.demand.net ? -1 : 1),
    );
  const psus = pool.instruments('power-supply');
  for (const g of supplies) {
    const rest = open(g);
    if (rest.length === 0) continue;
    // A probe the engineer put on a supply's output decides the supply of the whole net.
    let instrument = pool.channels.find(
      (c) =>
        c.kind === 'power-supply' &&
        (c.role === 'force' || c.role === 'sense') &&
        pool.holderOf(c.id) === g.key,
    )?.instrument;
    if (!instrument) {
      const free = psus.filter(
        (i) => !pool.outputHeldByOther(i, g.key) && pool.ofInstrument(i, 'force', g.key).length > 0,
      );
      const force = (i: string) => pool.ofInstrument(i, 'force', g.key)[0]!;
      const v = g.demand.voltageV;
      const fitsI = (i: string) =>
        g.currentA === null || force(i).maxCurrentA === null || g.currentA <= force(i).maxCurrentA! + 1e-9;
      const fitsV = (i: string) =>
        v === null || force(i).maxVoltageV === null || Math.abs(v) <= force(i).maxVoltageV! + 1e-9;
      const cap = (i: string) => force(i).maxCurrentA ?? Number.POSITIVE_INFINITY;
      const volts = (i: string) => force(i).maxVoltageV ?? Number.POSITIVE_INFINITY;
      // The smallest supply that fits keeps the large ones for large loads. When none fits, the one
      // closest to fitting (fewest limits broken, then the highest voltage and current): its limits
      // are then findings.
      const broken = (i: string) => (fitsV(i) ? 0 : 1) + (fitsI(i) ? 0 : 1);
      instrument =
        free.filter((i) => broken(i) === 0).sort((a, b) => cap(a) - cap(b))[0] ??
        [...free].sort((a, b) => broken(a) - broken(b) || volts(b) - volts(a) || cap(b) - cap(a))[0];
      if (!instrument && psus.length > 0)
        findings.push({
          code: 'interface.no-supply',
          severity: 'warning',
          message: `${g.demand.net}: every power supply of the station powers another net (${psus.join(', ')}); it is wired to the matrix.`,
          measured: null,
          limit: psus.length,
          unit: 'channels',
          net: g.demand.net,
          probes: g.probes.map((p) => p.probe.id),
          channel: null,
        });
    }
    if (!instrument) continue;
    const forceChannels = pool.ofInstrument(instrument, 'force', g.key);
    let k = 0;
    for (const p of rest) {
      if (p.fn === 'sense') {
        const sense = pool.ofInstrument(instrument, 'sense', g.key)[0];
        if (sense) give(p, g, sense);
      } else if (forceChannels.length > 0) give(p, g, forceChannels[k++ % forceChannels.length]!);
    }
  }
}

function assignGrounds(
  groups: NetGroup[],
  pool: ChannelPool,
  give: (p: PlannedProbe, g: NetGroup, ch: StationChannel) => void,
  open: (g: NetGroup) => PlannedProbe[],
) {
  const psus = pool.instruments('power-supply');
  const powering = psus.filter((i) =>
    pool.channels.some((c) => c.instrument === i && c.role === 'force' && pool.taken(c.id) > 0),
  );
  const returns = powering.length > 0 ? powering : psus;
  for (const g of groups
    .filter((x) => x.demand.role === 'ground')
    .sort((a, b) => naturalNet.compare(a.demand.net, b.demand.net))) {
    const forceChannels = returns.flatMap((i) => pool.ofInstrument(i, 'return-force', g.key));
    let k = 0;
    for (const p of open(g)) {
      if (p.fn === 'sense') {
        const sense = returns.flatMap((i) => pool.ofInstrument(i, 'return-sense', g.key))[0];
        if (sense) give(p, g, sense);
      } else if (forceChannels.length > 0) give(p, g, forceChannels[k++ % forceChannels.length]!);
    }
  }
}

/**
 * Every probe still without a channel, on the relay matrix first (a DMM input, then a digital line,
 * when the matrix is full). A net's probes go on one connector when they fit on the next one that has
 * room, rather than being split.
 */
function assignMatrix(
  g: NetGroup,
  rest: PlannedProbe[],
  pool: ChannelPool,
  give: (p: PlannedProbe, g: NetGroup, ch: StationChannel) => void,
) {
  if (rest.length === 0) return;
  for (const kind of ['relay', 'dmm', 'digital-io'] as const) {
    if (rest.length === 0) return;
    // Most nets fit on the connector of the first free channel: take the first free channels without
    // listing every free one (the same channels as below, whose pass over the station made a
    // 30,000-probe design quadratic).
    if (kind !== 'dmm') {
      const head = pool.firstFree(kind, 1)[0];
      if (!head) continue;
      if (pool.freeOn(kind, head.connector) >= rest.length) {
        for (const ch of pool.firstFree(kind, rest.length)) give(rest.shift()!, g, ch);
        continue;
      }
    }
    let free = pool.free(kind, kind === 'dmm' ? ['hi'] : undefined);
    if (free.length === 0) continue;
    const onFirst = free.filter((c) => c.connector === free[0]!.connector).length;
    if (onFirst < rest.length) {
      const perConnector = new Map<string, number>();
      for (const c of free) perConnector.set(c.connector, (perConnector.get(c.connector) ?? 0) + 1);
      const whole = [...perConnector.entries()].find(([, n]) => n >= rest.length)?.[0];
      if (whole !== undefined) free = free.filter((c) => c.connector === whole);
    }
    while (rest.length > 0 && free.length > 0) give(rest.shift()!, g, free.shift()!);
  }
}
