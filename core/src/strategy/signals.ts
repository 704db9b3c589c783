import { type BoardIndex, isConnection, netsOf } from './board-index';
import type { RoleVerdict } from './component-roles';
import { formatQuantity } from './format-values';
import { shownName } from './net-names';
import { busMissingParts } from './ports/bus-parts';
import { chainDevices, orderJtagChain } from './ports/jtag-chain';
import { portDevices } from './ports/port-devices';
import { notThereAtTest } from './ports/programmable-parts';
import { readSignalName, type SignalFamily, type SignalRole } from './signal-names';
import type { Bus, BusKind, Clock, Port, PortKind } from './types';
import { readFrequencyHz } from '../values/index';

interface Named {
  net: string;
  signal: SignalRole;
}

export interface SignalFindings {
  ports: Port[];
  buses: Bus[];
  clocks: Clock[];
  /** Groups of nets named like a bus that are not one (the parts that make it are missing). */
  notes: string[];
}

/** Ports in the order a plan lists them (and programs through them): programming ports first, then boot and reset. */
export const PORT_ORDER: PortKind[] = [
  'swd',
  'jtag',
  'bdm',
  'updi',
  'isp',
  'icsp',
  'fpga-config',
  'spi-flash',
  'i2c-eeprom',
  'boot',
  'reset',
];
/** Ports that program a part: every port kind but boot and reset. */
export const PROGRAMMING_PORTS: ReadonlySet<PortKind> = new Set(
  PORT_ORDER.filter((k) => k !== 'boot' && k !== 'reset'),
);
export const byPortOrder = (a: { kind: PortKind }, b: { kind: PortKind }) =>
  PORT_ORDER.indexOf(a.kind) - PORT_ORDER.indexOf(b.kind);
const BUS_ORDER: BusKind[] = ['usb', 'i2c', 'spi', 'uart', 'can', 'rs485', 'ethernet'];
const AVR = /^AT(MEGA|TINY|90|XMEGA)/i;

/**
 * Programming / debug ports, buses and clocks, from net names (signal-names.ts) and the parts on the
 * nets. Nets that are rails or ground are not signals. Buses are grouped by their common name part
 * (SPI0_MISO with SPI0_SCK, UTXD1 with URXD1); a group counts as a bus only when it can work (an SPI
 * clock or select with a data line, I²C data with its clock, …).
 */
export function findSignals(
  index: BoardIndex,
  roles: Map<string, RoleVerdict>,
  powerNets: Set<string>,
): SignalFindings {
  const named: Named[] = [];
  for (const net of index.nets) {
    if (powerNets.has(net) || !index.padCount.has(net)) continue;
    const signal = readSignalName(net);
    if (signal) named.push({ net, signal });
  }
  const devicesOn = (nets: string[]) => icsOn(index, roles, nets);
  // A bus needs the parts that make it, not only nets named like it.
  const notes: string[] = [];
  const buses = findBuses(named, devicesOn).filter((bus) => {
    const missing = busMissingParts(index, roles, bus);
    if (missing) notes.push(`${bus.name} (${bus.nets.map(shownName).join(', ')}): ${missing}; no bus step.`);
    return missing === null;
  });
  const ports = findPorts(named, buses, index, roles, powerNets);
  const portNets = new Set(ports.flatMap((p) => p.nets));
  const busNets = new Set(buses.flatMap((b) => b.nets));
  const clocks = findClocks(index, roles, powerNets, named, (n) => portNets.has(n) || busNets.has(n));
  return { ports, buses, clocks, notes };
}

function icsOn(index: BoardIndex, roles: Map<string, RoleVerdict>, nets: string[]): string[] {
  const refs = new Set<string>();
  for (const net of nets)
    for (const ref of index.refsOnNet.get(net) ?? []) if (roles.get(ref)?.role === 'ic') refs.add(ref);
  return [...refs].sort(byRef);
}

