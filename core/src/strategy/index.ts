export * from './types';
export * from './generate';
export * from './refresh';
export {
  fixtureFromMapping,
  limitProbes,
  measuringProbe,
  stepProbes,
  tieToFixture,
} from './fixture-tie';
export { upgradeStrategy } from './upgrade';
export { readRailName, groundReason, type RailNameVerdict } from './rail-names';
export { readSignalName, type SignalRole } from './signal-names';
export { matchPowerPart, type PowerPartMatch } from './power/match-part';
export {
  POWER_PARTS,
  POWER_PART_KINDS,
  POWER_PIN_ROLES,
  type PowerPartKind,
  type PowerPartRule,
  type PowerPinRole,
} from './power/power-parts';
export { EQUIPMENT_CATALOG, listEquipment } from './equipment';
export { STRATEGY_DEFAULTS, STEP_SECONDS } from './defaults';
export { describeLimit } from './step-parts';
export { formatQuantity } from './format-values';
export * from './edit';
export * from './review';
export * from './export/index';
export { interfaceDemands } from './interface-demands';
export { supplyNetRoles } from './net-roles';
export {
  cpkAgainst,
  type LimitChange,
  type LimitPair,
  type LimitProposal,
  type ObservedMeasurement,
  PRODUCTION_CPK_TARGET,
  PRODUCTION_MIN_PASSING,
  type ProductionSource,
  proposeLimitsFromProduction,
} from './limits-from-production';
export { applyProductionLimits, productionLimitsNote, productionReason } from './apply-production-limits';
