import type { Component } from '../../board/model';
import { type BoardIndex, isConnection, netsOf } from '../board-index';
import type { RoleVerdict } from '../component-roles';
import { readResistanceOhms } from '../../values/index';
import type { PowerPass } from '../types';

/** What carries a rail on to another net without regulating it (the document's `PowerPass.kind`). */
export type PassKind = PowerPass['kind'];

/**
 * A part between two nets that passes a rail on. `strong` parts (ferrites, fuses, jumpers, links and
 * shunts, load switches) always carry the rail: the net beyond them is the same supply. `weak` ones
 * (a series diode, a resistor up to 100 Ω, a transistor, a switch) carry it only towards a net that
 * is a named rail or a power part's input — otherwise a clamp diode or a series resistor would turn
 * signals into rails.
 */
export interface PassLink {
  ref: string;
  value: string;
  kind: PassKind;
  strength: 'strong' | 'weak';
  /** The nets it joins (two, or more for a transistor or a changeover switch); ground excluded. */
  nets: string[];
  /** Which net is its input, when the part has a direction (a diode's anode, a load switch's VIN). */
  input: string | null;
  /** Voltage lost across it (V): a diode's forward drop, 0 otherwise. */
  dropV: number;
  what: string;
}

const FUSE = /FUSE|PTC|POLY_?FUSE|POLYSWITCH|MF-?[MRS]|\bFU\b/i;
const JUMPER = /JUMPER|SOLDER_?JUMPER|SOLDERJUMPER|\bSJ\b|\bJP\b|BRIDGE|NET_?TIE|NETTIE/i;
const NOT_SERIES_DIODE =
  /ZENER|TVS|ESD|SMAJ|SMBJ|SMCJ|P[46]KE|1\.5KE|BZ[TXV]|MMSZ|D5V0|PESD|TPD\d|SP0\d|PRTR|USBLC|LED|BRIDGE|RECTIFIER_BRIDGE|DB10\d|MB[0-9]+S/i;
const SCHOTTKY =
  /SCHOTTKY|BAT\d|BAS\d|SS\d{2}|1N58\d\d|1N581\d|MBR|B5\d\d|SB\d{3}|STPS|PMEG|RB\d{3}|SK\d{2}|CUS\d|NSR\d/i;
const SWITCH_TEXT =
  /SLIDE|SPDT|SPST|TOGGLE|ROCKER|SS-?12|MSS\d|JS\d{3}|POWER|ON[-_/ ]?OFF|PWR|SW_?DPDT|DPDT/i;
const POWER_FET = /MOSFET|FET|^(?:DMP|DMG|DMN|AO\d|SI\d|IRLML|IRF|BSS84|NTR|FDN|FDS|PMV|AON|CSD)/i;

const KIND_WHAT: Record<PassKind, string> = {
  ferrite: 'ferrite or inductor',
  fuse: 'fuse',
  jumper: 'jumper',
  shunt: 'link or current-sense shunt',
  resistor: 'series resistor',
  diode: 'series diode',
  transistor: 'transistor switch',
  switch: 'switch',
  'load-switch': 'load switch',
  efuse: 'eFuse',
  'ideal-diode': 'ideal-diode controller',
};

function link(
  c: Component,
  kind: PassKind,
  strength: PassLink['strength'],
  nets: string[],
  extra: { input?: string | null; dropV?: number; what?: string } = {},
): PassLink {
  return {
    ref: c.ref,
    value: c.value,
    kind,
    strength,
    nets,
    input: extra.input ?? null,
    dropV: extra.dropV ?? 0,
    what: extra.what ?? KIND_WHAT[kind],
  };
}

/** A two-pad diode's anode net: pad A, or pad 2 (IPC-7351 and KiCad number the cathode 1). */
function anodeOf(index: BoardIndex, ref: string): string | null {
  const pads = index.padsOf.get(ref) ?? [];
  const byName = pads.find((p) => /^A$/i.test(p.number));
  return (byName ?? pads.find((p) => p.number === '2'))?.net ?? null;
}

/**
 * The pass elements of the board: ferrites and inductors (not a switcher's own), fuses, jumpers,
 * links and shunts, series resistors up to 100 Ω, series diodes (not zeners, TVS or ESD parts),
 * transistors, switches. Power switches from the part table (load switches, eFuses, ideal diodes)
 * are added by the caller, which knows their pins. Ground and unconnected pads are left out.
 */
export function findPassLinks(
  index: BoardIndex,
  roles: Map<string, RoleVerdict>,
  grounds: Set<string>,
  switcherInductors: Set<string>,
  powerParts: Set<string>,
): PassLink[] {
  const out: PassLink[] = [];
  for (const c of index.board.components) {
    if (c.dnp || powerParts.has(c.ref)) continue;
    const nets = netsOf(index, c.ref).filter((n) => !grounds.has(n) && isConnection(index, n));
    if (nets.length < 2) continue;
    const role = roles.get(c.ref)?.role;
    const text = `${c.value} ${c.footprint}`;
    const two = nets.length === 2;
    if (two && role === 'inductor') {
      if (!switcherInductors.has(c.ref)) out.push(link(c, 'ferrite', 'strong', nets));
    } else if (two && (/^(F|FU|PTC)\d/i.test(c.ref) || (role !== 'resistor' && FUSE.test(c.value))))
      out.push(link(c, 'fuse', 'strong', nets));
    else if (two && (/^(JP|SJ|W)\d/i.test(c.ref) || JUMPER.test(text)) && role !== 'ic')
      out.push(
        link(c, 'jumper', 'strong', nets, {
          what: /OPEN/i.test(c.footprint) ? 'jumper (open as drawn: closed for the test)' : 'jumper',
        }),
      );
    else if (two && role === 'resistor') {
      const ohms = readResistanceOhms(c.value);
      if (ohms === null) continue;
      if (ohms <= 1)
        out.push(link(c, 'shunt', 'strong', nets, { what: ohms === 0 ? '0 Ω link' : `${ohms} Ω shunt` }));
      else if (ohms <= 100) out.push(link(c, 'resistor', 'weak', nets, { what: `${ohms} Ω resistor` }));
    } else if (two && role === 'diode' && !NOT_SERIES_DIODE.test(text) && !/^(Z|TVS)\d/i.test(c.ref)) {
      const schottky = SCHOTTKY.test(text);
      out.push(
        link(c, 'diode', 'weak', nets, {
          input: anodeOf(index, c.ref),
          dropV: schottky ? 0.3 : 0.7,
          what: schottky ? 'series Schottky diode' : 'series diode',
        }),
      );
    } else if (role === 'transistor' && POWER_FET.test(c.value))
      out.push(link(c, 'transistor', 'weak', nets));
    else if (role === 'button' || /^(SW|S)\d/i.test(c.ref))
      out.push(link(c, 'switch', 'weak', nets, { what: SWITCH_TEXT.test(text) ? 'power switch' : 'switch' }));
  }
  return out;
}
