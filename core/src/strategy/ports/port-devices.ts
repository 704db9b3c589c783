import type { BoardIndex } from '../board-index';
import type { RoleVerdict } from '../component-roles';
import type { PortKind } from '../types';
import { notThereAtTest, type ProgramInterface, readProgrammable } from './programmable-parts';

// The programming interface a port kind programs through (boot and reset ports program nothing).
const INTERFACE: Partial<Record<PortKind, ProgramInterface>> = {
  swd: 'swd',
  jtag: 'jtag',
  updi: 'updi',
  isp: 'isp',
  icsp: 'icsp',
  bdm: 'bdm',
  'fpga-config': 'fpga-config',
  'spi-flash': 'spi-flash',
  'i2c-eeprom': 'i2c-eeprom',
};

const LOGIC = /^(?:SN)?74[A-Z]{0,5}\d{2,4}|^(?:CD|HEF|MC1)4[05]\d{2}/;

const byRef = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/**
 * The parts a port programs, and the parts on its nets it does not, with why: only a fitted part
 * whose family is programmed through this interface is a target. A socket (the PIC a programmer
 * board takes), a part not fitted, a logic buffer (74HC125), an EEPROM on a PIC's ICSP lines, are
 * not. An IC the table does not know, alone on a debug port's nets, is taken as the target and says
 * it is an assumption.
 */
export function portDevices(
  index: BoardIndex,
  roles: Map<string, RoleVerdict>,
  kind: PortKind,
  nets: string[],
): { devices: string[]; skipped: { ref: string; reason: string }[]; assumed: string[] } {
  const iface = INTERFACE[kind];
  const refs = new Set<string>();
  for (const n of nets) for (const r of index.refsOnNet.get(n) ?? []) refs.add(r);
  const devices: string[] = [];
  const skipped: { ref: string; reason: string }[] = [];
  const unknown: string[] = [];
  for (const ref of [...refs].sort(byRef)) {
    const c = index.componentByRef.get(ref);
    const role = roles.get(ref)?.role;
    if (!c) continue;
    const prog = readProgrammable(c);
    const socket = notThereAtTest(c);
    if (role === 'connector') {
      if (socket) skipped.push({ ref, reason: socket });
      continue;
    }
    if (role !== 'ic') continue;
    if (!iface) {
      devices.push(ref);
      continue;
    }
    if (prog?.skip) skipped.push({ ref, reason: prog.skip });
    else if (prog?.family.interfaces.includes(iface)) devices.push(ref);
    else if (prog)
      skipped.push({
        ref,
        reason: `${ref} (${c.value}) is ${prog.family.what.match(/^[AEIOU]/i) ? 'an' : 'a'} ${prog.family.what}: not programmed over ${kind.toUpperCase()}`,
      });
    else if (socket) skipped.push({ ref, reason: socket });
    else if (LOGIC.test(c.value.toUpperCase()))
      skipped.push({ ref, reason: `${ref} (${c.value}) is logic, not a programmable part` });
    else unknown.push(ref);
  }
  // An unknown IC on a debug port is the target only when the port has no known target at all.
  const assumed = devices.length === 0 && unknown.length === 1 ? unknown : [];
  for (const ref of unknown)
    if (!assumed.includes(ref))
      skipped.push({
        ref,
        reason: `${ref} (${index.componentByRef.get(ref)!.value}) is not in the table of programmable parts`,
      });
  return { devices: [...devices, ...assumed], skipped, assumed };
}
