import { displayNetName } from '../../board/net-display';
import { formatPercent, formatSi } from '../format';
import { ICT_UNITS, type IctGrade, type IctNode, type IctPlan, type IctTest } from '../types';

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
const net = (name: string) => code(displayNetName(name));
const cell = (text: string) => text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');

/** A node as a reader wants it: the net, its probes, or the net it is reached through. */
export function describeNode(n: IctNode | null): string {
  if (!n) return '';
  if (n.via)
    return `${displayNetName(n.net)} via ${displayNetName(n.via.net)} (${n.via.probes.join(', ')}; through ${n.via.through.join(', ')})`;
  return `${displayNetName(n.net)} (${n.probes.join(', ')})`;
}

/** A test's limits in words: "9.702 kΩ … 10.3 kΩ", "≤ 2 Ω", "≥ 10 Ω". */
export function describeIctLimits(t: IctTest): string {
  const unit = ICT_UNITS[t.quantity];
  if (t.min !== null && t.max !== null) return `${formatSi(t.min, unit)} … ${formatSi(t.max, unit)}`;
  if (t.max !== null) return `≤ ${formatSi(t.max, unit)}`;
  if (t.min !== null) return `≥ ${formatSi(t.min, unit)}`;
  return '';
}

const GRADE: Record<IctGrade, string> = { full: '●', partial: '◐', none: '○', 'n/a': '–' };

/**
 * The in-circuit test section of the strategy's Markdown: the summary, the allowances, the tests in
 * order (nodes with probes, guards, expected value and limits, why), the gaps (nets to probe), the
 * coverage of every part in PCOLA / SOQ terms, the nets' opens coverage and the notes.
 */
export function ictToMarkdown(plan: IctPlan): string {
  const s = plan.summary;
  const out: string[] = ['## In-circuit test', ''];
  out.push(
    `${s.tests} tests on ${s.probedNets} probed nets of ${s.nets}; ${s.tested} of ${s.parts} parts tested, ` +
      `${s.untested} not (a missing probe, a shunt, an unknown value or pinout), ${s.notApplicable} with no in-circuit test by their kind, ` +
      `${s.dnp} not fitted. ${s.gaps} gaps; ${s.testableShortPairs} of ${s.shortPairs} adjacent net pairs in the shorts scan.`,
    '',
  );
  const a = plan.allowances;
  out.push(
    '**Limits:** the part’s tolerance (its value or fields; otherwise the defaults below, said in each test) plus a measurement allowance. ' +
      `${a.resistor.reason}. ${a.capacitor.reason}. ${a.inductor.reason}. ${a.defaultTolerance.reason}. ${a.reason}.`,
    '',
  );
  if (plan.tests.length > 0)
    out.push(
      table(
        ['Test', 'Type', 'Parts', 'High (source)', 'Low (measure)', 'Guards', 'Expected', 'Limits', 'Why'],
        plan.tests.map((t) => [
          t.id,
          t.type,
          t.parts.join(', '),
          describeNode(t.high),
          describeNode(t.low),
          t.guards.map((g) => describeNode(g)).join(', '),
          t.expected === null ? '' : formatSi(t.expected, ICT_UNITS[t.quantity]),
          describeIctLimits(t),
          [t.limitsReason, ...t.notes].join(' '),
        ]),
      ),
      '',
    );
  if (plan.gaps.length > 0)
    out.push(
      `### Coverage gaps (${plan.gaps.length})`,
      '',
      table(
        ['Part', 'Test', 'Probe to add on', 'Why'],
        plan.gaps.map((g) => [g.ref ?? '', g.test, g.nets.map(net).join(', '), g.reason]),
      ),
      '',
    );
  out.push(
    '### Coverage per part (PCOLA / SOQ)',
    '',
    'P presence, C correctness, O orientation, L live, A alignment; S shorts, O opens, Q quality — ● full, ◐ partial, ○ none, – does not apply.',
    '',
    table(
      ['Part', 'Kind', 'Read as', 'P', 'C', 'O', 'L', 'A', 'S', 'O', 'Q', 'Tests', 'Why'],
      plan.coverage.map((c) => [
        c.ref,
        c.kind,
        c.read,
        GRADE[c.presence],
        GRADE[c.correctness],
        GRADE[c.orientation],
        GRADE[c.live],
        GRADE[c.alignment],
        GRADE[c.shorts],
        GRADE[c.opens],
        GRADE[c.quality],
        c.tests.join(', '),
        c.missing.length > 0 ? `${c.reason} (probe ${c.missing.map(displayNetName).join(', ')})` : c.reason,
      ]),
    ),
    '',
  );
  const opens = plan.nets.filter((n) => n.probes.length > 0);
  if (opens.length > 0) {
    const count = (k: string) => opens.filter((n) => n.opens === k).length;
    out.push(
      `**Opens on the ${opens.length} probed nets:** ${count('probe-to-probe')} probe to probe, ${count('component-tests')} through their parts' tests, ` +
        `${count('through-parts')} through a tested low-resistance part, ${count('none')} not covered` +
        `${
          count('none') > 0
            ? ` (${opens
                .filter((n) => n.opens === 'none')
                .map((n) => net(n.net))
                .join(', ')})`
            : ''
        }.`,
      '',
    );
  }
  const share = s.parts > 0 ? s.tested / s.parts : 0;
  out.push(`Parts with an in-circuit test: ${formatPercent(share)}.`, '');
  out.push(...plan.notes.map((n) => `- ${n}`), '');
  return out.join('\n');
}
