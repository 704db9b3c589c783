import { shownName } from '../net-names';
import { describeLimit } from '../step-parts';
import { limitProbes } from '../step-probes';
import type { Step, StepLimit, StepProbe, TestStrategy } from '../types';
import { comment, docstring, GATE_KINDS, py, pyOrNone, testName } from './pytest-names';

/** "PR4 (TP3) on +3V3 → MUX.3": a probe, the test point it touches, its net and its channel. */
function probeWords(p: StepProbe): string {
  const fn = p.function === 'signal' ? '' : ` ${p.function}`;
  return `${p.probe} (${p.label}) on ${shownName(p.net)}${fn} → ${p.channel ?? 'no channel'}`;
}

/** "+3V3 to GND" with where each end is probed, for the comment after a measurement. */
function endWords(step: Step, l: StepLimit): string {
  const { hi, lo } = limitProbes(step, l);
  const end = (net: string | null, p: StepProbe | null) =>
    net === null ? null : `${shownName(net)} ${p ? `at ${p.probe} ${p.label}` : '(no probe wired)'}`;
  const reference = l.quantity === 'current' ? null : l.reference;
  return [end(l.net, hi), end(reference, lo)].filter((x) => x !== null).join(' to ');
}

function measurementCall(step: Step, l: StepLimit): string {
  const call = `seq(${py(step.id)}, ${py(l.id)}`;
  if (l.quantity === 'check') return `    ${call})  # ${comment(l.label)}: ${comment(describeLimit(l))}`;
  const { hi, lo } = limitProbes(step, l);
  const channels =
    l.quantity === 'current'
      ? `, hi=${pyOrNone(hi?.channel ?? null)}`
      : `, hi=${pyOrNone(hi?.channel ?? null)}, lo=${pyOrNone(lo?.channel ?? null)}`;
  return `    ${call}${channels})  # ${comment(endWords(step, l))}: ${comment(describeLimit(l))}`;
}

function supplyComment(step: Step): string[] {
  return step.supplies.map((s) => {
    const on = step.probes.filter((p) => p.net === s.net);
    const wired = on
      .filter((p) => p.channel !== null)
      .map((p) => `${p.function} ${p.channel} (${p.probe} ${p.label})`);
    return `    # ${comment(shownName(s.net))}: ${wired.length ? wired.join(', ') : 'no probe wired to a channel'}`;
  });
}

function testFunction(step: Step, index: number, tied: boolean): string {
  const name = testName(step, index);
  const doc = [step.title, '', step.instructions, step.flag ? `\nWarning: ${step.flag}` : '']
    .join('\n')
    .trim();
  const body: string[] = [];
  if (tied && step.probes.length > 0) {
    body.push('    # Probes and tester channels (net names as in the design):');
    for (const p of step.probes) body.push(`    #   ${comment(probeWords(p))}`);
  }
  if (step.kind === 'power-up') body.push(...supplyComment(step), `    seq.power_up(${py(step.id)})`);
  for (const l of step.limits) body.push(measurementCall(step, l));
  if (step.limits.length === 0)
    body.push(`    seq.no_limits(${py(step.id)})  # fails until the step has a measurement with limits`);
  const lines = [`def ${name}(seq):`, docstring(doc, '    '), ...body];
  if (GATE_KINDS.has(step.kind)) lines.push('', '', `${name}.gate = True`);
  return lines.join('\n');
}

/**
 * test_sequence.py: one test per step in plan order (pytest runs a module's tests in the order they
 * are written). Every measurement names the station channels it goes through (`hi`, `lo`) with the
 * nets, probes and test points in a comment; a step or measurement without limits fails.
 */
export function sequencePy(strategy: TestStrategy, title: string): string {
  const tied = strategy.fixture !== null;
  const station = strategy.fixture
    ? `Station: ${strategy.fixture.station.name}; every measurement names its channels.`
    : 'The plan is not tied to a fixture: no measurement has a channel, so they fail until it is (draft it from a test-config version).';
  const doc = `${title}: the test sequence, one test per step in plan order (exported by Studio, ${strategy.generator}).\n\n${station}\n\nLimits live in limits.json; edit them there or re-export from Studio. Run: python3 -m pytest`;
  const header = `${docstring(doc, '')}\n`;
  return `${header}\n\n${strategy.steps.map((s, i) => testFunction(s, i, tied)).join('\n\n\n')}\n`;
}
