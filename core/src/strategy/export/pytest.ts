import { formatQuantity } from '../format-values';
import { shownName } from '../net-names';
import { describeLimit } from '../step-parts';
import { QUANTITY_UNITS, type Step, type TestStrategy } from '../types';
import { RESULTS_PLUGIN_PY, withResultsPlugin } from './pytest-results-plugin';
import { CONFTEST_PY, INSTRUMENTS_PY, PYTEST_INI } from './pytest-runtime';

/** A file of an exported project: its path inside the project folder and its text (UTF-8). */
export interface ExportFile {
  path: string;
  text: string;
}

export interface PytestOptions {
  /** What the plan is for, e.g. "tomu-fpga rev B — strategy v3". */
  title?: string;
}

/** Steps after which the sequence stops when they fail: testing on would power a short. */
const GATE_KINDS = new Set(['shorts', 'power-up']);

/** A Python identifier from a step: `test_03_rail_3v3`. */
function testName(step: Step, index: number): string {
  const slug = shownName(step.id)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return `test_${String(index + 1).padStart(2, '0')}_${slug || 'step'}`;
}

/** A Python string literal (JSON's string syntax is valid Python 3 for any text). */
const py = (text: string) => JSON.stringify(text);
/** Words wrapped to lines of at most `width` characters (a longer word stands alone). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter((w) => w !== '')) {
      if (line && line.length + 1 + word.length > width) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  return lines;
}

/** A triple-quoted docstring, wrapped and indented; backslashes and quotes escaped. */
function docstring(text: string, indent: string): string {
  const safe = text.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
  const lines = wrap(safe, 96 - indent.length);
  return `${indent}"""${lines.join(`\n${indent}`).replace(/\n\s+\n/g, '\n\n')}\n${indent}"""`;
}

/** A one-line comment. */
const comment = (text: string) => text.replace(/[\r\n]+/g, ' ');

function limitsFile(strategy: TestStrategy, title: string): string {
  const steps = strategy.steps.map((s, i) => ({
    id: s.id,
    order: i + 1,
    kind: s.kind,
    title: s.title,
    test: testName(s, i),
    gate: GATE_KINDS.has(s.kind),
    supplies: s.supplies.map((supply) => ({
      net: shownName(supply.net),
      voltage_v: supply.voltageV,
      current_limit_a: supply.currentLimitA,
    })),
    equipment: s.equipment,
    test_points: s.testPoints.map((tp) => ({ label: tp.label, net: shownName(tp.net) })),
    unprobed: s.unprobed.map(shownName),
    limits: s.limits.map((l) => ({
      id: l.id,
      label: l.label,
      quantity: l.quantity,
      net: l.net === null ? null : shownName(l.net),
      reference: l.reference === null ? null : shownName(l.reference),
      nominal: l.nominal,
      min: l.min,
      max: l.max,
      unit: QUANTITY_UNITS[l.quantity],
      expected: l.expected,
    })),
  }));
  return `${JSON.stringify({ format: 'studio-test-limits', version: 1, title, generator: strategy.generator, steps }, null, 2)}\n`;
}

function testFunction(step: Step, index: number): string {
  const name = testName(step, index);
  const doc = [step.title, '', step.instructions, step.flag ? `\nWarning: ${step.flag}` : '']
    .join('\n')
    .trim();
  const body: string[] = [];
  if (step.kind === 'power-up') body.push(`    seq.power_up(${py(step.id)})`);
  for (const l of step.limits)
    body.push(`    seq(${py(step.id)}, ${py(l.id)})  # ${comment(l.label)}: ${comment(describeLimit(l))}`);
  if (body.length === 0) body.push(`    pytest.skip(${py(`${step.title}: no measurement defined yet`)})`);
  const lines = [`def ${name}(seq):`, docstring(doc, '    '), ...body];
  if (GATE_KINDS.has(step.kind)) lines.push('', '', `${name}.gate = True`);
  return lines.join('\n');
}

function sequenceFile(strategy: TestStrategy, title: string): string {
  const doc = `${title}: the test sequence, one test per step in plan order (exported by Studio, ${strategy.generator}).\n\nLimits live in limits.json; edit them there or re-export from Studio. Run: python3 -m pytest`;
  const header = `${docstring(doc, '')}\nimport pytest  # noqa: F401  (pytest.skip in steps without a measurement)\n`;
  return `${header}\n\n${strategy.steps.map((s, i) => testFunction(s, i)).join('\n\n\n')}\n`;
}

function readme(strategy: TestStrategy, title: string): string {
  const steps = strategy.steps
    .map((s, i) => `${i + 1}. \`${testName(s, i)}\` — ${s.title}${s.flag ? ' (⚠ unprobed nets)' : ''}`)
    .join('\n');
  const equipment = strategy.equipment
    .map((e) => `- ${e.name}${e.purpose ? `: ${e.purpose}` : ''}`)
    .join('\n');
  return `# ${title}: test sequence

Exported by Studio (${strategy.generator}). ${strategy.steps.length} steps, about ${formatQuantity(
    strategy.seconds,
    '',
  )} s.

## Run it

    python3 -m pytest            # Debian: apt-get install python3-pytest

It runs out of the box against **simulated instruments** (\`instruments.py\`): each measurement answers
inside its limits, so every test passes and \`results.json\` lists what would be measured. Tests run in
plan order; when a gate step (shorts, power-up) fails, the rest is skipped: testing on would power a
short. To see a failure, inject one: \`STUDIO_SIM_FAULT="shorts/L1" python3 -m pytest\`.

Any pytest-based test executive runs it as it is (\`python3 -m pytest --junitxml=report.xml\` for a
JUnit report).

## Real instruments

Write a station class with the methods of \`SimulatedStation\` (\`power_on\`, \`power_off\`,
\`resistance\`, \`voltage\`, \`current\`, \`frequency\`, \`check\`; units V, A, Ω, Hz) that drives your
instruments and the fixture's switching, and select it: \`STUDIO_STATION=my_station:Station python3 -m pytest\`.
Nets and test points of each measurement are in \`limits.json\`.

## Files

- \`test_sequence.py\`: one test per step.
- \`limits.json\`: every measurement with its limits (SI units: V, A, Ω, Hz), the supply, the equipment
  and the test points of each step.
- \`conftest.py\`: loads the limits, measures and judges, stops after a failed gate step, writes
  \`results.json\` (or the file named by \`STUDIO_RESULTS\`).
- \`instruments.py\`: the simulated station.

## Steps

${steps}

## Equipment

${equipment}
`;
}

/**
 * The plan as a runnable pytest project: one ordered test per step, a limits file, a simulated
 * station so it runs out of the box, a conftest and a README. Paths are relative to the project
 * folder.
 */
export function strategyToPytest(strategy: TestStrategy, options: PytestOptions = {}): ExportFile[] {
  const title = options.title ?? 'Test strategy';
  return [
    { path: 'README.md', text: readme(strategy, title) },
    { path: 'pytest.ini', text: withResultsPlugin(PYTEST_INI) },
    { path: 'limits.json', text: limitsFile(strategy, title) },
    { path: 'conftest.py', text: CONFTEST_PY },
    { path: 'instruments.py', text: INSTRUMENTS_PY },
    { path: 'test_sequence.py', text: sequenceFile(strategy, title) },
    { path: 'studio_results.py', text: RESULTS_PLUGIN_PY },
  ];
}
