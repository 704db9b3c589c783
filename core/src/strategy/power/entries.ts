import type { Component } from '../../board/model';
import { type BoardIndex, isConnection } from '../board-index';
import type { RoleVerdict } from '../component-roles';
import { formatVolts } from '../format-values';
import { shownName } from '../net-names';
import { readRailName } from '../rail-names';
import type { PowerInputKind } from '../types';

/** How power enters the board (the document's `PowerInputKind`). */
export type EntryKind = PowerInputKind;

/** A place where power enters the board, found from the part that brings it. */
export interface PowerEntry {
  kind: EntryKind;
  net: string;
  /** The connector, jack or battery (reference), or null for a named rail alone. */
  part: string | null;
  /** Its pads on the net. */
  pads: string[];
  /** Voltage (V) when the kind or the name says it; null when it must be guessed. */
  voltageV: number | null;
  /** Where the voltage comes from: the USB specification, the net name, the battery's value. */
  basis: 'standard' | 'name' | 'part' | null;
  reason: string;
}

const USB = /USB/i;
const BARREL =
  /BARREL|DC[_ -]?JACK|JACK[_ -]?DC|\bDCJ\d|PJ-?0\d\d|DC-?0\d\d|POWER[_ -]?JACK|DC_?SOCKET|DC[_ -]?POWER[_ -]?JACK|5\.5X2\.[15]/i;
const BATTERY =
  /BATTERY|BATT\b|\bBAT\b|CR\d{4}|18650|21700|LIPO|LI-?ION|LI-?PO|\bAAA?\b|COIN[_ -]?CELL|BAT[_ -]?HOLDER|BATTERYHOLDER/i;
const EDGE =
  /\bPCI\b|PCI[_ -]?E|PCIE|PCI_?EXPRESS|BUS_PCI|\bISA\b|EISA|\bAGP\b|CARD[_ -]?EDGE|EDGE[_ -]?CONN|PCBEDGE|PCB_EDGE|MINI[_ -]?PCIE|\bM\.2\b|M2_|SODIMM|PC-?104|\bVME\b|BUS_ISA|BUS_AGP|BUS_?PC(?![A-Z])|BUSPC/i;
const USB_C_VBUS = /^(A4|A9|B4|B9|A4B9|B4A9|A4\/B9|B4\/A9|VBUS)$/i;

const textOf = (c: Component) => `${c.value} ${c.footprint}`;

/** A battery's voltage from its value: "CR2032" 3 V, "18650" / "LiPo" 3.7 V, "2xAA" 3 V, "9V". */
function batteryVolts(value: string): number | null {
  const written = /(\d{1,2}(?:[.,]\d)?)\s?V\b/i.exec(value);
  if (written) return Number(written[1]!.replace(',', '.'));
  if (/CR\d{4}|BR\d{4}/i.test(value)) return 3;
  if (/18650|21700|LIPO|LI-?ION|LI-?PO|LIR\d/i.test(value)) return 3.7;
  const cells = /(\d)\s?[X×]\s?AAA?\b/i.exec(value);
  if (cells) return Number(cells[1]) * 1.5;
  if (/\bAAA?\b/i.test(value)) return 1.5;
  return null;
}

interface EntryContext {
  index: BoardIndex;
  roles: Map<string, RoleVerdict>;
  grounds: Set<string>;
}

function padsOn(ctx: EntryContext, ref: string, net: string): string[] {
  return [...new Set((ctx.index.padsOf.get(ref) ?? []).filter((p) => p.net === net).map((p) => p.number))];
}

function supplyNets(ctx: EntryContext, ref: string): string[] {
  const nets: string[] = [];
  for (const p of ctx.index.padsOf.get(ref) ?? [])
    if (p.net && !ctx.grounds.has(p.net) && isConnection(ctx.index, p.net) && !nets.includes(p.net))
      nets.push(p.net);
  return nets;
}

/** USB VBUS: the net named VBUS on the receptacle, its Type-C VBUS pads, or pad 1 of A / B / mini / micro. */
function usbEntry(ctx: EntryContext, c: Component): PowerEntry | null {
  const pads = ctx.index.padsOf.get(c.ref) ?? [];
  if (pads.filter((p) => p.net).length < 3) return null;
  const named = pads.find((p) => p.net && /VBUS/i.test(p.net));
  const typeC = pads.find((p) => p.net && USB_C_VBUS.test(p.number) && !ctx.grounds.has(p.net));
  const one = pads.find((p) => p.number === '1' && p.net && !ctx.grounds.has(p.net));
  const pad = named ?? typeC ?? one;
  if (!pad?.net) return null;
  const how = named
    ? 'the net named VBUS'
    : typeC
      ? `its VBUS pad ${pad.number}`
      : 'pad 1 (VBUS on USB A, B, mini and micro)';
  return {
    kind: 'usb',
    net: pad.net,
    part: c.ref,
    pads: padsOn(ctx, c.ref, pad.net),
    voltageV: 5,
    basis: 'standard',
    reason: `${c.ref} (${c.value || c.footprint}) is a USB receptacle; ${shownName(pad.net)} is its VBUS by ${how}: 5 V (4.75–5.25 V by the USB 2.0 specification)`,
  };
}

