import type { FixtureDesign } from '../fixture/design/model';
import { netRoleOf } from '../interface/net-plan';
import type { ChannelOverride, NetDemand } from '../interface/model';
import type { StationProfile } from '../interface/station-profile';
import type { TestConfig } from '../test-config/index';
import type { BoardPairing } from './board-diff';

/**
 * The configuration carried to rev B with A's wiring kept (decision 0061): the same station (A's copy
 * of it), A's overrides on B's test points, and every probe that stays on a net of the same role keeps
 * the channel it has on A's fixture — so a rework re-wires only what changed. A probe whose net has
 * another role on rev B (a rail that became a supply) is wired afresh, which the delta shows as a
 * channel change.
 */
export function carryChannels(
  configB: TestConfig,
  designA: FixtureDesign,
  station: StationProfile,
  pairing: BoardPairing,
  demandsB: readonly NetDemand[],
  netOfB: (testPointIdB: string) => string | null,
): TestConfig {
  const settings = configB.fixture.interface;
  const netOverrides = settings?.nets ?? [];
  const selectedB = new Set(configB.testPoints.map((s) => s.id as string));
  const toB = (idA: string) => {
    const id = pairing.testPoints.get(idA)?.id;
    return id !== undefined && selectedB.has(id) ? id : undefined;
  };
  const overrides = new Map<string, ChannelOverride>();
  for (const o of settings?.overrides ?? []) {
    const id = toB(o.testPointId);
    if (id !== undefined) overrides.set(id, { testPointId: id, channelId: o.channelId });
  }
  for (const row of designA.interface.rows) {
    const id = toB(row.testPointId);
    if (id === undefined || overrides.has(id) || !row.channel) continue;
    if (netRoleOf(demandsB, netOverrides, netOfB(id)) !== row.role) continue;
    overrides.set(id, { testPointId: id, channelId: row.channel.id });
  }
  return {
    ...configB,
    fixture: {
      ...configB.fixture,
      interface: {
        stationId: station.id,
        station,
        overrides: [...overrides.values()].sort((a, b) =>
          a.testPointId < b.testPointId ? -1 : a.testPointId > b.testPointId ? 1 : 0,
        ),
        nets: netOverrides,
      },
    },
  };
}
