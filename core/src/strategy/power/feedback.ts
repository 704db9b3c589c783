import type { BoardIndex } from '../board-index';
import { formatVolts } from '../format-values';
import { shownName } from '../net-names';
import { readResistanceOhms } from '../../values/index';

/** The output voltage a regulator's feedback divider sets. */
export interface FeedbackDivider {
  /** The net the divider's top leg ends on: the regulated output. */
  output: string;
  /** Resistors of the top (output → FB) and bottom (FB → ground) legs, trimmers included. */
  top: string[];
  bottom: string[];
  /** The output voltage (V); min and max differ when a trimmer is in the divider. */
  minV: number;
  maxV: number;
  reason: string;
}

interface Resistor {
  ref: string;
  ohms: number;
  /** Pad number → net. */
  pads: Map<string, string>;
}

interface Leg {
  end: string;
  ohms: number;
  refs: string[];
}

function resistorsOf(index: BoardIndex): Map<string, Resistor> {
  const out = new Map<string, Resistor>();
  for (const c of index.board.components) {
    if (c.dnp || !/^(R|RV|VR|POT|RP|TR)\d/i.test(c.ref)) continue;
    const ohms = readResistanceOhms(c.value);
    if (ohms === null || ohms <= 0) continue;
    const pads = new Map<string, string>();
    for (const p of index.padsOf.get(c.ref) ?? []) if (p.net) pads.set(p.number, p.net);
    if (pads.size === 2 || pads.size === 3) out.set(c.ref, { ref: c.ref, ohms, pads });
  }
  return out;
}

/**
 * The fixed-resistor legs from `start`: each ends on the first net that `isEnd` accepts, through
 * nets that only resistors touch (a series chain), in parallel where several reach the same net.
 */
function legsFrom(
  index: BoardIndex,
  resistors: Map<string, Resistor>,
  start: string,
  isEnd: (net: string) => boolean,
  used: Set<string>,
): Leg[] {
  const found: Leg[] = [];
  const walk = (net: string, ohms: number, refs: string[], depth: number) => {
    for (const ref of index.refsOnNet.get(net) ?? []) {
      const r = resistors.get(ref);
      if (r?.pads.size !== 2 || used.has(ref) || refs.includes(ref)) continue;
      const other = [...r.pads.values()].find((n) => n !== net);
      if (!other) continue;
      const total = ohms + r.ohms;
      // A net only resistors touch is the middle of a series chain, not the leg's end.
      const middle = [...(index.refsOnNet.get(other) ?? [])].every((x) => resistors.get(x)?.pads.size === 2);
      if (middle && depth < 4) walk(other, total, [...refs, ref], depth + 1);
      else if (!middle && isEnd(other)) found.push({ end: other, ohms: total, refs: [...refs, ref] });
    }
  };
  walk(start, 0, [], 0);
  const byEnd = new Map<string, Leg>();
  for (const leg of found) {
    const prev = byEnd.get(leg.end);
    byEnd.set(
      leg.end,
      prev
        ? {
            end: leg.end,
            ohms: (prev.ohms * leg.ohms) / (prev.ohms + leg.ohms),
            refs: [...prev.refs, ...leg.refs],
          }
        : leg,
    );
  }
  return [...byEnd.values()];
}

/**
 * Reads a regulator's feedback divider and the output voltage it sets. `pin` is the part's FB pin
 * (reference between FB and ground: Vout = Vref × (1 + Rtop / Rbottom)) or its ADJ pin (LM317, 1117:
 * the reference is between OUT and ADJ, Vout = Vref × (1 + Rbottom / Rtop)). A trimmer whose wiper
 * is the FB / ADJ net gives the range its travel allows. `output` is the output net when the pins
 * tell it; otherwise the net the top leg ends on is taken. Null when no divider with known values is
 * found.
 */
export function readFeedback(
  index: BoardIndex,
  fb: string,
  pin: 'FB' | 'ADJ',
  vrefV: number,
  grounds: Set<string>,
  output: string | null,
  ref: string,
): FeedbackDivider | null {
  const resistors = resistorsOf(index);
  const isGround = (n: string) => grounds.has(n);
  const isTop = (n: string) => (output ? n === output : !grounds.has(n) && n !== fb);
  const used = new Set<string>();
  let top = legsFrom(index, resistors, fb, isTop, used);
  let bottom = legsFrom(index, resistors, fb, isGround, used);
  let trim: { ref: string; ohms: number; topEnd: Leg; bottomEnd: Leg } | null = null;
  if (top.length === 0 || bottom.length === 0) {
    // A trimmer with its wiper on FB: each end reaches the output or ground through fixed resistors.
    for (const r of resistors.values()) {
      if (r.pads.size !== 3 || r.pads.get('2') !== fb) continue;
      const ends = [r.pads.get('1'), r.pads.get('3')].filter((n): n is string => n !== undefined);
      const legs = ends.map((end) => {
        if (isGround(end)) return { kind: 'bottom' as const, leg: { end, ohms: 0, refs: [] } };
        if (isTop(end)) return { kind: 'top' as const, leg: { end, ohms: 0, refs: [] } };
        const g = legsFrom(index, resistors, end, isGround, new Set([r.ref]))[0];
        if (g) return { kind: 'bottom' as const, leg: g };
        const t = legsFrom(index, resistors, end, isTop, new Set([r.ref]))[0];
        return t ? { kind: 'top' as const, leg: t } : null;
      });
      const t = legs.find((l) => l?.kind === 'top');
      const b = legs.find((l) => l?.kind === 'bottom');
      if (t && b) {
        trim = { ref: r.ref, ohms: r.ohms, topEnd: t.leg, bottomEnd: b.leg };
        break;
      }
    }
    if (!trim) return null;
    top = [trim.topEnd];
    bottom = [trim.bottomEnd];
  }
  if (top.length !== 1 || bottom.length !== 1) return null;
  const t = top[0]!;
  const b = bottom[0]!;
  const volts = (rt: number, rb: number) => (pin === 'FB' ? vrefV * (1 + rt / rb) : vrefV * (1 + rb / rt));
  const extra = trim?.ohms ?? 0;
  const ends = [volts(t.ohms, b.ohms + extra), volts(t.ohms + extra, b.ohms)].filter(Number.isFinite);
  if (ends.length === 0) return null;
  const minV = Math.min(...ends);
  const maxV = Math.max(...ends);
  const legText = (leg: Leg) => leg.refs.join(' + ') || 'the trimmer alone';
  const setBy = trim
    ? `${formatVolts(round(minV))} … ${formatVolts(round(maxV))} over the travel of trimmer ${trim.ref}`
    : formatVolts(round(minV));
  return {
    output: t.end,
    top: [...t.refs, ...(trim ? [trim.ref] : [])],
    bottom: [...b.refs, ...(trim ? [trim.ref] : [])],
    minV: round(minV),
    maxV: round(maxV),
    reason: `${setBy}: ${ref}'s ${pin} divider (${legText(t)} from ${shownName(t.end)}, ${legText(b)} to ground) with its ${formatVolts(vrefV)} reference`,
  };
}

const round = (v: number) => Math.round(v * 1000) / 1000;
