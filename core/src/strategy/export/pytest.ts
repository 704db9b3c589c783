import { formatQuantity } from '../format-values';
import type { TestStrategy } from '../types';
import { limitsJson } from './pytest-limits';
import { testName } from './pytest-names';
import { RESULTS_PLUGIN_PY, withResultsPlugin } from './pytest-results-plugin';
import { CONFTEST_PY, INSTRUMENTS_PY, PYTEST_INI } from './pytest-runtime';
import { sequencePy } from './pytest-sequence';

/** A file of an exported project: its path inside the project folder and its text (UTF-8). */
export interface ExportFile {
  path: string;
  text: string;
}

/**
 * One file of the pytest project: where it goes, what it is (a line of the README's file list) and
 * how it is written from the plan. Another generated file (a results plugin, a station adapter) is
 * one more entry: `PYTEST_FILES` plus `PytestOptions.extraFiles`.
 */
export interface PytestFile {
  path: string;
  describe: string;
  write(strategy: TestStrategy, title: string): string;
}

export interface PytestOptions {
  /** What the plan is for, e.g. "tomu-fpga rev B — strategy v3". */
  title?: string;
  /** Files written after the project's own (in this order), listed in the README too. */
  extraFiles?: readonly PytestFile[];
}

function readme(strategy: TestStrategy, title: string, files: readonly PytestFile[]): string {
  const steps = strategy.steps
    .map((s, i) => `${i + 1}. \`${testName(s, i)}\` — ${s.title}${s.flag ? ' (⚠ unprobed nets)' : ''}`)
    .join('\n');
  const equipment = strategy.equipment
    .map((e) => `- ${e.name}${e.purpose ? `: ${e.purpose}` : ''}`)
    .join('\n');
  const fixture = strategy.fixture
    ? `The plan is tied to the fixture${strategy.fixture.source ? ` of ${strategy.fixture.source}` : ''}, wired to the
station **${strategy.fixture.station.name}**: ${strategy.fixture.probes.length} probes, each on a tester channel
(\`limits.json\`'s \`fixture\`). Every measurement names the channels it goes through (\`hi\`, \`lo\`), with
the nets, probes and test points in a comment.`
    : `The plan is **not tied to a fixture** (it was drafted without a test-config version), so no
measurement has a tester channel and every measurement fails until it is: draft the plan from a
test-config version (in Studio, or \`studio fixture\` then \`studio strategy --config test-config.json\`).`;
  return `# ${title}: test sequence

Exported by Studio (${strategy.generator}). ${strategy.steps.length} steps, about ${formatQuantity(
    strategy.seconds,
    '',
  )} s.

${fixture}

## Run it

    python3 -m pytest            # Debian: apt-get install python3-pytest

It runs out of the box against a **simulated station** (\`instruments.py\`): a good board behind the
fixture, reached channel by channel, that answers inside the limits. Tests run in plan order; when a
gate step (shorts, power-up) fails, the rest is skipped: testing on would power a short. A step or a
measurement **without limits fails** until they are set in \`limits.json\` (the measured value is in
\`results.json\` to set them from); so does a measurement on a net no wired probe reaches. To see a
failure, inject one: \`STUDIO_SIM_FAULT="shorts/L1" python3 -m pytest\`.

Any pytest-based test executive runs it as it is (\`python3 -m pytest --junitxml=report.xml\` for a
JUnit report).

## Real instruments

Write a station class with the methods of \`SimulatedStation\` — \`power_on(force, sense, volts,
current_limit_a)\`, \`power_off()\`, \`resistance(hi, lo)\`, \`voltage(hi, lo)\`, \`current(hi)\`,
\`frequency(hi, lo)\`, \`check(limit, channels)\`; channels are the station's ids (\`PSU1.F+\`, \`MUX.12\`),
units V, A, Ω, Hz — that switches those channels to your instruments, and select it:
\`STUDIO_STATION=my_station:Station python3 -m pytest\`.

## Files

${files.map((f) => `- \`${f.path}\`: ${f.describe}`).join('\n')}

## Steps

${steps}

## Equipment

${equipment}
`;
}

/** The project's own files, in the order they are written (the README comes first, made from this list). */
export const PYTEST_FILES: readonly PytestFile[] = [
  {
    path: 'pytest.ini',
    describe: 'pytest settings (loads the results plugin).',
    write: () => withResultsPlugin(PYTEST_INI),
  },
  {
    path: 'limits.json',
    describe:
      'every measurement with its limits (SI units: V, A, Ω, Hz) and channels, the supplies, the probes and test points of each step, and the fixture (station, probes, channels).',
    write: limitsJson,
  },
  {
    path: 'conftest.py',
    describe:
      'loads the limits, measures through the channels and judges, fails what has no limits, stops after a failed gate step, writes `results.json` (or the file named by `STUDIO_RESULTS`).',
    write: () => CONFTEST_PY,
  },
  { path: 'instruments.py', describe: 'the simulated station, by channel.', write: () => INSTRUMENTS_PY },
  { path: 'test_sequence.py', describe: 'one test per step.', write: sequencePy },
  {
    path: 'studio_results.py',
    describe:
      'posts each run to Studio when `studio.json` names it (docs/results-api.md): kept in an outbox until Studio confirms, sent exactly once.',
    write: () => RESULTS_PLUGIN_PY,
  },
];

/**
 * The plan as a runnable pytest project: one ordered test per step talking to the station by
 * channel, a limits file, a simulated station so it runs out of the box, a conftest and a README.
 * Paths are relative to the project folder.
 */
export function strategyToPytest(strategy: TestStrategy, options: PytestOptions = {}): ExportFile[] {
  const title = options.title ?? 'Test strategy';
  const files = [...PYTEST_FILES, ...(options.extraFiles ?? [])];
  const readmeFile = { path: 'README.md', describe: 'this file.', write: () => '' };
  return [
    { path: 'README.md', text: readme(strategy, title, [readmeFile, ...files]) },
    ...files.map((f) => ({ path: f.path, text: f.write(strategy, title) })),
  ];
}