function jackEntry(ctx: EntryContext, c: Component): PowerEntry | null {
  const nets = supplyNets(ctx, c.ref);
  if (nets.length === 0) return null;
  const centre = (ctx.index.padsOf.get(c.ref) ?? []).find(
    (p) => p.number === '1' && p.net && nets.includes(p.net),
  );
  const net = centre?.net ?? (nets.length === 1 ? nets[0]! : null);
  if (!net) return null;
  const named = readRailName(net);
  const volts = named?.kind === 'rail' ? named.nominalV : null;
  return {
    kind: 'barrel-jack',
    net,
    part: c.ref,
    pads: padsOn(ctx, c.ref, net),
    voltageV: volts,
    basis: volts === null ? null : 'name',
    reason: `${c.ref} (${c.value || c.footprint}) is a DC barrel jack; ${shownName(net)} is its ${centre ? 'centre pin (pad 1, centre-positive as usual — check the label)' : 'only non-ground pin'}${volts === null ? '' : `, ${formatVolts(volts)} by its name`}`,
  };
}

function batteryEntry(ctx: EntryContext, c: Component): PowerEntry | null {
  const pads = ctx.index.padsOf.get(c.ref) ?? [];
  const nets = supplyNets(ctx, c.ref);
  if (nets.length === 0 || pads.length > 4) return null;
  const plus = pads.find((p) => /^(\+|1|P|POS|BAT\+)$/i.test(p.number) && p.net && nets.includes(p.net));
  const net = plus?.net ?? (nets.length === 1 ? nets[0]! : null);
  if (!net) return null;
  const volts = batteryVolts(c.value);
  return {
    kind: 'battery',
    net,
    part: c.ref,
    pads: padsOn(ctx, c.ref, net),
    voltageV: volts,
    basis: volts === null ? null : 'part',
    reason: `${c.ref} (${c.value || c.footprint}) is a battery or its holder; ${shownName(net)} is its positive terminal${volts === null ? '' : `, ${formatVolts(volts)} from its value`}`,
  };
}

/** Every named rail on a bus edge connector is an input: the host supplies it. */
// ISA (the PC bus) and PC/104 supply their logic at +5 V (ISA pins B3 and B29): a VCC on them is 5 V.
const FIVE_VOLT_BUS = /\bISA\b|BUS_?PC(?![A-Z])|BUSPC|PC-?104/i;

function edgeEntries(ctx: EntryContext, c: Component): PowerEntry[] {
  const out: PowerEntry[] = [];
  for (const net of supplyNets(ctx, c.ref)) {
    const named = readRailName(net);
    if (named?.kind !== 'rail') continue;
    const logic =
      named.nominalV === null &&
      FIVE_VOLT_BUS.test(textOf(c)) &&
      /^(VCC|VDD|\+?VCC)$/i.test(shownName(net).replace(/^.*\//, ''));
    const volts = named.nominalV ?? (logic ? 5 : null);
    out.push({
      kind: 'edge-connector',
      net,
      part: c.ref,
      pads: padsOn(ctx, c.ref, net),
      voltageV: volts,
      basis: named.nominalV !== null ? 'name' : logic ? 'standard' : null,
      reason: `${shownName(net)} comes in on bus edge connector ${c.ref} (${c.value || c.footprint}): the host supplies it${
        named.nominalV !== null
          ? `; ${formatVolts(named.nominalV)} by its name`
          : logic
            ? '; 5 V: the logic supply of the ISA / PC/104 bus'
            : ''
      }`,
    });
  }
  return out;
}

const isConnectorLike = (c: Component, role: string | undefined) =>
  role === 'connector' || /^(J|P|CN|CON|X|USB|BUS)\d/i.test(c.ref);

/**
 * The board's power entries found from the parts that bring power: USB receptacles (VBUS), DC
 * barrel jacks (the centre pin), batteries and their holders (the positive terminal), and bus edge
 * connectors (PCI, PCIe, ISA, M.2 …: every named rail on them comes from the host). Connectors that
 * feed a regulator through passes are found by the caller (it walks back from the regulators).
 */
export function findPartEntries(
  index: BoardIndex,
  roles: Map<string, RoleVerdict>,
  grounds: Set<string>,
): PowerEntry[] {
  const ctx: EntryContext = { index, roles, grounds };
  const out: PowerEntry[] = [];
  for (const c of index.board.components) {
    if (c.dnp) continue;
    const role = roles.get(c.ref)?.role;
    const text = textOf(c);
    // Chips, regulators and test points bring no power in (a USB receptacle drawn as a U part is
    // a connector by component-roles.ts).
    if (role === 'regulator' || role === 'ic' || role === 'test-point' || role === 'mechanical') continue;
    if (EDGE.test(text)) out.push(...edgeEntries(ctx, c));
    else if (BARREL.test(text)) {
      const e = jackEntry(ctx, c);
      if (e) out.push(e);
    } else if (/^(BT|BAT)\d/i.test(c.ref) || (BATTERY.test(text) && isConnectorLike(c, role))) {
      const e = batteryEntry(ctx, c);
      if (e) out.push(e);
    } else if (USB.test(text) && (role === 'connector' || isConnectorLike(c, role))) {
      const e = usbEntry(ctx, c);
      if (e) out.push(e);
    }
  }
  return out;
}
