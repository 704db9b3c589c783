import type { BoardIndex } from '../board-index';
import type { RoleVerdict } from '../component-roles';
import { isAutoNamed, shownName } from '../net-names';
import type { JtagChain } from '../types';
import { readResistanceOhms } from '../../values/index';
import { bsdlHint, notThereAtTest, readProgrammable } from './programmable-parts';

export interface JtagNets {
  tck: string[];
  tms: string[];
  tdi: string[];
  tdo: string[];
  other: string[];
}

// Logic that buffers JTAG lines (a 74HC125 on TCK) is not a device in the chain.
const LOGIC = /^(?:SN)?74[A-Z]{0,5}\d{2,4}|^(?:CD|HEF|MC1)4[05]\d{2}/;

/** ICs on TCK and TMS that are fitted and not logic buffers: the chain's devices, in reference order. */
export function chainDevices(
  index: BoardIndex,
  roles: Map<string, RoleVerdict>,
  nets: JtagNets,
): { devices: string[]; skipped: { ref: string; reason: string }[] } {
  const on = (list: string[]) => new Set(list.flatMap((n) => [...(index.refsOnNet.get(n) ?? [])]));
  const tck = on(nets.tck);
  const tms = on(nets.tms);
  const devices: string[] = [];
  const skipped: { ref: string; reason: string }[] = [];
  for (const ref of [...tck].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))) {
    const c = index.componentByRef.get(ref);
    const role = roles.get(ref)?.role;
    if (!c || (role !== 'ic' && role !== 'regulator')) continue;
    const absent = notThereAtTest(c);
    if (absent) skipped.push({ ref, reason: absent });
    else if (LOGIC.test(c.value.toUpperCase()))
      skipped.push({
        ref,
        reason: `${ref} (${c.value}) is logic buffering the JTAG lines, not a device in the chain`,
      });
    else if (!tms.has(ref)) skipped.push({ ref, reason: `${ref} (${c.value}) is on TCK but not on TMS` });
    else devices.push(ref);
  }
  return { devices, skipped };
}

/** The nets joining two chain devices directly, or through one series resistor up to 1 kΩ. */
function linksFrom(
  index: BoardIndex,
  ref: string,
  among: Set<string>,
  exclude: Set<string>,
): { to: string; net: string; series: boolean }[] {
  const out: { to: string; net: string; series: boolean }[] = [];
  for (const pad of index.padsOf.get(ref) ?? []) {
    const net = pad.net;
    if (!net || exclude.has(net)) continue;
    for (const other of index.refsOnNet.get(net) ?? []) {
      if (other !== ref && among.has(other)) out.push({ to: other, net, series: false });
      const r = index.componentByRef.get(other);
      if (!r || !/^R\d/i.test(other)) continue;
      const ohms = readResistanceOhms(r.value);
      if (ohms === null || ohms > 1000) continue;
      const far = (index.padsOf.get(other) ?? []).map((p) => p.net).find((n) => n && n !== net);
      if (!far || exclude.has(far)) continue;
      for (const dev of index.refsOnNet.get(far) ?? [])
        if (dev !== ref && among.has(dev)) out.push({ to: dev, net: far, series: true });
    }
  }
  return out;
}

/**
 * The JTAG chain in TDI → TDO order by connectivity: the device on the port's TDI net first, then
 * from each device the one its other nets lead to (directly or through a series resistor), until the
 * device on the TDO net. When a step is ambiguous (two devices share more than the chain), the order
 * falls back to the names (TDI first, TDO last) and says so. Each device gets its BSDL hint.
 */
export function orderJtagChain(
  index: BoardIndex,
  devices: string[],
  nets: JtagNets,
  powerNets: Set<string>,
): JtagChain {
  const entry = (ref: string) => {
    const c = index.componentByRef.get(ref)!;
    const p = readProgrammable(c);
    return { ref, value: c.value, bsdl: p ? bsdlHint(p, c.footprint) : null };
  };
  const devicesOn = (list: string[]) =>
    devices.filter((d) => list.some((n) => index.refsOnNet.get(n)?.has(d)));
  const first = devicesOn(nets.tdi);
  const last = devicesOn(nets.tdo);
  if (devices.length <= 1)
    return {
      order: 'connectivity',
      devices: devices.map(entry),
      reason: devices.length ? `${devices[0]} is the only device on TCK and TMS` : 'no device on TCK and TMS',
    };
  const exclude = new Set([...powerNets, ...nets.tck, ...nets.tms, ...nets.other]);
  const among = new Set(devices);
  if (first.length === 1) {
    const order = [first[0]!];
    const via: string[] = [];
    while (order.length < devices.length) {
      const current = order[order.length - 1]!;
      const candidates = linksFrom(index, current, among, exclude).filter((l) => !order.includes(l.to));
      // The likeliest TDO → TDI link first: a net named for it, one through a series resistor, a
      // net nobody named; a named data net shared by two devices last.
      const tiers = [
        candidates.filter((l) => /TD[IO]/i.test(shownName(l.net))),
        candidates.filter((l) => l.series),
        candidates.filter((l) => isAutoNamed(l.net)),
        candidates,
      ];
      const pick = tiers.find((t) => t.length > 0) ?? [];
      const targets = [...new Set(pick.map((l) => l.to))];
      if (targets.length !== 1) break;
      order.push(targets[0]!);
      via.push(shownName(pick.find((l) => l.to === targets[0])!.net));
    }
    if (order.length === devices.length && (last.length === 0 || last.includes(order[order.length - 1]!)))
      return {
        order: 'connectivity',
        devices: order.map(entry),
        reason: `TDI → ${order.map((d, i) => (i < via.length ? `${d} → ${via[i]}` : d)).join(' → ')} → TDO, followed on the board`,
      };
  }
  // Ambiguous: the device on TDI first, the one on TDO last, the rest by reference.
  const rank = (ref: string) =>
    first.includes(ref) && !last.includes(ref) ? 0 : last.includes(ref) && !first.includes(ref) ? 2 : 1;
  const sorted = [...devices].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b, 'en', { numeric: true }),
  );
  const byNames = first.length > 0 || last.length > 0;
  return {
    order: byNames ? 'names' : 'references',
    devices: sorted.map(entry),
    reason: byNames
      ? 'the links between the devices could not be followed one by one: the device on TDI first, the one on TDO last, the others by reference — check against the schematic'
      : 'neither TDI nor TDO could be told: the devices are listed by reference — check against the schematic',
  };
}
