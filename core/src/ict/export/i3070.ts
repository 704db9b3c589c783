import { displayNetName } from '../../board/net-display';
import type { IctNode, IctPlan, IctTest } from '../types';

/** A file of the exported program: its path inside the board directory and its text. */
export interface IctFile {
  path: string;
  text: string;
}

export interface I3070Options {
  /**
   * The i3070 node name of a net: it must be the board file's (Keysight i3070 board file, NODES /
   * CONNECTIONS). The default is the net as the CAD tool shows it, made printable ASCII without `"` or
   * `~` and cut to 40 characters (the board file's node rules).
   */
  nodeName?: (net: string) => string;
  /** What the program is for (a comment in each file). */
  title?: string;
}

const defaultNodeName = (net: string): string =>
  displayNetName(net)
    .replace(/[^\x20-\x7e]|["~]/g, '_')
    .slice(0, 40);

/**
 * An i3070 number: engineering suffixes the analog test language reads (p, n, u, m, k; mega written
 * as thousands of k, as `M` and `m` differ only in case) and up to 4 significant digits.
 */
export function i3070Number(value: number): string {
  if (value === 0) return '0';
  const m = Math.abs(value);
  const steps: [number, string][] = [
    [1e3, 'k'],
    [1, ''],
    [1e-3, 'm'],
    [1e-6, 'u'],
    [1e-9, 'n'],
    [1e-12, 'p'],
  ];
  for (const [f, s] of steps)
    if (m >= f * 0.99995) return `${Number.parseFloat((value / f).toPrecision(4))}${s}`;
  return `${Number.parseFloat((value / 1e-12).toPrecision(4))}p`;
}

/** A percentage for a statement's tolerance fields, up to 4 significant digits. */
const pct = (fraction: number): string =>
  String(Number.parseFloat((Math.max(0, fraction) * 100).toPrecision(4)));

/** The i3070 test name of a plan test: the device in lower case; `%` joins a sub-test (`q1%be`). */
export function i3070TestName(t: IctTest): string {
  const first = t.id.split('+')[0]!;
  return first.replace(':', '%').replace(/[^a-z0-9_%]/g, '_');
}

/** The statement a test ends with, or null when the plan's test has no analog statement here. */
function statement(t: IctTest): string | null {
  const tol = () => {
    const e = t.expected!;
    return `${pct(t.max! / e - 1)}, ${pct(1 - t.min! / e)}`;
  };
  switch (t.type) {
    case 'resistor':
      return `resistor ${i3070Number(t.expected!)}, ${tol()}`;
    case 'capacitor':
      return `capacitor ${i3070Number(t.expected!)}, ${tol()}`;
    case 'inductor':
      return `inductor ${i3070Number(t.expected!)}, ${tol()}`;
    case 'zener':
      return `zener ${i3070Number(t.expected!)}, ${tol()}`;
    case 'continuity':
      // 0 … threshold as a resistor test: nominal the threshold, +0 %, −100 %.
      return `resistor ${i3070Number(t.max!)}, 0, 100`;
    case 'diode':
    case 'transistor':
      return `diode ${i3070Number(t.max!)}, ${i3070Number(t.min!)}`;
    default:
      return null;
  }
}

/** The testorder keyword of a test's type. */
const ORDER_TYPE: Partial<Record<IctTest['type'], string>> = {
  resistor: 'resistor',
  capacitor: 'capacitor',
  inductor: 'inductor',
  continuity: 'resistor',
  diode: 'diode',
  zener: 'zener',
  transistor: 'diode',
};

const quoteNode = (name: string) => `"${name}"`;
const probedNet = (n: IctNode): string => n.via?.net ?? n.net;

function analogFile(t: IctTest, node: (net: string) => string, title: string): string {
  const lines = [
    `! ${t.title}`,
    ...(title ? [`! ${title}`] : []),
    `! Written by Studio from its in-circuit test plan (docs/formats/i3070-tests.md). Parts: ${t.parts.join(', ')}.`,
    `! DUT: ${t.reason}`,
    `! TEST: ${t.limitsReason}`,
    ...t.notes.map((n) => `! NOTE: ${n}`),
  ];
  if (t.conditions.currentA !== null)
    lines.push(`! Test current ${i3070Number(t.conditions.currentA)}A (set it on the statement).`);
  if (t.conditions.frequencyHz !== null)
    lines.push(`! Test frequency ${i3070Number(t.conditions.frequencyHz)}Hz (set it on the statement).`);
  if (t.conditions.settleS !== null)
    lines.push(`! Wait ${i3070Number(t.conditions.settleS)}s before measuring (set it on the statement).`);
  lines.push('disconnect all');
  lines.push(`connect s to ${quoteNode(node(probedNet(t.high!)))}`);
  lines.push(`connect i to ${quoteNode(node(probedNet(t.low!)))}`);
  for (const g of t.guards) lines.push(`connect g to ${quoteNode(node(g.net))}`);
  lines.push(statement(t)!);
  return `${lines.map((l) => l.replace(/[\r\n]+/g, ' ')).join('\n')}\n`;
}

/**
 * The plan's analog tests as i3070 test sources (Keysight i3070 analog in-circuit test language; the
 * syntax used and its sources are in docs/formats/i3070-tests.md): one `analog/<device>` file per test
 * (`disconnect all`, the S / I / G bus connections, the measurement statement with the limits as
 * percentages of the expected value), the `testorder` list of them, a `testplan` fragment calling them
 * in order, and `README.txt` with what this program leaves to the tester (the shorts and pins tests
 * its program generator makes from the board file, options such as ranges and wait times). Test
 * names follow the device (`r1`, `q1%be`); parallel parts are tested under the first one's name.
 */
export function ictToI3070(plan: IctPlan, options: I3070Options = {}): IctFile[] {
  const node = options.nodeName ?? defaultNodeName;
  const title = options.title ?? '';
  const analog = plan.tests.filter((t) => statement(t) !== null && t.high && t.low);
  const files: IctFile[] = [];
  const used = new Set<string>();
  const names = analog.map((t) => {
    let name = i3070TestName(t);
    for (let i = 2; used.has(name); i++) name = `${i3070TestName(t)}_${i}`;
    used.add(name);
    return name;
  });
  for (const [i, t] of analog.entries())
    files.push({ path: `analog/${names[i]}`, text: analogFile(t, node, title) });
  const header = [
    `! ${title ? `${title} — ` : ''}written by Studio (${plan.generator}); docs/formats/i3070-tests.md`,
    '',
  ];
  files.push({
    path: 'testorder',
    text: `${[
      ...header,
      ...analog.flatMap((t, i) => [
        ...(t.parts.length > 1
          ? [`! ${names[i]}: ${t.parts.join(', ')} in parallel, measured together`]
          : []),
        `test ${ORDER_TYPE[t.type]} "${names[i]}"`,
      ]),
    ].join('\n')}\n`,
  });
  files.push({
    path: 'testplan.analog',
    text: `${[
      ...header,
      '! The analog tests in testorder order, for the testplan’s Analog_Tests subroutine.',
      'sub Analog_Tests',
      ...names.map((n) => `   test "analog/${n}"`),
      'subend',
    ].join('\n')}\n`,
  });
  files.push({ path: 'README.txt', text: readme(plan, analog.length, title) });
  return files;
}

function readme(plan: IctPlan, count: number, title: string): string {
  const shorts = plan.tests.find((t) => t.type === 'shorts');
  const pairs = plan.shortPairs.filter((p) => p.testable);
  return `${[
    `Studio in-circuit test program${title ? ` — ${title}` : ''} (${plan.generator})`,
    '',
    `${count} analog tests: analog/<name> sources, testorder, and testplan.analog (the Analog_Tests subroutine).`,
    'Node names must be the board file’s: write this program with the same board / board_xy files.',
    '',
    'Left to the tester and its program generator (not guessed here):',
    '- the shorts and pins tests: made from the board file’s nodes; the plan’s shorts threshold is',
    `  ${shorts?.min ?? plan.allowances.shortsThresholdOhm} ohm and its adjacent pairs (most likely bridges) are listed below;`,
    '- measurement options (ranges, wait, sense buses, enhancement): each file says the test current,',
    '  frequency or settling time the plan assumes, in a comment;',
    '- opens between two probes on one node: the pins test and fixture verification check probe contact;',
    '- the file-header line the program generator writes (version and checksum).',
    '',
    `Adjacent net pairs measured by the shorts scan (${pairs.length}):`,
    ...pairs.map((p) => `  ${displayNetName(p.a)} / ${displayNetName(p.b)}  (${p.where}, ${p.gapMm} mm)`),
    '',
    `Coverage gaps (${plan.gaps.length}): probes to add`,
    ...plan.gaps.map(
      (g) => `  ${g.ref ?? '-'}: ${g.test} — ${g.nets.map(displayNetName).join(', ')}: ${g.reason}`,
    ),
  ].join('\n')}\n`;
}
