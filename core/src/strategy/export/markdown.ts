import { ictToMarkdown } from '../../ict/index';
import { formatQuantity, formatVolts } from '../format-values';
import { shownName } from '../net-names';
import { describeLimit } from '../step-parts';
import { limitProbes } from '../step-probes';
import type { ComponentCoverage, Rail, Step, StepLimit, TestStrategy } from '../types';

export interface MarkdownOptions {
  /** The heading: the DUT and version, e.g. "tomu-fpga rev B — strategy v3". */
  title?: string;
}

/** A net or a reference as inline code (a backtick in a name becomes a quote). */
const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
const net = (name: string) => code(shownName(name));
/** Text for a table cell: no line breaks, pipes escaped. */
const cell = (text: string) => text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
const duration = (s: number) =>
  s >= 60 ? `${Math.floor(s / 60)} min ${Math.round(s % 60)} s` : `${formatQuantity(s, '')} s`;

/** "3.3 V", "11.97 V … 13.9 V", "9 V (a guess)", "?". */
function railVolts(r: Rail): string {
  if (r.nominalV === null) return '?';
  const v = r.rangeV ? `${formatVolts(r.rangeV[0])} … ${formatVolts(r.rangeV[1])}` : formatVolts(r.nominalV);
  return r.voltageIsGuess ? `${v} (a guess)` : v;
}

/** "IF1.3 → IF1.9" (hi → lo), a check's "all step probes", or "no probe wired". */
function limitChannels(step: Step, l: StepLimit): string {
  if (l.quantity === 'check') return 'the step’s probes';
  const { hi, lo } = limitProbes(step, l);
  const end = (p: typeof hi, netName: string | null) =>
    netName === null ? null : p ? `${p.channel} (${p.probe})` : `${shownName(netName)}: no probe wired`;
  return [end(hi, l.net), end(lo, l.quantity === 'current' ? null : l.reference)]
    .filter((x) => x !== null)
    .join(' → ');
}

function stepSection(step: Step, n: number, equipmentName: (id: string) => string, tied: boolean): string {
  const lines = [`### ${n}. ${step.title}`, '', `*${step.kind}* · ${duration(step.seconds)}`, ''];
  if (step.instructions) lines.push(step.instructions, '');
  if (step.flag) lines.push(`> ⚠ ${step.flag}`, '');
  if (step.nets.length) lines.push(`**Nets:** ${step.nets.map(net).join(', ')}`, '');
  lines.push(
    `**Test points:** ${step.testPoints.length ? step.testPoints.map((tp) => `${tp.label} (${shownName(tp.net)})`).join(', ') : 'none probed'}`,
    '',
  );
  for (const supply of step.supplies)
    lines.push(
      `**Supply:** ${supply.voltageV === null ? 'voltage to set' : formatVolts(supply.voltageV)} into ${net(
        supply.net,
      )}, current limit ${formatQuantity(supply.currentLimitA, 'A')}`,
      '',
    );
  if (tied)
    lines.push(
      step.probes.length
        ? table(
            ['Probe', 'Test point', 'Net', 'Function', 'Channel'],
            step.probes.map((p) => [p.probe, p.label, shownName(p.net), p.function, p.channel ?? 'none']),
          )
        : '**Probes:** none of the fixture’s probes is on the step’s nets',
      '',
    );
  if (step.limits.length)
    lines.push(
      tied
        ? table(
            ['', 'Measurement', 'Limits', 'Channels', 'Why'],
            step.limits.map((l) => [l.id, l.label, describeLimit(l), limitChannels(step, l), l.reason]),
          )
        : table(
            ['', 'Measurement', 'Limits', 'Why'],
            step.limits.map((l) => [l.id, l.label, describeLimit(l), l.reason]),
          ),
      '',
    );
  if (step.equipment.length) lines.push(`**Equipment:** ${step.equipment.map(equipmentName).join(', ')}`, '');
  lines.push(`**Why:** ${step.reason}`, '');
  if (step.notes) lines.push(`**Notes:** ${step.notes}`, '');
  return lines.join('\n');
}

const mark = (c: ComponentCoverage['presence']) => (c === 'covered' ? '✓' : c === 'n/a' ? '–' : '✗');

/**
 * The plan as a Markdown document: what was recognised (rails, regulators, ports, buses, clocks,
 * LEDs, buttons, connectors, each with its reason), the steps in order with their test points,
 * limits, equipment and time, the equipment list, the coverage (untouched nets, component scores)
 * and the notes.
 */
