import { componentCoverage, meanScore, netCoverage } from './coverage';
import { listEquipment } from './equipment';
import { shownName } from './net-names';
import { stepProbes } from './step-probes';
import type { Step, StrategyFixture, StrategyNet, TestStrategy } from './types';

/**
 * A step's probed test points, the fixture's probes and channels on its nets, its nets without a
 * probe, and the warning to show.
 */
export function probeStep(
  step: Step,
  nets: Map<string, StrategyNet>,
  fixture: StrategyFixture | null = null,
): Step {
  const testPoints = step.nets.flatMap((n) =>
    (nets.get(n)?.probes ?? []).map((label) => ({ label, net: n })),
  );
  const unprobed = step.nets.filter(
    (n) => (nets.get(n)?.probes.length ?? 0) === 0 && !step.probeless.includes(n),
  );
  let flag: string | null = null;
  if (unprobed.length > 0) {
    const reachable = [...new Set(unprobed.flatMap((n) => nets.get(n)?.connectors ?? []))];
    const names = unprobed.map(shownName).join(', ');
    flag = `${unprobed.length === 1 ? 'This net has' : `${unprobed.length} nets have`} no probed test point: ${names}${
      reachable.length ? ` (reachable on connector ${reachable.join(', ')})` : ''
    }`;
  }
  return { ...step, testPoints, probes: stepProbes(step, fixture), unprobed, flag };
}

/**
 * Recomputes everything derived from the steps: each step's test points, probes and channels and
 * unprobed flag, the
 * equipment list, the coverage matrix, the component scores and the total time. Run after every
 * edit so that a saved plan never disagrees with itself.
 */
export function refreshStrategy(strategy: TestStrategy): TestStrategy {
  const nets = new Map(strategy.nets.map((n) => [n.name, n]));
  const steps = strategy.steps.map((s) => probeStep(s, nets, strategy.fixture ?? null));
  const grounds = new Set(strategy.grounds.map((g) => g.net));
  const componentCov = componentCoverage(strategy.components, steps, grounds);
  return {
    ...strategy,
    steps,
    equipment: listEquipment(steps),
    coverage: { ...netCoverage(strategy.nets, steps), componentScore: meanScore(componentCov) },
    componentCoverage: componentCov,
    seconds: Math.round(steps.reduce((sum, s) => sum + s.seconds, 0) * 10) / 10,
  };
}
