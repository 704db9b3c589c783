import type {
  InterfaceFinding,
  InterfaceProbe,
  NetDemand,
  NetOverride,
  NetRole,
  ProbeFunction,
} from './model';

/** A probe with what its net needs of it: its function on the net and the current it carries (A). */
export interface PlannedProbe {
  probe: InterfaceProbe;
  /** Position in the wiring order. */
  index: number;
  demand: NetDemand;
  fn: ProbeFunction;
  currentA: number;
}

/** The probes of one net (or one unconnected probe), in wiring order. */
export interface NetGroup {
  key: string;
  demand: NetDemand;
  probes: PlannedProbe[];
  /** The current the net's force probes share (A); null when unknown. */
  currentA: number | null;
  /** Force probes its current needs (ceil(current / the weakest probe's rating)), at least 1. */
  forceNeeded: number;
}

const analog = (net: string): NetDemand => ({
  net,
  role: 'analog',
  voltageV: null,
  currentA: null,
  signal: null,
});

/** The demands with the engineer's net overrides over the plan's (an override replaces the net's demand). */
export function effectiveDemands(
  demands: readonly NetDemand[],
  overrides: readonly NetOverride[],
): Map<string, NetDemand> {
  const out = new Map<string, NetDemand>();
  for (const d of demands) out.set(d.net, d);
  for (const o of overrides)
    out.set(o.net, { ...o, signal: o.role === 'programming' ? (out.get(o.net)?.signal ?? null) : null });
  return out;
}

/** The role a net has in the mapping: the engineer's override, else the plan's demand, else analog. */
export function netRoleOf(
  demands: readonly NetDemand[],
  overrides: readonly NetOverride[],
  net: string | null,
): NetRole {
  if (net === null) return 'analog';
  return effectiveDemands(demands, overrides).get(net)?.role ?? 'analog';
}

/**
 * Groups the probes by net and gives each probe its function. On a supply or ground net carrying a
 * known current, the first probe (wiring order) not fixed by an override senses and the others force,
 * when the net has more probes than its current needs for forcing (ceil(current / the weakest probe's
 * rating)); otherwise every probe forces and the net has no sense (a finding). A probe an override puts
 * on a sense or force channel keeps that function. A ground without its own current carries the sum of
 * the supplies'.
 */
export function planNets(
  probes: readonly InterfaceProbe[],
  demands: Map<string, NetDemand>,
  fixedFunction: (probe: InterfaceProbe) => ProbeFunction | null,
  findings: InterfaceFinding[],
): NetGroup[] {
  const groups = new Map<string, NetGroup>();
  probes.forEach((probe, index) => {
    const key = probe.net ?? `\u0000${probe.id}`;
    let group = groups.get(key);
    if (!group) {
      const demand = (probe.net !== null ? demands.get(probe.net) : undefined) ?? analog(probe.net ?? '');
      group = { key, demand, probes: [], currentA: null, forceNeeded: 1 };
      groups.set(key, group);
    }
    group.probes.push({ probe, index, demand: group.demand, fn: 'signal', currentA: 0 });
  });
  const supplyTotal = [...groups.values()]
    .filter((g) => g.demand.role === 'supply')
    .reduce((sum, g) => sum + (g.demand.currentA ?? 0), 0);
  for (const g of groups.values()) {
    const { role } = g.demand;
    if (role !== 'supply' && role !== 'ground') continue;
    const current = g.demand.currentA ?? (role === 'ground' && supplyTotal > 0 ? supplyTotal : null);
    g.currentA = current;
    const rating = Math.min(...g.probes.map((p) => p.probe.currentRatingA));
    g.forceNeeded = current !== null && current > 0 && rating > 0 ? Math.ceil(current / rating - 1e-9) : 1;
    const fixed = g.probes.map((p) => fixedFunction(p.probe));
    let senseAt = fixed.indexOf('sense');
    if (senseAt < 0 && g.probes.length > g.forceNeeded) senseAt = fixed.indexOf(null);
    g.probes.forEach((p, i) => {
      p.fn = i === senseAt || fixed[i] === 'sense' ? 'sense' : 'force';
    });
    const force = g.probes.filter((p) => p.fn === 'force');
    for (const p of force) p.currentA = current !== null && force.length > 0 ? current / force.length : 0;
    const names = g.probes.map((p) => p.probe.id);
    const what = role === 'supply' ? 'supply' : 'ground';
    if (force.length < g.forceNeeded)
      findings.push({
        code: 'interface.supply-probes',
        severity: 'fail',
        message: `${g.demand.net} carries ${fmtA(current)} A: it needs ${g.forceNeeded} force probe(s) of ${fmtA(rating)} A and one to sense, and has ${g.probes.length}. Add ${g.forceNeeded + 1 - g.probes.length} probe(s) on the net.`,
        measured: g.probes.length,
        limit: g.forceNeeded + 1,
        unit: 'probes',
        net: g.demand.net,
        probes: names,
        channel: null,
      });
    else if (!g.probes.some((p) => p.fn === 'sense'))
      findings.push({
        code: 'interface.sense-missing',
        severity: 'warning',
        message: `${g.demand.net}: no probe is left to sense the ${what} (it has ${g.probes.length}, ${g.forceNeeded} force): the station regulates at its connector, not at the board. Add a probe on the net for the sense line.`,
        measured: g.probes.length,
        limit: g.forceNeeded + 1,
        unit: 'probes',
        net: g.demand.net,
        probes: names,
        channel: null,
      });
  }
  return [...groups.values()];
}

/** Amperes for messages: up to 3 decimals, no float residue. */
export const fmtA = (a: number | null): string => (a === null ? '?' : String(Math.round(a * 1000) / 1000));
