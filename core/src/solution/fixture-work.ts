import type { FixtureDesign } from '../fixture/design/model';
import type { FixtureWork } from './solution-model';

/** Holes (every plate's drilled holes) and probes of one fixture: what services are charged by. */
export function fixtureWork(design: Pick<FixtureDesign, 'plates' | 'probes'>): FixtureWork {
  return {
    holes: design.plates.reduce((sum, plate) => sum + plate.holes.length, 0),
    probes: design.probes.length,
  };
}
