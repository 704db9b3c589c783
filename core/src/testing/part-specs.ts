// Specs of the seed catalog's smallest kit, 100 mil crown probe and its receptacle, shared by the test
// catalogs (each sets its own part numbers, names, prices and lead times).
import type { FixtureKitPart, ProbePart, ReceptaclePart } from '../fixture/design/catalog';

/** FK-DEV-S: 150 × 100 mm active area, 100 probes, bottom only, 250 N hold-down. */
export const KIT_S_SPECS: FixtureKitPart['specs'] = {
  activeAreaXMm: 150,
  activeAreaYMm: 100,
  maxProbes: 100,
  topProbing: false,
  cartridgeSupport: false,
  holdDownForceN: 250,
};

/** SP-100-CR: 100 mil, crown tip Ø1.5 mm, 1.8 N at 4.3 mm working travel. */
export const PROBE_100_CROWN_SPECS: ProbePart['specs'] = {
  pitchClass: 'P100',
  tipStyle: 'crown',
  tipDiameterMm: 1.5,
  workingTravelMm: 4.3,
  forceAtWorkingTravelN: 1.8,
  currentRatingA: 3,
  lengthMm: 33,
};

/** RC-100-WW: 100 mil wire-wrap receptacle, drill Ø1.7 mm. */
export const RECEPTACLE_100_WW_SPECS: ReceptaclePart['specs'] = {
  pitchClass: 'P100',
  drillDiameterMm: 1.7,
  termination: 'wire-wrap',
  lengthMm: 29,
};
