import { displayNetName } from '../../board/net-display';
import { writeCsv } from '../../fabrication/csv';
import { ICT_UNITS, type IctNode, type IctPlan, type IctTest } from '../types';

/** The columns of the neutral ICT list (`studio-ict-csv/1`). */
export const ICT_CSV_HEADER = [
  'test',
  'type',
  'parts',
  'high_node',
  'low_node',
  'guard_nodes',
  'high_probes',
  'low_probes',
  'guard_probes',
  'quantity',
  'expected',
  'min',
  'max',
  'unit',
  'frequency_hz',
  'current_a',
  'settle_s',
  'limits',
  'notes',
] as const;

/** A node's net (the probed one it is reached through, when it has no probe of its own). */
const nodeNet = (n: IctNode | null): string => (n ? displayNetName(n.via?.net ?? n.net) : '');
const nodeProbes = (n: IctNode | null): string => (n ? (n.via?.probes ?? n.probes).join(' ') : '');

/** A test's nodes and probes as text (nets as the CAD tool shows them, space-separated lists). */
export function ictNodeColumns(t: IctTest) {
  return {
    high: nodeNet(t.high),
    low: nodeNet(t.low),
    guards: t.guards.map((g) => displayNetName(g.net)).join(' '),
    highProbes: nodeProbes(t.high),
    lowProbes: nodeProbes(t.low),
    guardProbes: t.guards.map((g) => g.probes.join(' ')).join(' '),
  };
}

/** One row per test, in the plan's columns. */
export function ictRow(t: IctTest): (string | number | null)[] {
  const n = ictNodeColumns(t);
  return [
    t.id,
    t.type,
    t.parts.join(' '),
    n.high,
    n.low,
    n.guards,
    n.highProbes,
    n.lowProbes,
    n.guardProbes,
    t.quantity,
    t.expected,
    t.min,
    t.max,
    ICT_UNITS[t.quantity],
    t.conditions.frequencyHz,
    t.conditions.currentA,
    t.conditions.settleS,
    t.limitsReason,
    [t.reason, ...t.notes].join(' '),
  ];
}

/**
 * The ICT plan as a neutral CSV any test-program generator can read: one row per test — name, type,
 * parts, nodes (the high / source node, the low / measuring node, the guard nodes), the probes on
 * each, expected value and limits in SI base units (Ω, F, H, V) with the unit column, test frequency,
 * current and settling time, and why. Nets as the CAD tool shows them. `#` comment lines first say the
 * units and the allowances; RFC 4180, CRLF.
 */
export function ictToCsv(plan: IctPlan, title = ''): string {
  const a = plan.allowances;
  const comments = [
    `studio-ict-csv/1${title ? ` — ${title}` : ''}, written by ${plan.generator}`,
    'values in SI base units (ohm, F, H, V, A, Hz, s) without prefixes; an empty min or max is no limit on that side',
    'high_node: the source side (S / A bus; a junction test’s anode); low_node: the measuring side (I / B bus; the cathode); guard_nodes: held at the measuring node’s potential',
    `allowances: resistors ${a.resistor.relative * 100} % + ${a.resistor.absolute} ohm (+${a.resistor.guarded * 100} % guarded), capacitors ${a.capacitor.relative * 100} % + ${a.capacitor.absolute} F, inductors ${a.inductor.relative * 100} %; shorts below ${a.shortsThresholdOhm} ohm; junctions at ${a.junctionCurrentA} A`,
  ];
  return writeCsv(comments, [...ICT_CSV_HEADER], plan.tests.map(ictRow));
}
