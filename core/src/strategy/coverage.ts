import { isConnectionNet } from '../board/connection-nets';
import {
  type ComponentCoverage,
  type ComponentRole,
  type Coverage3,
  POWERED_KINDS,
  type Step,
  type StrategyComponent,
  type StrategyCoverage,
  type StrategyNet,
} from './types';

/**
 * The coverage matrix: for every connection net (`isConnectionNet`: two pads or more, not a KiCad
 * `unconnected-(…)` net), the steps whose nets include it, in plan order; the nets no step touches;
 * single-pad and unconnected nets are counted apart.
 */
export function netCoverage(nets: StrategyNet[], steps: Step[]): Omit<StrategyCoverage, 'componentScore'> {
  const stepsByNet = new Map<string, string[]>();
  for (const step of steps)
    for (const net of step.nets) {
      const list = stepsByNet.get(net);
      if (list) {
        if (!list.includes(step.id)) list.push(step.id);
      } else stepsByNet.set(net, [step.id]);
    }
  // The one coverage denominator (decision 0054): DFT and the DUT page count the same nets.
  const counted = nets.filter((n) => isConnectionNet(n.name, n.pads));
  const matrix = counted.map((n) => ({ net: n.name, steps: stepsByNet.get(n.name) ?? [] }));
  const untouched = matrix.filter((r) => r.steps.length === 0).map((r) => r.net);
  return {
    nets: counted.length,
    touched: counted.length - untouched.length,
    untouched,
    singlePad: nets.length - counted.length,
    matrix,
  };
}

// Which of presence / orientation / live apply to a role (PCOLA: Presence, Correct, Orientation,
// Live, Alignment; docs/test-strategies.md).
const LIVE_ROLES = new Set<ComponentRole>([
  'ic',
  'regulator',
  'led',
  'oscillator',
  'crystal',
  'transistor',
  'button',
]);
// Parts whose function depends on their orientation, so that a functional step working proves it.
const ORIENTATION_PROVEN_BY_FUNCTION = new Set<ComponentRole>([
  'ic',
  'regulator',
  'led',
  'oscillator',
  'transistor',
]);
const NOT_SCORED = new Set<ComponentRole>(['test-point', 'mechanical']);
const SERIES_ROLES = new Set<ComponentRole>(['resistor', 'inductor']);

/**
 * Presence / orientation / live coverage per component, in the PCOLA/SOQ sense, from the powered
 * steps: a part named by a step (a regulator making a measured rail, a device on a bus that answers,
 * an LED that lights) is present and live, and oriented when its function depends on it; a series
 * resistor or inductor whose two nets both belong to one functional step is present (the signal
 * crosses it). Decoupling capacitors and ESD diodes are not: no functional step would notice them
 * missing. Score = covered / applicable.
 */
export function componentCoverage(
  components: StrategyComponent[],
  steps: Step[],
  grounds: Set<string>,
): ComponentCoverage[] {
  const functional = steps.filter(
    (s) => POWERED_KINDS.has(s.kind) && s.kind !== 'power-up' && s.kind !== 'current',
  );
  const byStep = new Map<string, string[]>();
  const mark = (ref: string, stepId: string) => {
    const list = byStep.get(ref);
    if (list) {
      if (!list.includes(stepId)) list.push(stepId);
    } else byStep.set(ref, [stepId]);
  };
  const series = new Set<string>();
  for (const step of functional) {
    for (const ref of step.components) mark(ref, step.id);
    const nets = new Set(step.nets.filter((n) => !grounds.has(n)));
    for (const c of components) {
      if (!SERIES_ROLES.has(c.role) || c.nets.length !== 2) continue;
      if (c.nets.every((n) => nets.has(n))) {
        mark(c.ref, step.id);
        series.add(c.ref);
      }
    }
  }
  return components.map((c) => {
    const covering = byStep.get(c.ref) ?? [];
    const exercised = covering.length > 0;
    const scored = !NOT_SCORED.has(c.role);
    const presence: Coverage3 = !scored ? 'n/a' : exercised ? 'covered' : 'not-covered';
    const orientation: Coverage3 =
      !scored || !c.polarised
        ? 'n/a'
        : exercised && ORIENTATION_PROVEN_BY_FUNCTION.has(c.role)
          ? 'covered'
          : 'not-covered';
    const live: Coverage3 =
      !scored || !LIVE_ROLES.has(c.role) ? 'n/a' : exercised ? 'covered' : 'not-covered';
    const marks = [presence, orientation, live];
    const applicable = marks.filter((m) => m !== 'n/a').length;
    const covered = marks.filter((m) => m === 'covered').length;
    return {
      ref: c.ref,
      role: c.role,
      presence,
      orientation,
      live,
      score: applicable === 0 ? null : covered / applicable,
      steps: covering,
      reason: coverageReason(c, exercised, series.has(c.ref), scored),
    };
  });
}

function coverageReason(c: StrategyComponent, exercised: boolean, series: boolean, scored: boolean): string {
  if (!scored) return `${c.role === 'test-point' ? 'a test point' : 'no connection'}: not scored`;
  if (series) return 'in series on a net pair a functional step uses: missing, the step fails';
  if (exercised) return 'a functional step exercises it';
  if (c.role === 'capacitor') return 'no step would notice it missing or reversed (decoupling, filtering)';
  if (c.role === 'diode') return 'no step would notice it missing or reversed (protection, steering)';
  return 'no step exercises it';
}

/** The mean component score over components with an applicable property, or null. */
export function meanScore(coverage: ComponentCoverage[]): number | null {
  const scored = coverage.filter((c) => c.score !== null);
  if (scored.length === 0) return null;
  return scored.reduce((sum, c) => sum + c.score!, 0) / scored.length;
}