export function byRef(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

function groupBy(named: Named[], family: SignalFamily, key: (n: Named) => string): Map<string, Named[]> {
  const groups = new Map<string, Named[]>();
  for (const n of named) {
    if (n.signal.family !== family) continue;
    const k = key(n);
    const list = groups.get(k);
    if (list) list.push(n);
    else groups.set(k, [n]);
  }
  return groups;
}

const has = (list: Named[], ...roles: string[]) => list.some((n) => roles.includes(n.signal.role));

function findBuses(named: Named[], devicesOn: (nets: string[]) => string[]): Bus[] {
  const buses: Bus[] = [];
  // An I²C group without its clock takes the SPI-named clock of the same group ("SCK MCP" beside "SDA MCP").
  const i2cGroups = groupBy(named, 'i2c', (n) => n.signal.group);
  for (const [key, list] of i2cGroups) {
    if (has(list, 'scl')) continue;
    const clock = named.find(
      (n) => n.signal.family === 'spi' && n.signal.role === 'sck' && n.signal.group === key,
    );
    if (clock) {
      clock.signal = {
        ...clock.signal,
        family: 'i2c',
        role: 'scl',
        reason: `I²C clock: ${clock.signal.reason}, beside the I²C data net of the same name`,
      };
      list.push(clock);
    }
  }
  const usbIndex = (n: Named) => /USB(\d+)/.exec(n.signal.group)?.[1] ?? '';
  const plans: [BusKind, (list: Named[]) => boolean, (n: Named) => string][] = [
    ['usb', (l) => has(l, 'dp', 'dm'), usbIndex],
    ['i2c', (l) => has(l, 'sda') && has(l, 'scl'), (n) => n.signal.group],
    ['spi', (l) => has(l, 'sck', 'cs') && has(l, 'mosi', 'miso', 'io'), (n) => n.signal.group],
    ['uart', (l) => has(l, 'tx', 'rx'), (n) => n.signal.group],
    ['can', () => true, (n) => n.signal.group.replace(/_?[A-Z]+$/, '')],
    ['rs485', () => true, () => ''],
    ['ethernet', () => true, () => ''],
  ];
  for (const [kind, works, key] of plans) {
    for (const [group, list] of groupBy(named, kind, key)) {
      if (!works(list)) continue;
      const nets = list.map((n) => n.net);
      buses.push({
        kind,
        name: busName(kind, group),
        nets,
        chipSelects: kind === 'spi' ? list.filter((n) => n.signal.role === 'cs').map((n) => n.net) : [],
        devices: devicesOn(nets),
        reason: busReason(kind, list),
      });
    }
  }
  buses.sort((a, b) => BUS_ORDER.indexOf(a.kind) - BUS_ORDER.indexOf(b.kind) || byRef(a.name, b.name));
  return buses;
}

const KIND_NAMES: Record<BusKind, string> = {
  usb: 'USB',
  i2c: 'I²C',
  spi: 'SPI',
  uart: 'UART',
  can: 'CAN',
  rs485: 'RS-485',
  ethernet: 'Ethernet',
  jtag: 'JTAG',
  swd: 'SWD',
};

function busName(kind: BusKind, group: string): string {
  const readable = group.replace('#', ' ').replace(/_/g, ' ').trim();
  if (readable === '') return KIND_NAMES[kind];
  return readable.toUpperCase().startsWith(kind.toUpperCase()) ? readable : `${KIND_NAMES[kind]} ${readable}`;
}

function busReason(kind: BusKind, list: Named[]): string {
  const first = list[0]!;
  const names = list.map((n) => shownName(n.net)).join(', ');
  return `${KIND_NAMES[kind]} from the net names ${names} (${first.signal.reason}) — a guess from names`;
}

function findPorts(
  named: Named[],
  buses: Bus[],
  index: BoardIndex,
  roles: Map<string, RoleVerdict>,
  powerNets: Set<string>,
): Port[] {
  const ports: Port[] = [];
  const byFamily = (f: SignalFamily) => named.filter((n) => n.signal.family === f);
  const add = (kind: PortKind, list: Named[], why: string) => {
    const nets = list.map((n) => n.net);
    const { devices, skipped, assumed } = portDevices(index, roles, kind, nets);
    const guess = assumed.length
      ? `; ${assumed.join(', ')} taken as the target: the only IC on these nets, not in the table of programmable parts`
      : '';
    ports.push({ ...bare(kind, nets, `${why} — a guess from names${guess}`), devices, skipped });
  };
  const jtag = byFamily('jtag');
  if (has(jtag, 'tck') && has(jtag, 'tms', 'tdi', 'tdo')) ports.push(jtagPort(jtag, index, roles, powerNets));
  const bdm = byFamily('bdm');
  if (has(bdm, 'dsclk', 'bkgd')) add('bdm', bdm, `BDM from ${names(bdm)}`);
  const swd = byFamily('swd');
  if (has(swd, 'swdio', 'swclk')) add('swd', swd, `SWD from ${names(swd)}`);
  const updi = byFamily('updi');
  if (updi.length) add('updi', updi, `UPDI from ${names(updi)}`);
  const isp = byFamily('isp');
  if (isp.length) add('isp', isp, `AVR ISP from ${names(isp)}`);
  else addAvrIsp(buses, named, index, roles, ports);
  const icsp = byFamily('icsp');
  if (has(icsp, 'pgc') && has(icsp, 'pgd')) add('icsp', icsp, `PIC ICSP from ${names(icsp)}`);
  const fpga = byFamily('fpga-config');
  if (has(fpga, 'done') || fpga.length >= 2)
    add('fpga-config', fpga, `FPGA configuration pins ${names(fpga)}`);
  const boot = byFamily('boot');
  if (boot.length) add('boot', boot, `boot / erase pins ${names(boot)}`);
  // MCLR without PGC / PGD is a reset.
  const reset = [
    ...byFamily('reset'),
    ...(has(icsp, 'pgc') && has(icsp, 'pgd') ? [] : icsp.filter((n) => n.signal.role === 'mclr')),
  ];
  if (reset.length) add('reset', reset, `reset pins ${names(reset)}`);
  ports.sort(byPortOrder);
  return ports;
}

/** A port with nothing found on it yet. */
export function bare(kind: PortKind, nets: string[], reason: string): Port {
  return { kind, nets, devices: [], skipped: [], connector: null, chain: null, writeProtect: null, reason };
}

const names = (list: Named[]) => list.map((n) => shownName(n.net)).join(', ');

/** JTAG: the chain's devices (fitted, not logic buffers) in TDI → TDO order followed on the board. */
function jtagPort(
  list: Named[],
  index: BoardIndex,
  roles: Map<string, RoleVerdict>,
  powerNets: Set<string>,
): Port {
  const netsOfRole = (...r: string[]) => list.filter((n) => r.includes(n.signal.role)).map((n) => n.net);
  const nets = {
    tck: netsOfRole('tck'),
    tms: netsOfRole('tms'),
    tdi: netsOfRole('tdi'),
    tdo: netsOfRole('tdo'),
    other: netsOfRole('trst', 'rtck'),
  };
  const { devices, skipped } = chainDevices(index, roles, nets);
  const chain = orderJtagChain(index, devices, nets, powerNets);
  return {
    ...bare(
      'jtag',
      list.map((n) => n.net),
      `JTAG from ${names(list)} — a guess from names; chain: ${chain.reason}`,
    ),
    devices: chain.devices.map((d) => d.ref),
    skipped,
    chain,
  };
}

/** An AVR on an SPI bus with a reset net is programmed over ISP (MOSI, MISO, SCK, RESET). */
function addAvrIsp(
  buses: Bus[],
  named: Named[],
  index: BoardIndex,
  roles: Map<string, RoleVerdict>,
  ports: Port[],
): void {
  const avrs = index.board.components.filter(
    (c) => roles.get(c.ref)?.role === 'ic' && AVR.test(c.value) && notThereAtTest(c) === null,
  );
  for (const avr of avrs) {
    const pins = new Set(netsOf(index, avr.ref));
    const spi = buses.find((b) => b.kind === 'spi' && b.nets.some((n) => pins.has(n)));
    const reset = named.find((n) => n.signal.family === 'reset' && pins.has(n.net));
    if (!spi || !reset) continue;
    ports.push({
      ...bare(
        'isp',
        [...spi.nets.filter((n) => !spi.chipSelects.includes(n)), reset.net],
        `AVR ISP: ${avr.ref} (${avr.value}) is an AVR on ${spi.name} with reset ${shownName(reset.net)} — a guess`,
      ),
      devices: [avr.ref],
    });
  }
}

function findClocks(
  index: BoardIndex,
  roles: Map<string, RoleVerdict>,
  powerNets: Set<string>,
  named: Named[],
  claimed: (net: string) => boolean,
): Clock[] {
  const clocks: Clock[] = [];
  const used = new Set<string>();
  for (const c of index.board.components) {
    const role = roles.get(c.ref)?.role;
    if (role !== 'crystal' && role !== 'oscillator') continue;
    const nets = netsOf(index, c.ref).filter((n) => !powerNets.has(n) && isConnection(index, n));
    if (nets.length === 0) continue;
    for (const n of nets) used.add(n);
    const fromValue = readFrequencyHz(c.value);
    const fromName =
      fromValue ?? nets.map((n) => readFrequencyHz(shownName(n))).find((f) => f !== null) ?? null;
    const said =
      fromValue !== null
        ? `${formatQuantity(fromValue, 'Hz')} from its value`
        : fromName !== null
          ? `${formatQuantity(fromName, 'Hz')} from a net name — a guess`
          : 'its frequency is not in its value';
    clocks.push({
      ref: c.ref,
      kind: role,
      frequencyHz: fromName,
      nets,
      reason: `${roles.get(c.ref)!.reason}; ${said}`,
    });
  }
  for (const n of named) {
    if (n.signal.family !== 'clock' || used.has(n.net) || claimed(n.net) || !isConnection(index, n.net))
      continue;
    const hz = readFrequencyHz(shownName(n.net));
    clocks.push({
      ref: null,
      kind: 'clock-net',
      frequencyHz: hz,
      nets: [n.net],
      reason: `${n.signal.reason}${hz !== null ? `; ${formatQuantity(hz, 'Hz')} from the name — a guess` : ''}`,
    });
  }
  return clocks;
}
