import { type BoardIndex, isConnection } from './board-index';
import type { RoleVerdict } from './component-roles';
import { shownName } from './net-names';
import { type BoardPowerPart, findBoardPowerParts, isRegulatorPart } from './power/board-power-parts';
import { findPartEntries, type PowerEntry } from './power/entries';
import { findPassLinks, type PassLink } from './power/passes';
import type { PowerPartFamily } from './power/power-parts';
import { isSwitchKind } from './power/power-parts';
import { guessEntryVoltage, type RailVoltage, railOf, reachedVoltages } from './power/rail-voltages';
import { resolveOutput } from './power/regulator-output';
import { PowerTracer } from './power/trace-power';
import { groundReason, readRailName } from './rail-names';
import type { Ground, PowerInput, PowerPass, Rail, Regulator } from './types';

/** A link that carries a rail to another net: a regulator, a pass element, an enable. */
export interface Feed {
  from: string;
  to: string;
  via: string;
  kind: 'regulator' | 'enable' | 'series';
}

export interface PowerFindings {
  rails: Rail[];
  grounds: Ground[];
  regulators: Regulator[];
  passes: PowerPass[];
  feeds: Feed[];
  /** Where power enters (not yet ranked: power-tree.ts picks the primary). */
  inputs: PowerInput[];
  /** Nets whose names look like power but are signals about it (3V3_EN, VPP_ON …). */
  notRails: { net: string; reason: string }[];
  /** What the engineer should check (a name that disagrees with its regulator …). */
  notes: string[];
  /** Power switches (slide switches, load switches) the rails pass through: not buttons. */
  switches: Set<string>;
}

function findGrounds(index: BoardIndex): Ground[] {
  const grounds: Ground[] = [];
  for (const net of index.nets) {
    if (!index.padCount.has(net)) continue;
    const reason = groundReason(net);
    if (reason) grounds.push({ net, reason });
  }
  return grounds.sort((a, b) => (index.padCount.get(b.net) ?? 0) - (index.padCount.get(a.net) ?? 0));
}

/** The power switches of the part table as pass links: VIN → VOUT when the table gives the pins. */
function switchLinks(parts: BoardPowerPart[]): PassLink[] {
  return parts
    .filter((p) => isSwitchKind(p.kind))
    .map((p) => {
      const known = p.table?.vin && p.table.vout;
      return {
        ref: p.ref,
        value: p.value,
        kind: p.kind as PassLink['kind'],
        strength: known ? ('strong' as const) : ('weak' as const),
        nets: known ? [p.table!.vin!, p.table!.vout!] : p.nets,
        input: known ? p.table!.vin : null,
        dropV: 0,
        what: p.match.family.name,
      };
    });
}

/**
 * Finds how the board is powered, from its topology: the entries (USB VBUS, a DC jack, a battery,
 * a bus edge connector, a connector feeding a regulator, a rail named as an input), then the power
 * followed from them through ferrites, fuses, diodes, switches and load switches to each regulator
 * recognised by its part (power/power-parts.ts, extended by `userParts`), whose output it follows in
 * turn. Each rail says where its voltage comes from and whether it is a guess. Rails that only their
 * names reveal, and that the power does not reach, are kept as rails with what their names say.
 */
