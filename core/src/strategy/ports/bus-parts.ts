import type { BoardIndex } from '../board-index';
import type { RoleVerdict } from '../component-roles';
import { readResistanceOhms } from '../../values/index';
import { partNumbersOf } from '../part-numbers';
import type { Bus } from '../types';
import { notThereAtTest } from './programmable-parts';

// The parts that make a physical layer: without one on its nets, a net named like the bus is not it
// (a video decoder's read strobe "RD-" is not Ethernet).
const PHY: Partial<Record<Bus['kind'], { parts: RegExp; connectors: RegExp; what: string }>> = {
  ethernet: {
    parts:
      /^(LAN8\d|LAN9\d|KSZ8\d|KSZ9\d|DP838|RTL820|RTL821|RTL8201|W5[15]00|W5100|W6100|ENC28J60|ENC424|AR803|BCM54|88E1|88E6|IP101|DM9000|AX88|YT8)/,
    connectors: /RJ45|8P8C|MAGJACK|MAG-?JACK|HR911|J0011|ARJ|LPJ\d|HANRUN/i,
    what: 'an Ethernet PHY or an RJ45 / MagJack',
  },
  can: {
    parts:
      /^(MCP25[56]\d|MCP2515|MCP2517|MCP2518|MCP2542|TJA10\d\d|TJA11\d\d|SN65HVD2[3-5]\d|ISO10[45]\d|MAX30[5-6]\d|TCAN\d|ADM305\d|SIT10\d\d|VP23\d|ATA6\d{3}|L9616|PCA82C25\d)/,
    connectors: /CAN|DB9|DSUB-?9|M12/i,
    what: 'a CAN transceiver or controller',
  },
  rs485: {
    parts:
      /^(MAX48[1-9]|MAX1348\d|MAX3485|MAX3[0-9]{3}E?|MAX148\d|SN75176|SN65HVD[0-9]{2}|SN65LBC18\d|ADM248\d|ADM3485|ADM2\d{3}|ST485|ST3485|SP348\d|SP485|THVD\d|ISL8\d{4}|LTC28\d\d|LTC148\d|SIT3088)/,
    connectors: /RS-?485|DMX|XLR/i,
    what: 'an RS-485 transceiver',
  },
};

const byRef = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** The net and the nets one series resistor (up to 1 kΩ: a termination, a protection resistor) away. */
function withSeries(index: BoardIndex, net: string): string[] {
  const out = [net];
  for (const ref of index.refsOnNet.get(net) ?? []) {
    if (!/^R\d/i.test(ref)) continue;
    const ohms = readResistanceOhms(index.componentByRef.get(ref)?.value ?? '');
    if (ohms === null || ohms > 1000) continue;
    const pads = index.padsOf.get(ref) ?? [];
    if (pads.length !== 2) continue;
    const far = pads.map((p) => p.net).find((n) => n && n !== net);
    if (far) out.push(far);
  }
  return out;
}

/**
 * Fitted ICs and connectors with a pad on the nets or one series resistor away (sockets and parts
 * not fitted left out).
 */
function endpoints(index: BoardIndex, roles: Map<string, RoleVerdict>, nets: string[]): string[] {
  const refs = new Set<string>();
  for (const n of nets.flatMap((x) => withSeries(index, x)))
    for (const ref of index.refsOnNet.get(n) ?? []) {
      const role = roles.get(ref)?.role;
      const c = index.componentByRef.get(ref);
      if (!c || notThereAtTest(c)) continue;
      if (role === 'ic' || role === 'regulator' || role === 'connector' || role === 'oscillator')
        refs.add(ref);
    }
  return [...refs].sort(byRef);
}

/**
 * Whether the parts that make a bus are on its nets: a physical layer (an Ethernet PHY or RJ45, a
 * CAN or RS-485 transceiver) for those buses, a receptacle or two chips for USB, and two endpoints
 * (chips or connectors) for I²C, SPI and UART. Null when it is a bus; otherwise why it is not.
 */
export function busMissingParts(index: BoardIndex, roles: Map<string, RoleVerdict>, bus: Bus): string | null {
  const ends = endpoints(index, roles, bus.nets);
  const phy = PHY[bus.kind];
  if (phy) {
    const found = ends.some((ref) => {
      const c = index.componentByRef.get(ref)!;
      return (
        partNumbersOf(c).some((pn) => phy.parts.test(pn)) ||
        (roles.get(ref)?.role === 'connector' && phy.connectors.test(`${c.value} ${c.footprint}`))
      );
    });
    return found ? null : `the nets are named like ${bus.name}, but no ${phy.what} is on them`;
  }
  if (bus.kind === 'usb') {
    const receptacle = ends.some((ref) => roles.get(ref)?.role === 'connector');
    const chips = ends.filter((ref) => roles.get(ref)?.role !== 'connector').length;
    return receptacle || chips >= 2
      ? null
      : `the nets are named like USB, but neither a USB receptacle nor two chips are on them`;
  }
  return ends.length >= 2
    ? null
    : `the nets are named like ${bus.name}, but ${ends.length === 0 ? 'no chip or connector is' : `only ${ends[0]} is`} on them: a bus needs two ends`;
}
