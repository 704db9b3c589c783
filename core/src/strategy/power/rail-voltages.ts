import { COMMON_SUPPLIES_V, DROPOUT_V } from '../defaults';
import { formatVolts } from '../format-values';
import { shownName } from '../net-names';
import { readRailName } from '../rail-names';
import type { Rail, VoltageBasis } from '../types';
import type { BoardPowerPart } from './board-power-parts';
import type { PowerEntry } from './entries';
import type { PowerReach } from './trace-power';

export interface RailVoltage {
  nominalV: number | null;
  rangeV: [number, number] | null;
  basis: VoltageBasis | null;
  guess: boolean;
  reason: string;
}

const round = (v: number) => Math.round(v * 1000) / 1000;
const nameOf = (net: string) => {
  const v = readRailName(net);
  return v?.kind === 'rail' ? v : null;
};

/** A named voltage on a net the output feeds unchanged (through ferrites, fuses, links: no diode). */
function namedDownstream(
  net: string,
  reached: Map<string, PowerReach>,
): { net: string; volts: number; via: string[] } | null {
  let frontier: { net: string; via: string[] }[] = [{ net, via: [] }];
  for (let depth = 0; depth < 4 && frontier.length > 0; depth++) {
    const next: { net: string; via: string[] }[] = [];
    for (const f of frontier)
      for (const r of reached.values()) {
        if (r.kind !== 'series' || r.from !== f.net || r.what.includes('diode')) continue;
        const v = nameOf(r.net)?.nominalV;
        if (v != null) return { net: r.net, volts: v, via: [...f.via, r.via!] };
        next.push({ net: r.net, via: [...f.via, r.via!] });
      }
    frontier = next;
  }
  return null;
}

/** A regulator's output voltage: its divider, its part number, the rail's name, or minus its input. */
function outputVoltage(
  part: BoardPowerPart,
  inputV: number | null,
  notes: string[],
  reached: Map<string, PowerReach>,
): RailVoltage {
  const net = part.vout!;
  const named = nameOf(net);
  const who = `the output of ${part.ref} (${part.value})`;
  let v: RailVoltage;
  if (part.feedback) {
    const { minV, maxV } = part.feedback;
    v = {
      nominalV: round((minV + maxV) / 2),
      rangeV: minV === maxV ? null : [minV, maxV],
      basis: 'divider',
      guess: false,
      reason: `${who}: ${part.feedback.reason}`,
    };
  } else if (part.match.fixedV !== null)
    v = {
      nominalV: part.match.fixedV,
      rangeV: null,
      basis: 'part',
      guess: false,
      reason: `${formatVolts(part.match.fixedV)}: ${who}, as ${part.match.partNumber === part.value.trim().toUpperCase() ? 'its value' : `its part number ${part.match.partNumber}`} says`,
    };
  else if (named?.nominalV != null)
    v = {
      nominalV: named.nominalV,
      rangeV: null,
      basis: 'name',
      guess: false,
      reason: `${named.reason}; ${who}`,
    };
  else if (namedDownstream(net, reached)) {
    const d = namedDownstream(net, reached)!;
    v = {
      nominalV: d.volts,
      rangeV: null,
      basis: 'name',
      guess: false,
      reason: `${formatVolts(d.volts)}: ${who}, which feeds ${shownName(d.net)} through ${d.via.join(', ')} — the voltage from that rail's name`,
    };
  } else if (part.kind === 'inverter' && inputV !== null)
    v = {
      nominalV: -inputV,
      rangeV: null,
      basis: 'inverted',
      guess: false,
      reason: `${formatVolts(-inputV)}: ${who}, a charge-pump inverter of its ${formatVolts(inputV)} input`,
    };
  else
    v = {
      nominalV: null,
      rangeV: null,
      basis: null,
      guess: false,
      reason: `${who}; neither its part number nor a divider nor the name says its voltage`,
    };
  if (named?.nominalV != null && v.nominalV !== null && v.basis !== 'name') {
    const lo = v.rangeV?.[0] ?? v.nominalV;
    const hi = v.rangeV?.[1] ?? v.nominalV;
    if (named.nominalV < lo * 0.95 - 0.05 || named.nominalV > hi * 1.05 + 0.05)
      notes.push(
        `${shownName(net)} is named for ${formatVolts(named.nominalV)} but ${part.ref} (${part.value}) makes ${formatVolts(v.nominalV)}: check the part or the net`,
      );
    else v.reason += `; the name ${shownName(net)} agrees`;
  }
  return v;
}

/**
 * The supply voltage for an entry whose kind and name do not say it: the regulators it feeds need
 * their output plus a dropout (2 V linear, 1.5 V buck) plus the diode drops on the way; the next
 * common bench-supply voltage above the largest need — a guess, said so.
 */
