import { type BoardIndex, netOfPad } from '../board-index';
import type { RoleVerdict } from '../component-roles';
import { shownName } from '../net-names';
import type { Bus, Port, WriteProtect } from '../types';
import type { HeaderMatch } from './debug-headers';
import { portDevices } from './port-devices';
import { readProgrammable } from './programmable-parts';

export interface PartPortContext {
  index: BoardIndex;
  roles: Map<string, RoleVerdict>;
  grounds: Set<string>;
  rails: Set<string>;
  buses: Bus[];
}

const bare = (kind: Port['kind'], nets: string[], reason: string): Port => ({
  kind,
  nets,
  devices: [],
  skipped: [],
  connector: null,
  chain: null,
  writeProtect: null,
  reason,
});

/** What holds an EEPROM's write-protect pin: ground (writable), a rail (protected), a signal, nothing. */
function writeProtectOf(ctx: PartPortContext, ref: string, net: string | null): WriteProtect {
  if (net === null || (ctx.index.padCount.get(net) ?? 0) < 2)
    return {
      net,
      state: 'floating',
      reason: `${ref}'s WP (pin 7) is not connected: most 24-series EEPROMs pull it low inside (writable) — check the datasheet`,
    };
  if (ctx.grounds.has(net))
    return { net, state: 'low', reason: `${ref}'s WP (pin 7) is tied to ${shownName(net)}: writable` };
  if (ctx.rails.has(net))
    return {
      net,
      state: 'high',
      reason: `${ref}'s WP (pin 7) is tied to ${shownName(net)}: the EEPROM is write-protected and cannot be programmed in the fixture unless the tie is a resistor the fixture can override`,
    };
  return {
    net,
    state: 'driven',
    reason: `${ref}'s WP (pin 7) is on ${shownName(net)}: the fixture holds it low while writing, then releases it`,
  };
}

/** The I²C nets of an EEPROM: pins 5 (SDA) and 6 (SCL) of the 8-pin package, or the bus it is on. */
function i2cNets(ctx: PartPortContext, ref: string): string[] {
  const pads = ctx.index.padsOf.get(ref) ?? [];
  if (pads.length === 8) {
    const sda = netOfPad(ctx.index, ref, '5');
    const scl = netOfPad(ctx.index, ref, '6');
    if (sda && scl) return [sda, scl];
  }
  return ctx.buses.find((b) => b.kind === 'i2c' && b.devices.includes(ref))?.nets ?? [];
}

/** The SPI nets of a flash: pins 1 (CS), 2 (DO), 5 (DI), 6 (CLK) of the 8-pin package, or its bus. */
function spiNets(ctx: PartPortContext, ref: string): string[] {
  const pads = ctx.index.padsOf.get(ref) ?? [];
  const bus = ctx.buses.find((b) => b.kind === 'spi' && b.devices.includes(ref));
  if (bus) return bus.nets;
  if (pads.length >= 8) {
    const nets = ['1', '2', '5', '6']
      .map((p) => netOfPad(ctx.index, ref, p))
      .filter((n): n is string => n !== null);
    if (nets.length === 4) return nets;
  }
  return [];
}

/**
 * Ports found from the programmable parts themselves: an I²C EEPROM (written over its bus, its
 * write-protect pin read), an SPI flash or EEPROM that no FPGA configuration already writes, and the
 * headers recognised by their pins. Parts with a programming interface and no port found are noted.
 */
export function findPartPorts(
  ctx: PartPortContext,
  named: Port[],
  headers: HeaderMatch[],
): { ports: Port[]; notes: string[] } {
  const ports: Port[] = [];
  const notes: string[] = [];
  const namedNets = new Set(named.flatMap((p) => p.nets));
  for (const h of headers) {
    const same = named.find((p) => p.kind === h.kind && h.nets.some((n) => p.nets.includes(n)));
    if (same) {
      same.connector = h.connector;
      same.reason += `; brought out on ${h.connector} (${h.pinout})`;
      continue;
    }
    if (h.nets.every((n) => namedNets.has(n))) continue;
    const skipped = portDevices(ctx.index, ctx.roles, h.kind, h.nets).skipped.filter(
      (x) => !h.devices.includes(x.ref),
    );
    ports.push({ ...bare(h.kind, h.nets, h.reason), devices: h.devices, skipped, connector: h.connector });
  }
  const covered = new Set(
    [...named, ...ports].flatMap((p) => [...p.devices, ...p.skipped.map((s) => s.ref)]),
  );
  // An FPGA's configuration flash is written by the FPGA configuration step (steps-programming.ts).
  const fpgaNets = new Set(
    named
      .filter((p) => p.kind === 'fpga-config')
      .flatMap((p) =>
        p.devices.flatMap((d) =>
          (ctx.index.padsOf.get(d) ?? []).flatMap((pad) => (pad.net ? [pad.net] : [])),
        ),
      ),
  );
  const programmedBy = new Set([...named, ...ports].flatMap((p) => p.devices));
  for (const c of ctx.index.board.components) {
    const prog = readProgrammable(c);
    if (!prog || prog.skip) continue;
    const kind = prog.family.kind;
    if (kind === 'eeprom' && prog.family.interfaces.includes('i2c-eeprom')) {
      const nets = i2cNets(ctx, c.ref);
      if (nets.length < 2) {
        notes.push(
          `${c.ref} (${c.value}) is an I²C EEPROM but its SDA / SCL could not be told: add its programming step by hand.`,
        );
        continue;
      }
      const wpNet = (ctx.index.padsOf.get(c.ref) ?? []).length === 8 ? netOfPad(ctx.index, c.ref, '7') : null;
      const wp = writeProtectOf(ctx, c.ref, wpNet);
      ports.push({
        ...bare(
          'i2c-eeprom',
          [...nets, ...(wp.state === 'driven' && wp.net ? [wp.net] : [])],
          `${c.ref} (${c.value}) is an I²C EEPROM: written over ${nets.map(shownName).join(', ')}; ${wp.reason}`,
        ),
        devices: [c.ref],
        writeProtect: wp,
      });
    } else if ((kind === 'flash' || kind === 'eeprom') && prog.family.interfaces.includes('spi-flash')) {
      if (programmedBy.has(c.ref)) continue;
      const nets = spiNets(ctx, c.ref);
      if (nets.some((n) => fpgaNets.has(n))) continue;
      if (nets.length === 0) {
        notes.push(
          `${c.ref} (${c.value}) is ${prog.family.what === 'SPI EEPROM' ? 'an SPI EEPROM' : 'an SPI flash'} but its SPI nets could not be told: add its programming step by hand.`,
        );
        continue;
      }
      ports.push({
        ...bare(
          'spi-flash',
          nets,
          `${c.ref} (${c.value}) is ${prog.family.what === 'SPI EEPROM' ? 'an SPI EEPROM' : 'an SPI flash'}: written directly over ${nets.map(shownName).join(', ')}`,
        ),
        devices: [c.ref],
      });
    } else if (
      !programmedBy.has(c.ref) &&
      !covered.has(c.ref) &&
      (kind === 'mcu' || kind === 'fpga' || kind === 'cpld')
    ) {
      notes.push(
        `${c.ref} (${c.value}) is ${/^[AEIOU]/.test(prog.family.what) ? 'an' : 'a'} ${prog.family.what}, programmed over ${prog.family.interfaces.map((i) => i.toUpperCase()).join(' or ')}, but no such port was found by its net names or a standard header: add its programming step by hand.`,
      );
    }
  }
  return { ports, notes };
}
