import type { BoardIndex } from '../board-index';
import type { RoleVerdict } from '../component-roles';
import { shownName } from '../net-names';
import type { PortKind } from '../types';
import { readResistanceOhms } from '../../values/index';
import { notThereAtTest, type ProgramInterface, readProgrammable } from './programmable-parts';

/** A standard debug or programming header: its pin count, signals, grounds and target reference. */
interface HeaderPinout {
  name: string;
  kind: PortKind & ProgramInterface;
  pins: number;
  signals: Record<string, string>;
  grounds: string[];
  vref: string[];
}

// Pinouts from the standards and the makers' programmer manuals: Arm's Cortex debug connectors
// (10-pin 0.05" and 20-pin 0.1"), Atmel's AVR ISP headers, Microchip's PICkit ICSP header,
// NXP's S08 / S12 BDM and ColdFire BDM headers. Grounds differ between the 6-pin ones, which tells
// them apart.
const PINOUTS: HeaderPinout[] = [
  {
    name: 'Arm Cortex 10-pin debug header',
    kind: 'swd',
    pins: 10,
    signals: { '2': 'swdio', '4': 'swclk', '6': 'swo', '10': 'reset' },
    grounds: ['3', '5', '9'],
    vref: ['1'],
  },
  {
    name: 'Arm 20-pin JTAG header',
    kind: 'jtag',
    pins: 20,
    signals: { '3': 'trst', '5': 'tdi', '7': 'tms', '9': 'tck', '13': 'tdo', '15': 'reset' },
    grounds: ['4', '6', '8', '10', '12', '14', '16', '18', '20'],
    vref: ['1'],
  },
  {
    name: 'AVR ISP 6-pin header',
    kind: 'isp',
    pins: 6,
    signals: { '1': 'miso', '3': 'sck', '4': 'mosi', '5': 'reset' },
    grounds: ['6'],
    vref: ['2'],
  },
  {
    name: 'AVR ISP 10-pin header',
    kind: 'isp',
    pins: 10,
    signals: { '1': 'mosi', '5': 'reset', '7': 'sck', '9': 'miso' },
    grounds: ['4', '6', '8', '10'],
    vref: ['2'],
  },
  {
    name: 'PIC ICSP header (PICkit)',
    kind: 'icsp',
    pins: 6,
    signals: { '1': 'mclr', '4': 'pgd', '5': 'pgc' },
    grounds: ['3'],
    vref: ['2'],
  },
  {
    name: 'PIC ICSP header (PICkit)',
    kind: 'icsp',
    pins: 5,
    signals: { '1': 'mclr', '4': 'pgd', '5': 'pgc' },
    grounds: ['3'],
    vref: ['2'],
  },
  {
    name: 'S08 / S12 BDM header',
    kind: 'bdm',
    pins: 6,
    signals: { '1': 'bkgd', '4': 'reset' },
    grounds: ['2'],
    vref: ['6'],
  },
  {
    name: 'ColdFire BDM header',
    kind: 'bdm',
    pins: 26,
    signals: { '2': 'bkpt', '4': 'dsclk', '7': 'reset', '8': 'dsi', '10': 'dso' },
    grounds: ['3', '5', '11'],
    vref: [],
  },
  {
    name: 'Tag-Connect TC2030 SWD footprint',
    kind: 'swd',
    pins: 6,
    signals: { '2': 'swdio', '3': 'reset', '4': 'swclk', '6': 'swo' },
    grounds: ['5'],
    vref: ['1'],
  },
];

/** A debug header recognised by its pinout and the part its signals reach. */
export interface HeaderMatch {
  connector: string;
  pinout: string;
  kind: PortKind;
  /** Signal nets, in the header's pin order. */
  nets: string[];
  devices: string[];
  reason: string;
}

/** The parts a net reaches: directly, or through one series resistor up to 1 kΩ. */
function reach(index: BoardIndex, net: string): Set<string> {
  const out = new Set<string>();
  for (const ref of index.refsOnNet.get(net) ?? []) {
    out.add(ref);
    if (!/^R\d/i.test(ref)) continue;
    const ohms = readResistanceOhms(index.componentByRef.get(ref)?.value ?? '');
    if (ohms === null || ohms > 1000) continue;
    const far = (index.padsOf.get(ref) ?? []).map((p) => p.net).find((n) => n && n !== net);
    if (far) for (const r of index.refsOnNet.get(far) ?? []) out.add(r);
  }
  return out;
}

/**
 * Debug and programming headers recognised by their pins: a connector with a standard header's pin
 * count whose ground pins are on ground, whose target-reference pin is on a rail, and whose signal
 * pins reach (directly or through a series resistor) a fitted part programmed through that
 * interface. Net names are not needed: `Net-(J3-Pad2)` on pin 2 of a 10-pin Cortex header that
 * reaches an STM32 is SWDIO.
 */
export function findDebugHeaders(
  index: BoardIndex,
  roles: Map<string, RoleVerdict>,
  grounds: Set<string>,
  rails: Set<string>,
): HeaderMatch[] {
  const out: HeaderMatch[] = [];
  for (const c of index.board.components) {
    if (roles.get(c.ref)?.role !== 'connector' && !/^(J|P|CN|X|TC)\d/i.test(c.ref)) continue;
    if (notThereAtTest(c)) continue;
    const pads = index.padsOf.get(c.ref) ?? [];
    const byNumber = new Map(pads.filter((p) => /^\d+$/.test(p.number)).map((p) => [p.number, p.net]));
    for (const pinout of PINOUTS) {
      if (byNumber.size !== pinout.pins) continue;
      if (
        !pinout.grounds.every((g) => {
          const n = byNumber.get(g);
          return n == null || grounds.has(n);
        })
      )
        continue;
      if (!pinout.grounds.some((g) => grounds.has(byNumber.get(g) ?? ''))) continue;
      if (!pinout.vref.every((v) => rails.has(byNumber.get(v) ?? ''))) continue;
      const signals = Object.entries(pinout.signals)
        .map(([pad, role]) => ({ pad, role, net: byNumber.get(pad) ?? null }))
        .filter(
          (s): s is { pad: string; role: string; net: string } =>
            s.net !== null && !grounds.has(s.net) && !rails.has(s.net),
        );
      if (signals.length < 2) continue;
      const targets = new Map<string, number>();
      for (const s of signals)
        for (const ref of reach(index, s.net)) {
          if (ref === c.ref) continue;
          const p = readProgrammable(index.componentByRef.get(ref)!);
          if (p && !p.skip && p.family.interfaces.includes(pinout.kind))
            targets.set(ref, (targets.get(ref) ?? 0) + 1);
        }
      const devices = [...targets.entries()]
        .filter(([, n]) => n >= 2)
        .map(([ref]) => ref)
        .sort();
      if (devices.length === 0) continue;
      out.push({
        connector: c.ref,
        pinout: pinout.name,
        kind: pinout.kind,
        nets: signals.map((s) => s.net),
        devices,
        reason: `${c.ref} is ${/^[AEIOU]/.test(pinout.name) ? 'an' : 'a'} ${pinout.name} by its pins: ${signals
          .map((s) => `${s.pad} ${s.role.toUpperCase()} (${shownName(s.net)})`)
          .join(', ')}, ground on ${pinout.grounds.join(', ')}; its signals reach ${devices.join(', ')}`,
      });
      break;
    }
  }
  return out;
}
