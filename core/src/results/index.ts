export { type Capability, capabilityOf, capabilityOfMoments, type MomentSums, momentsOf } from './capability';
export {
  type ContactFigure,
  contactFailuresOf,
  describePoorContact,
  type MeasurementOutcome,
  POOR_CONTACT_MIN_RUNS,
  POOR_CONTACT_RATE,
  poorContacts,
  type RunMeasurements,
} from './contact';
export { binIndex, type HistogramBin, type HistogramRange, histogramOf, histogramRange } from './histogram';
export { type FailureCount, type ParetoBar, paretoOf } from './pareto';
export {
  fixtureWearOf,
  type FixtureUse,
  type FixtureWear,
  limitingRating,
  MAINTENANCE_DUE_AT,
  maintenanceDue,
  type RatedPart,
  thresholdsReached,
  WEAR_THRESHOLDS,
} from './wear';
export {
  computeYields,
  type RunOutcome,
  type YieldCounts,
  type YieldFigures,
  yieldsOfCounts,
} from './yields';
