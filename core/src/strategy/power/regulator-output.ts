import type { BoardIndex } from '../board-index';
import type { RoleVerdict } from '../component-roles';
import { formatVolts } from '../format-values';
import { readRailName } from '../rail-names';
import type { BoardPowerPart } from './board-power-parts';
import { readFeedback } from './feedback';
import { switchNode } from './regulator-pins';

export interface OutputContext {
  index: BoardIndex;
  roles: Map<string, RoleVerdict>;
  grounds: Set<string>;
  /** Nets already powered from elsewhere (they are not this part's output). */
  powered: (net: string) => boolean;
}

const named = (net: string) => {
  const v = readRailName(net);
  return v?.kind === 'rail' ? v : null;
};
const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.05, Math.abs(b) * 0.05);

/** A net with only resistors besides the part: a feedback or adjust node. */
function onlyResistors(ctx: OutputContext, net: string, ref: string): boolean {
  const refs = [...(ctx.index.refsOnNet.get(net) ?? [])].filter((r) => r !== ref);
  return refs.length > 0 && refs.every((r) => ctx.roles.get(r)?.role === 'resistor');
}

/**
 * Once its input is known, a regulator's output: the table's output pin; the far side of a buck's
 * inductor, or past a boost's diode; the top of its feedback divider; the rail whose name says its
 * fixed voltage; the only net left. Also its enables (other rails on its pins) and, for an
 * adjustable part, the feedback divider that sets the voltage. Mutates `part`.
 */
export function resolveOutput(ctx: OutputContext, part: BoardPowerPart): void {
  const { vin } = part;
  const vref = part.match.family.vrefV;
  const fixed = part.match.fixedV;
  if (
    !part.vout &&
    (part.kind === 'buck' || part.kind === 'boost' || part.kind === 'switching' || part.kind === 'regulator')
  ) {
    const node = switchNode(ctx.index, ctx.roles, part.ref, part.nets, vin, part.sw, ctx.grounds);
    if (node) {
      part.sw = node.sw;
      part.inductor = node.inductor;
      if (node.far === vin && node.diodeOut) {
        part.vout = node.diodeOut;
        part.outputHow = `past the diode on its switch node (a boost: ${node.inductor} from the input)`;
        if (part.kind !== 'boost' && part.kind !== 'switching') part.kind = 'boost';
      } else if (node.far !== vin) {
        part.vout = node.far;
        part.outputHow = `the far side of ${node.inductor} on its switch node (a buck)`;
        if (part.kind === 'regulator' || part.kind === 'switching') part.kind = 'buck';
      }
    }
  }
  if (!part.fb && vref !== undefined && fixed === null) {
    const fbNet = part.nets.find(
      (n) => n !== vin && n !== part.vout && n !== part.sw && onlyResistors(ctx, n, part.ref),
    );
    if (fbNet) part.fb = { net: fbNet, pin: part.match.family.adjustPin ?? 'FB' };
  }
  if (part.fb && vref !== undefined && fixed === null) {
    part.feedback = readFeedback(ctx.index, part.fb.net, part.fb.pin, vref, ctx.grounds, part.vout, part.ref);
    if (part.feedback && !part.vout) {
      part.vout = part.feedback.output;
      part.outputHow = `the top of its ${part.fb.pin} divider`;
    }
  }
  if (!part.vout) {
    const left = part.nets.filter(
      (n) => n !== vin && n !== part.sw && n !== part.fb?.net && !part.enables.includes(n) && !ctx.powered(n),
    );
    const target = fixed ?? null;
    const atVoltage =
      target === null
        ? undefined
        : left.find((n) => named(n)?.nominalV != null && near(named(n)!.nominalV!, target));
    const negative =
      part.kind === 'inverter'
        ? left.find((n) => (named(n)?.nominalV ?? 0) < 0 || /^-|NEG|VEE/i.test(n))
        : undefined;
    const anyRail = left.filter((n) => named(n));
    const pick =
      atVoltage ??
      negative ??
      (anyRail.length === 1 ? anyRail[0] : undefined) ??
      (left.length === 1 ? left[0] : undefined);
    if (pick) {
      part.vout = pick;
      part.outputHow =
        pick === atVoltage
          ? `the rail at its ${formatVolts(target!)}`
          : pick === negative
            ? 'the negative rail on its pins'
            : anyRail.length === 1 && pick === anyRail[0]
              ? 'the rail on its pins that nothing else feeds'
              : 'the only net left on its pins';
    }
  }
  // Further rails on its pins enable or sequence it (tomu: +1V2 on the 3.3 V LDO's enable).
  for (const n of part.nets)
    if (
      n !== vin &&
      n !== part.vout &&
      n !== part.sw &&
      n !== part.fb?.net &&
      (named(n) || ctx.powered(n)) &&
      !part.enables.includes(n)
    )
      part.enables.push(n);
}