export function guessEntryVoltage(
  entry: PowerEntry,
  parts: BoardPowerPart[],
  reached: Map<string, PowerReach>,
): { volts: number; reason: string } | null {
  let best: { need: number; part: BoardPowerPart; drop: number } | null = null;
  for (const part of parts) {
    if (!part.vin || !part.vout) continue;
    const at = reached.get(part.vin);
    if (!at || at.entry !== entry) continue;
    const out = reached.get(part.vout);
    if (!out || out.via !== part.ref) continue;
    if (part.kind === 'boost' || part.kind === 'inverter' || !(part.kind in DROPOUT_V)) continue;
    const dropout = DROPOUT_V[part.kind as keyof typeof DROPOUT_V];
    const outV =
      part.feedback?.maxV ??
      part.match.fixedV ??
      nameOf(part.vout)?.nominalV ??
      namedDownstream(part.vout, reached)?.volts ??
      null;
    if (outV === null) continue;
    const need = Math.abs(outV) + dropout + at.dropV;
    if (!best || need > best.need) best = { need, part, drop: at.dropV };
  }
  if (!best) return null;
  const volts = COMMON_SUPPLIES_V.find((v) => v >= best.need - 1e-9) ?? Math.ceil(best.need);
  const diode = best.drop > 0 ? ` and ${formatVolts(best.drop)} of diode drop` : '';
  return {
    volts,
    reason: `${formatVolts(volts)}: the next common supply above what ${best.part.ref} (${best.part.value}) needs — ${formatVolts(round(best.need))}, its output plus its dropout${diode} — a guess: set it from the design's input specification`,
  };
}

/**
 * The voltage of every reached net, in the order the power reached them: an entry's own (USB's 5 V,
 * a named or battery voltage) or the guess for it; a pass element keeps the voltage less a diode's
 * drop (a name on the net wins); a regulator's output from its divider, part number, name or input.
 */
export function reachedVoltages(
  reached: Map<string, PowerReach>,
  parts: BoardPowerPart[],
  entryGuesses: Map<PowerEntry, { volts: number; reason: string }>,
  notes: string[],
): Map<string, RailVoltage> {
  const byRef = new Map(parts.map((p) => [p.ref, p]));
  const out = new Map<string, RailVoltage>();
  for (const r of reached.values()) {
    const named = nameOf(r.net);
    if (r.kind === 'entry') {
      const e = r.entry;
      const guess = entryGuesses.get(e);
      out.set(
        r.net,
        e.voltageV !== null
          ? { nominalV: e.voltageV, rangeV: null, basis: e.basis, guess: false, reason: e.reason }
          : guess
            ? {
                nominalV: guess.volts,
                rangeV: null,
                basis: 'headroom',
                guess: true,
                reason: `${guess.reason}. ${e.reason}`,
              }
            : {
                nominalV: null,
                rangeV: null,
                basis: null,
                guess: false,
                reason: `${e.reason}; its voltage is not known: set it`,
              },
      );
      continue;
    }
    const from = r.from ? out.get(r.from) : undefined;
    if (r.kind === 'regulator') {
      out.set(r.net, outputVoltage(byRef.get(r.via!)!, from?.nominalV ?? null, notes, reached));
      continue;
    }
    if (named?.nominalV != null) {
      out.set(r.net, {
        nominalV: named.nominalV,
        rangeV: null,
        basis: 'name',
        guess: false,
        reason: `${named.reason}; fed from ${shownName(r.from!)} through ${r.via} (${r.what})`,
      });
      continue;
    }
    const drop = r.dropV - (r.from ? (reached.get(r.from)?.dropV ?? 0) : 0);
    const v = from?.nominalV == null ? null : round(from.nominalV - Math.sign(from.nominalV) * drop);
    out.set(r.net, {
      nominalV: v,
      rangeV: from?.rangeV ? [round(from.rangeV[0] - drop), round(from.rangeV[1] - drop)] : null,
      basis: v === null ? null : 'passed',
      guess: from?.guess ?? false,
      reason: `${v === null ? 'voltage not known' : formatVolts(v)}: fed from ${shownName(r.from!)} through ${r.via} (${r.what}${drop > 0 ? `, less about ${formatVolts(drop)}` : ''})${from?.guess ? ' — a guess, as the input is' : ''}`,
    });
  }
  return out;
}

/** A rail as the plan keeps it. */
export function railOf(net: string, v: RailVoltage, role: Rail['role'], source: string | null): Rail {
  return {
    net,
    nominalV: v.nominalV,
    rangeV: v.rangeV,
    basis: v.basis,
    voltageIsGuess: v.guess,
    reason: v.reason,
    role,
    source,
  };
}