export function findPower(
  index: BoardIndex,
  roles: Map<string, RoleVerdict>,
  userParts: readonly PowerPartFamily[] = [],
): PowerFindings {
  const grounds = findGrounds(index);
  const groundNets = new Set(grounds.map((g) => g.net));
  const notRails: { net: string; reason: string }[] = [];
  const named = new Map<string, { nominalV: number | null; input: boolean; reason: string }>();
  for (const net of index.nets) {
    if (!index.padCount.has(net) || groundNets.has(net)) continue;
    const v = readRailName(net);
    if (v?.kind === 'not-rail') notRails.push({ net, reason: v.reason });
    else if (v?.kind === 'rail') named.set(net, v);
  }
  const notes: string[] = [];
  const { parts, switcherInductors } = findBoardPowerParts(index, roles, groundNets, userParts);
  const links = [
    ...findPassLinks(index, roles, groundNets, switcherInductors, new Set(parts.map((p) => p.ref))),
    ...switchLinks(parts),
  ];
  const tracer = new PowerTracer({ index, roles, grounds: groundNets, parts, links });

  // Entries by the part that brings the power, except a receptacle whose VBUS the board itself
  // makes (a USB host port): its pin is an output.
  const outputs = new Set(parts.flatMap((p) => (p.table?.vout ? [p.table.vout] : [])));
  const partEntries = findPartEntries(index, roles, groundNets).filter((e) => {
    if (!outputs.has(e.net)) return true;
    notes.push(
      `${e.part}: ${shownName(e.net)} is made on the board, so it is an output here, not a power input.`,
    );
    return false;
  });
  const used: PowerEntry[] = [...partEntries];
  tracer.run(partEntries);
  // Rails named as inputs (VIN, 12V_IN, VBAT …), one at a time, highest (or unknown) voltage first:
  // a lower input the first one reaches (5V_IN behind a diode from the 5 V rail) is not an entry.
  const namedInputs = [...named.entries()]
    .filter(([net, v]) => v.input && isConnection(index, net))
    .sort(([, a], [, b]) => Math.abs(b.nominalV ?? Infinity) - Math.abs(a.nominalV ?? Infinity));
  for (const [net, v] of namedInputs) {
    if (tracer.reached.has(net)) continue;
    const entry = namedEntry(index, roles, groundNets, net, v);
    used.push(entry);
    tracer.run([entry]);
  }
  // Connectors feeding a regulator the power has not reached yet, one layer of the tree at a time.
  const skip = new Set(used.flatMap((e) => (e.part ? [e.part] : [])));
  for (let found = tracer.connectorEntries(skip); found.length > 0; found = tracer.connectorEntries(skip)) {
    used.push(...found);
    tracer.run(found);
    for (const e of found) if (e.part) skip.add(e.part);
  }
  // Named rails that come in on a connector and that nothing on the board makes: supplied from
  // outside when the board has no other entry (a card's ±15 V from its backplane). Beside a real
  // entry such a rail (an FPGA bank's VCCIO on a header) is not an input: a note says so.
  const connectorRails: PowerEntry[] = [];
  for (const [net, v] of named) {
    if (tracer.reached.has(net) || !isConnection(index, net)) continue;
    const connector = connectorOn(index, roles, net);
    if (!connector) continue;
    connectorRails.push({
      kind: 'connector-rail',
      net,
      part: connector,
      pads: (index.padsOf.get(connector) ?? [])
        .filter((p) => p.net === net)
        .map((p) => p.number)
        .filter((n, i, all) => all.indexOf(n) === i),
      voltageV: v.nominalV,
      basis: v.nominalV === null ? null : 'name',
      reason: `${shownName(net)} comes in on connector ${connector} and nothing on the board makes it (${v.reason})`,
    });
  }
  if (used.length === 0) {
    used.push(...connectorRails);
    tracer.run(connectorRails);
  } else
    for (const e of connectorRails)
      notes.push(
        `${shownName(e.net)} is on connector ${e.part} and no part Studio recognised makes it: it is not taken as a power input (the board's power entries are ${used.map((u) => `${shownName(u.net)}${u.part ? ` on ${u.part}` : ''}`).join(', ')}); if it comes in on ${e.part}, supply it there.`,
      );
  if (used.length === 0) {
    const guessed = guessRoot(index, parts, named);
    if (guessed) {
      used.push(guessed);
      tracer.run([guessed]);
    }
  }

  // Regulators the power does not reach: their pins from the rail names, as a last resort.
  for (const part of parts) {
    if (tracer.entered.has(part.ref) || isSwitchKind(part.kind)) continue;
    if (!part.vin) {
      const others = part.nets
        .filter((n) => named.get(n)?.nominalV != null && n !== part.vout)
        .sort((a, b) => named.get(b)!.nominalV! - named.get(a)!.nominalV!);
      const fixed = part.match.fixedV;
      part.vin =
        others.find((n) => fixed === null || Math.abs(named.get(n)!.nominalV!) > Math.abs(fixed)) ?? null;
    }
    resolveOutput({ index, roles, grounds: groundNets, powered: (n) => tracer.reached.has(n) }, part);
  }

  const guesses = new Map<PowerEntry, { volts: number; reason: string }>();
  for (const e of used)
    if (e.voltageV === null) {
      const g = guessEntryVoltage(e, parts, tracer.reached);
      if (g) guesses.set(e, g);
    }
  const voltages = reachedVoltages(tracer.reached, parts, guesses, notes);
  const rails = buildRails(tracer, parts, named, voltages);
  const inputs: PowerInput[] = used
    .filter((e) => tracer.reached.get(e.net)?.entry === e)
    .map((e) => {
      const v = voltages.get(e.net)!;
      return {
        net: e.net,
        kind: e.kind,
        part: e.part,
        pads: e.pads,
        voltageV: v.nominalV,
        voltageIsGuess: v.guess,
        primary: false,
        reason: e.reason,
      };
    });
  for (const part of parts)
    if (part.tableNote)
      notes.push(
        `${part.ref} (${part.value}): ${part.tableNote}; its pins were read from the board instead.`,
      );
  const switches = new Set<string>();
  const passes: PowerPass[] = [];
  for (const r of tracer.reached.values()) {
    if (r.kind !== 'series' || !r.via) continue;
    const link = links.find((l) => l.ref === r.via)!;
    if (link.kind === 'switch' || isSwitchKind(link.kind as never)) switches.add(link.ref);
    passes.push({
      ref: link.ref,
      value: link.value,
      kind: link.kind,
      from: r.from!,
      to: r.net,
      reason: `${link.ref} (${link.value}) is a ${link.what} from ${shownName(r.from!)} to ${shownName(r.net)}`,
    });
  }
  return {
    rails,
    grounds,
    regulators: parts.filter(isRegulatorPart).map((p) => toRegulator(p, tracer)),
    passes,
    feeds: feedsOf(tracer, parts),
    inputs,
    notRails,
    notes,
    switches,
  };
}

