import { nameNumber } from './fixture-names';
import type { ChannelOverride } from './model';
import type { StationChannel, StationConnector, StationProfile } from './station-profile';

/** A station connector with the fixture's reference for the connector that mates with it. */
export interface FixtureConnector extends StationConnector {
  ref: string;
}

/** A profile as one fixture uses it: its connectors named for the fixture, grown as far as needed. */
export interface ExpandedStation {
  connectors: FixtureConnector[];
  channels: StationChannel[];
}

/**
 * The station's connectors with fixture references `<prefix>1`, `<prefix>2`, … in the profile's order
 * (so a connector keeps its reference whether or not another is used), and for a growing profile
 * enough generic connectors for `pinsNeeded` pins and for every channel an override names
 * (`<ref>.<pin>`). A generic connector's station name is its reference.
 */
export function expandStation(
  station: StationProfile,
  connectorPrefix: string,
  pinsNeeded: number,
  overrides: readonly ChannelOverride[] = [],
): ExpandedStation {
  const connectors: FixtureConnector[] = station.connectors.map((c, i) => ({
    ...c,
    ref: `${connectorPrefix}${i + 1}`,
  }));
  const channels = [...station.channels];
  const g = station.growth;
  if (!g) return { connectors, channels };
  const fixed = connectors.length;
  let count = Math.ceil(Math.max(0, pinsNeeded) / g.pinsPerConnector);
  for (const o of overrides) {
    const ref = o.channelId?.split('.')[0] ?? '';
    if (ref.length <= connectorPrefix.length || !/^\d+$/.test(ref.slice(connectorPrefix.length))) continue;
    if (!ref.startsWith(connectorPrefix)) continue;
    const n = nameNumber(ref);
    if (n > fixed && n - fixed <= 1000) count = Math.max(count, n - fixed);
  }
  for (let k = 1; k <= count; k++) {
    const ref = `${connectorPrefix}${fixed + k}`;
    const pins = Array.from({ length: g.pinsPerConnector }, (_, i) => String(i + 1));
    connectors.push({ name: ref, ref, description: g.description, pins, pinCurrentA: g.pinCurrentA });
    for (const pin of pins)
      channels.push({
        id: `${ref}.${pin}`,
        instrument: ref,
        kind: 'relay',
        role: 'switch',
        signal: null,
        connector: ref,
        pin,
        maxVoltageV: g.maxVoltageV,
        maxCurrentA: g.maxCurrentA,
      });
  }
  return { connectors, channels };
}