export function strategyToMarkdown(strategy: TestStrategy, options: MarkdownOptions = {}): string {
  const equipmentName = (id: string) => strategy.equipment.find((e) => e.id === id)?.name ?? id;
  const out: string[] = [];
  out.push(`# ${options.title ? `Test strategy — ${options.title}` : 'Test strategy'}`, '');
  const c = strategy.coverage;
  out.push(
    `${strategy.steps.length} steps, about ${duration(strategy.seconds)}. Nets touched: ${c.touched} of ${c.nets}` +
      `${c.componentScore === null ? '' : `; component score ${Math.round(c.componentScore * 100)} %`}. ` +
      `Probes: ${strategy.probeSource === 'test-config' ? 'the test config’s selection' : 'the board’s own test points'}. ` +
      `Drafted by ${strategy.generator}; every value read from a name or a part value is a guess and says so.`,
    '',
  );

  out.push('## What the board has', '');
  if (strategy.inputs.length)
    out.push(
      '**Power inputs**',
      '',
      ...strategy.inputs.map(
        (i) =>
          `- ${i.primary ? '**supplied at power-up:** ' : 'other input: '}${net(i.net)}${i.part ? ` on ${i.part}${i.pads.length ? ` pad ${i.pads.join(', ')}` : ''}` : ''}, ${
            i.voltageV === null
              ? 'voltage not known'
              : `${formatVolts(i.voltageV)}${i.voltageIsGuess ? ' (a guess)' : ''}`
          } — ${i.reason}`,
      ),
      '',
    );
  if (strategy.rails.length)
    out.push(
      table(
        ['Rail', 'Nominal', 'Role', 'Why'],
        strategy.rails.map((r) => [net(r.net), railVolts(r), r.role, r.reason]),
      ),
      '',
    );
  if (strategy.grounds.length)
    out.push(`**Ground:** ${strategy.grounds.map((g) => net(g.net)).join(', ')}`, '');
  const lists: [string, string[]][] = [
    ['Regulators', strategy.regulators.map((r) => r.reason)],
    ['Passed through', strategy.passes.map((p) => p.reason)],
    [
      'Programming and debug',
      strategy.ports.map(
        (p) =>
          `${p.kind}${p.connector ? ` on ${p.connector}` : ''}: ${p.nets.map(net).join(', ')}; ${
            p.devices.length ? `programs ${p.devices.join(p.chain ? ' → ' : ', ')}` : 'programs nothing'
          } — ${[p.reason, ...p.skipped.map((x) => x.reason), ...(p.chain?.devices.flatMap((d) => (d.bsdl ? [`${d.ref}: ${d.bsdl}`] : [])) ?? [])].join('; ')}`,
      ),
    ],
    [
      'Buses',
      strategy.buses.map(
        (b) =>
          `${b.name} (${b.kind}): ${b.nets.map(net).join(', ')}${b.devices.length ? `; devices ${b.devices.join(', ')}` : ''}`,
      ),
    ],
    ['Clocks', strategy.clocks.map((k) => `${k.ref ?? k.nets.map(shownName).join(', ')}: ${k.reason}`)],
    ['LEDs', strategy.leds.map((p) => `${p.ref} (${p.value}): ${p.reason}`)],
    ['Buttons', strategy.buttons.map((p) => `${p.ref} (${p.value}): ${p.reason}`)],
    ['Connectors', strategy.connectors.map((p) => `${p.ref} (${p.value})`)],
  ];
  for (const [heading, items] of lists)
    if (items.length) out.push(`**${heading}**`, '', ...items.map((i) => `- ${i}`), '');

  const fx = strategy.fixture;
  out.push('## Fixture', '');
  out.push(
    fx
      ? `Tied to the fixture${fx.source ? ` of ${fx.source}` : ''}: ${fx.probes.length} probes wired to the station **${fx.station.name}**${
          fx.probes.some((p) => p.channel === null)
            ? `, ${fx.probes.filter((p) => p.channel === null).length} of them without a channel`
            : ''
        }. Each step lists the probes on its nets and the tester channel of each; each measurement the channels it goes through (net → reference).`
      : 'Not tied to a fixture (drafted without a test-config version): the steps name test points but no probes or tester channels.',
    '',
    ...(fx?.findings ?? []).map((f) => `- ${f}`),
    ...(fx?.findings.length ? [''] : []),
  );

  out.push('## Steps', '');
  strategy.steps.forEach((s, i) => {
    out.push(stepSection(s, i + 1, equipmentName, fx !== null));
  });

  out.push('## Equipment', '');
  const order = (id: string) => strategy.steps.findIndex((s) => s.id === id) + 1;
  out.push(
    table(
      ['Equipment', 'For', 'Steps'],
      strategy.equipment.map((e) => [e.name, e.purpose, e.steps.map(order).join(', ')]),
    ),
    '',
  );

  out.push('## Coverage', '');
  out.push(
    `${c.touched} of ${c.nets} nets (with two pads or more) are touched by a step; ${c.singlePad} single-pad nets are not counted.`,
    '',
  );
  if (c.untouched.length)
    out.push(`**Untouched nets (${c.untouched.length}):** ${c.untouched.map(net).join(', ')}`, '');
  const scored = strategy.componentCoverage.filter((x) => x.score !== null);
  if (scored.length)
    out.push(
      'Presence / orientation / live per component (✓ covered, ✗ not covered, – does not apply):',
      '',
      table(
        ['Part', 'Role', 'P', 'O', 'L', 'Score', 'Why'],
        scored.map((x) => [
          x.ref,
          x.role,
          mark(x.presence),
          mark(x.orientation),
          mark(x.live),
          `${Math.round(x.score! * 100)} %`,
          x.reason,
        ]),
      ),
      '',
    );
  if (strategy.ict) out.push(ictToMarkdown(strategy.ict));
  if (strategy.notes.length) out.push('## Notes', '', ...strategy.notes.map((n) => `- ${n}`), '');
  return out.join('\n');
}