/**
 * A rail named as an input: a power connector when a connector with a ground pin carries it (the
 * terminal block of V_IN), otherwise the named rail alone.
 */
function namedEntry(
  index: BoardIndex,
  roles: Map<string, RoleVerdict>,
  grounds: Set<string>,
  net: string,
  v: { nominalV: number | null; reason: string },
): PowerEntry {
  const connector = [...(index.refsOnNet.get(net) ?? [])].find(
    (ref) =>
      (roles.get(ref)?.role === 'connector' || /^(J|P|CN|CON|X|TB)\d/i.test(ref)) &&
      (index.padsOf.get(ref) ?? []).some((p) => p.net && grounds.has(p.net)),
  );
  const base = { net, voltageV: v.nominalV, basis: v.nominalV === null ? null : ('name' as const) };
  if (connector)
    return {
      ...base,
      kind: 'power-connector',
      part: connector,
      pads: (index.padsOf.get(connector) ?? [])
        .filter((p) => p.net === net)
        .map((p) => p.number)
        .filter((n, i, all) => all.indexOf(n) === i),
      reason: `${shownName(net)} comes in on connector ${connector}, beside a ground pin, and its name says it is an input (${v.reason})`,
    };
  return {
    ...base,
    kind: 'named-rail',
    part: null,
    pads: [],
    reason: `${shownName(net)}: its name says it is an input (${v.reason})`,
  };
}

// IC sockets hold a part; they bring no power in.
const SOCKET = /SOCKET|ZIF|\bSUPP\d/i;

/** A connector (not a socket) with a pad on the net. */
function connectorOn(index: BoardIndex, roles: Map<string, RoleVerdict>, net: string): string | null {
  for (const ref of index.refsOnNet.get(net) ?? []) {
    const c = index.componentByRef.get(ref);
    if (!c || c.dnp || SOCKET.test(`${c.value} ${c.footprint}`)) continue;
    if (roles.get(ref)?.role === 'connector' || /^(J|P|CN|CON|X|TB)\d/i.test(ref)) return ref;
  }
  return null;
}

/** No entry at all: the rail nothing feeds that feeds regulators, or the highest named one — a guess. */
function guessRoot(
  index: BoardIndex,
  parts: BoardPowerPart[],
  named: Map<string, { nominalV: number | null; input: boolean; reason: string }>,
): PowerEntry | null {
  const inputs = new Set(parts.flatMap((p) => (p.vin ? [p.vin] : [])));
  const outputs = new Set(parts.flatMap((p) => (p.vout ? [p.vout] : [])));
  const candidates = [...named.entries()].filter(([net]) => !outputs.has(net) && isConnection(index, net));
  candidates.sort(
    ([a, va], [b, vb]) =>
      Number(inputs.has(b)) - Number(inputs.has(a)) ||
      Math.abs(vb.nominalV ?? 0) - Math.abs(va.nominalV ?? 0) ||
      (index.padCount.get(b) ?? 0) - (index.padCount.get(a) ?? 0),
  );
  const pick = candidates[0];
  if (!pick) return null;
  const [net, v] = pick;
  return {
    kind: 'guessed',
    net,
    part: null,
    pads: [],
    voltageV: v.nominalV,
    basis: v.nominalV === null ? null : 'name',
    reason: `${shownName(net)} is taken as the input — a guess: no USB receptacle, DC jack, battery, bus edge connector or connector feeding a regulator was recognised, and it is the ${inputs.has(net) ? 'rail feeding a regulator' : 'highest named rail'} that nothing on the board makes`,
  };
}

