/**
 * The interface room (issue 27, decision 0061): station profiles, the automatic and editable mapping
 * of probes to tester channels with its wires and findings, and the fixture's names. It sits above
 * `board/` and `probing/` and below `fixture/`: it knows probes, not how the fixture is designed.
 */
export { type AssignInterfaceInput, assignInterface, DEFAULT_SLACK_MM } from './assign-interface';
export {
  BUILTIN_STATIONS,
  builtinStation,
  GENERIC_STATION,
  GENERIC_STATION_ID,
  PYTEST_STATION,
  PYTEST_STATION_ID,
} from './builtin-stations';
export { checkStationProfile, type StationProblem } from './check-station';
export { headerPinOffsets, PIN_PITCH_MM, type PlateBox } from './connector-layout';
export { type ExpandedStation, expandStation } from './expand-station';
export { type FixtureNames, fixtureNames, nameNumber } from './fixture-names';
export { netRoleOf } from './net-plan';
export {
  type ChannelOverride,
  INTERFACE_FINDING_CODES,
  type InterfaceFinding,
  type InterfaceFindingCode,
  type InterfaceMapping,
  type InterfaceProbe,
  type InterfaceRow,
  type InterfaceSettings,
  NET_ROLES,
  type NetDemand,
  type NetOverride,
  type NetRole,
  type PlacedConnector,
  type ProbeFunction,
  type Wire,
  type WireColour,
  type WireTotal,
} from './model';
export {
  BUILTIN_PREFIX,
  CHANNEL_KINDS,
  CHANNEL_ROLES,
  type ChannelKind,
  type ChannelRole,
  isBuiltinStation,
  ROLES_OF_KIND,
  type StationChannel,
  type StationConnector,
  type StationGrowth,
  type StationProfile,
} from './station-profile';
export { awgCurrentA, COLOUR_NAMES, gaugeForCurrent, wireResistanceOhm } from './wire-gauge';
