import { ICT_UNITS, ictNodeColumns } from '../../ict/index';
import { shownName } from '../net-names';
import { limitProbes } from '../step-probes';
import type { Step, StepLimit, StepProbe, TestStrategy } from '../types';
import { QUANTITY_UNITS } from '../types';

const HEADER = [
  'step',
  'step_id',
  'step_kind',
  'step_title',
  'limit_id',
  'measurement',
  'quantity',
  'net',
  'reference',
  'test_points',
  'probes',
  'channels',
  'nominal',
  'min',
  'max',
  'unit',
  'expected',
  'equipment',
  'seconds',
  'reason',
];

/** One CSV field (RFC 4180: quoted when it holds a comma, a quote or a line break). */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const netName = (net: string | null) => (net === null ? '' : shownName(net));

/**
 * The fixture probes a row goes through and their tester channels: a measurement's `hi` and `lo`
 * (net, then reference), a check's every wired probe of the step; empty when the plan has no fixture.
 */
function rowProbes(step: Step, limit: StepLimit | null): [string, string] {
  let used: StepProbe[];
  if (limit === null) used = [];
  else if (limit.quantity === 'check') used = step.probes.filter((p) => p.channel !== null);
  else {
    const { hi, lo } = limitProbes(step, limit);
    used = [hi, lo].filter((p): p is StepProbe => p !== null);
  }
  return [used.map((p) => p.probe).join(' '), used.map((p) => p.channel).join(' ')];
}

/**
 * The plan as CSV, one row per measurement or check, in plan order, with the fixture probes and
 * tester channels it goes through when the plan is tied to a fixture. Values in SI base units without
 * prefixes (V, A, Ω, Hz) so that a spreadsheet or a test executive reads them as numbers; the unit
 * column names it. Lines end with CRLF (RFC 4180).
 */
export function strategyToCsv(strategy: TestStrategy): string {
  const rows: string[][] = [HEADER];
  strategy.steps.forEach((step, i) => {
    const limits: (StepLimit | null)[] = step.limits.length ? step.limits : [null];
    for (const limit of limits) {
      const points = step.testPoints
        .filter((tp) => limit !== null && (tp.net === limit.net || tp.net === limit.reference))
        .map((tp) => tp.label);
      rows.push(
        [
          i + 1,
          step.id,
          step.kind,
          step.title,
          limit?.id ?? '',
          limit?.label ?? '',
          limit?.quantity ?? '',
          netName(limit?.net ?? null),
          netName(limit?.reference ?? null),
          points.join(' '),
          ...rowProbes(step, limit),
          limit?.nominal ?? null,
          limit?.min ?? null,
          limit?.max ?? null,
          limit ? QUANTITY_UNITS[limit.quantity] : '',
          limit?.expected ?? null,
          step.equipment.join(' '),
          step.seconds,
          limit?.reason ?? step.reason,
        ].map((v) => csvField(v)),
      );
    }
  });
  // The in-circuit tests follow the steps: step "ICT", kind the test's type, guard nodes in the reason.
  for (const t of strategy.ict?.tests ?? []) {
    const n = ictNodeColumns(t);
    const probes = [n.highProbes, n.lowProbes, n.guardProbes].filter((p) => p !== '').join(' ');
    const guards = n.guards ? `; guard nodes: ${n.guards}` : '';
    const row: (string | number | null)[] = ['ICT', t.id, t.type, t.title, t.id, t.parts.join(' ')];
    row.push(t.quantity, n.high, n.low, probes, null, null, t.expected, t.min, t.max, ICT_UNITS[t.quantity]);
    row.push(null, 'in-circuit tester', null, `${t.limitsReason}${guards}`);
    rows.push(row.map((v) => csvField(v)));
  }
  return `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`;
}