function buildRails(
  tracer: PowerTracer,
  parts: BoardPowerPart[],
  named: Map<string, { nominalV: number | null; input: boolean; reason: string }>,
  voltages: Map<string, RailVoltage>,
): Rail[] {
  const rails: Rail[] = [];
  for (const r of tracer.reached.values()) {
    const role = r.kind === 'entry' ? 'input' : r.kind === 'regulator' ? 'regulated' : 'rail';
    rails.push(railOf(r.net, voltages.get(r.net)!, role, r.kind === 'entry' ? null : r.via));
  }
  const have = new Set(rails.map((r) => r.net));
  for (const part of parts) {
    if (!part.vout || have.has(part.vout) || isSwitchKind(part.kind)) continue;
    have.add(part.vout);
    const v = part.match.fixedV ?? named.get(part.vout)?.nominalV ?? null;
    rails.push(
      railOf(
        part.vout,
        {
          nominalV: v,
          rangeV: null,
          basis: part.match.fixedV !== null ? 'part' : v === null ? null : 'name',
          guess: false,
          reason: `the output of ${part.ref} (${part.value}), which the power from the input does not reach through the parts Studio recognised${v === null ? '' : `; ${v} V`}`,
        },
        'regulated',
        part.ref,
      ),
    );
  }
  for (const [net, v] of named) {
    if (have.has(net)) continue;
    rails.push(
      railOf(
        net,
        {
          nominalV: v.nominalV,
          rangeV: null,
          basis: v.nominalV === null ? null : 'name',
          guess: false,
          reason: `${v.reason}; the power from the input does not reach it through the parts Studio recognised`,
        },
        'rail',
        null,
      ),
    );
  }
  return rails;
}

function feedsOf(tracer: PowerTracer, parts: BoardPowerPart[]): Feed[] {
  const feeds: Feed[] = [];
  for (const r of tracer.reached.values())
    if (r.kind !== 'entry' && r.from && r.via)
      feeds.push({
        from: r.from,
        to: r.net,
        via: r.via,
        kind: r.kind === 'regulator' ? 'regulator' : 'series',
      });
  for (const p of parts) {
    if (!p.vout) continue;
    if (p.vin && !tracer.entered.has(p.ref))
      feeds.push({ from: p.vin, to: p.vout, via: p.ref, kind: 'regulator' });
    for (const e of p.enables) feeds.push({ from: e, to: p.vout, via: p.ref, kind: 'enable' });
  }
  return feeds;
}

function toRegulator(p: BoardPowerPart, tracer: PowerTracer): Regulator {
  const pins = p.table?.pins ?? topologyPins(p);
  const how = p.table
    ? 'its pins from the package’s pinout in the part table'
    : tracer.entered.has(p.ref)
      ? 'its pins read from the board: the input is where the power reaches it'
      : 'its pins read from the rail names on them — a guess';
  const io = `input ${p.vin ? shownName(p.vin) : 'unknown'}, output ${p.vout ? `${shownName(p.vout)} (${p.outputHow || 'its output pin'})` : 'unknown'}`;
  const en = p.enables.length
    ? `; also on ${p.enables.map(shownName).join(', ')} (an enable or sequencing input)`
    : '';
  const fb = p.feedback ? `; ${p.feedback.reason}` : '';
  return {
    ref: p.ref,
    value: p.value,
    kind: p.kind as Regulator['kind'],
    outputV: p.feedback
      ? Math.round(((p.feedback.minV + p.feedback.maxV) / 2) * 1000) / 1000
      : p.match.fixedV,
    input: p.vin,
    output: p.vout,
    enables: p.enables,
    pins,
    pinsFrom: p.table ? 'table' : tracer.entered.has(p.ref) ? 'topology' : 'names',
    feedback: p.feedback ? { top: p.feedback.top, bottom: p.feedback.bottom } : null,
    reason: `${p.match.reason}; ${how}: ${io}${en}${fb}`,
  };
}

function topologyPins(p: BoardPowerPart): Regulator['pins'] {
  const out: Regulator['pins'] = [];
  const add = (role: string, net: string | null) => {
    if (net) out.push({ pad: '', role, net });
  };
  add('VIN', p.vin);
  add('VOUT', p.vout);
  add('SW', p.sw);
  if (p.fb) add(p.fb.pin, p.fb.net);
  for (const e of p.enables) add('EN', e);
  return out;
}
