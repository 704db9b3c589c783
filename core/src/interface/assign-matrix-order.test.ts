import { describe, expect, it } from 'vitest';
import { assignInterface } from './assign-interface';
import { GENERIC_STATION, PYTEST_STATION } from './builtin-stations';
import { ChannelPool } from './channel-pool';
import { expandStation } from './expand-station';
import type { ChannelOverride, InterfaceProbe } from './model';
import type { StationChannel, StationProfile } from './station-profile';

// The matrix hand-out takes the first free channels through the pool's per-kind cursor and per-connector
// counts (a pass over every channel per net made 30,000-probe designs quadratic). This holds it to the
// plain rule it replaces, restated here over `ChannelPool.free`: per net in wiring order, the first free
// channels of a kind, unless the net does not fit on the first free channel's connector, then the first
// connector with room for all of it; relay, then DMM hi, then digital I/O.

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomCase(seed: number, station: StationProfile) {
  const r = prng(seed);
  const netCount = 5 + Math.floor(r() * 120);
  const probes: InterfaceProbe[] = [];
  for (let n = 0; n < netCount; n++) {
    // Mostly one to three probes; now and then a net larger than a connector's rest, or than a connector.
    const size = r() < 0.1 ? 20 + Math.floor(r() * 60) : 1 + Math.floor(r() * 3);
    for (let k = 0; k < size; k++) {
      const i = probes.length;
      probes.push({
        id: `P${i + 1}`,
        testPointId: `tp${i + 1}`,
        label: `TP${i + 1}.1`,
        net: r() < 0.03 ? null : `N${n}`,
        side: 'bottom',
        x: 20 + (i % 30) * 5,
        y: 40 + Math.floor(i / 30) * 5,
        probeClass: 'P100',
        receptaclePart: 'RC-100-WW',
        currentRatingA: 3,
      });
    }
  }
  // Interleave the nets' probes a little, as a wiring order does.
  for (let i = probes.length - 1; i > 0; i--)
    if (r() < 0.2) {
      const j = Math.max(0, i - 1 - Math.floor(r() * 5));
      [probes[i], probes[j]] = [probes[j]!, probes[i]!];
    }
  const ids = probes.map((p, i) => ({ ...p, id: `P${i + 1}`, testPointId: `tp${i + 1}` }));
  const channels = expandStation(station, 'IF', ids.length).channels.filter(
    (c) => c.kind === 'relay' || c.kind === 'digital-io' || c.kind === 'dmm',
  );
  // Overrides hold channels in the middle of the lists (some twice: the second is refused).
  const overrides: ChannelOverride[] = [];
  for (const p of ids)
    if (r() < 0.06 && channels.length > 0)
      overrides.push({
        testPointId: p.testPointId,
        channelId: channels[Math.floor(r() * channels.length)]!.id,
      });
  return { probes: ids, overrides };
}

function expected(station: StationProfile, probes: InterfaceProbe[], overrides: ChannelOverride[]) {
  const pool = new ChannelPool(expandStation(station, 'IF', probes.length, overrides).channels);
  const given = new Map<number, string | null>();
  const byTp = new Map(overrides.map((o) => [o.testPointId, o]));
  const key = (p: InterfaceProbe) => p.net ?? `\u0000${p.id}`;
  probes.forEach((p, i) => {
    const o = byTp.get(p.testPointId);
    const ch = o?.channelId ? pool.get(o.channelId) : undefined;
    if (ch && pool.canTake(ch, key(p))) {
      pool.take(ch, key(p));
      given.set(i, ch.id);
    }
  });
  const groups = new Map<string, number[]>();
  probes.forEach((p, i) => {
    const list = groups.get(key(p)) ?? [];
    list.push(i);
    groups.set(key(p), list);
  });
  for (const [k, members] of groups) {
    const rest = members.filter((i) => !given.has(i));
    for (const kind of ['relay', 'dmm', 'digital-io'] as const) {
      if (rest.length === 0) break;
      let free: StationChannel[] = pool.free(kind, kind === 'dmm' ? ['hi'] : undefined);
      if (free.length === 0) continue;
      const onFirst = free.filter((c) => c.connector === free[0]!.connector).length;
      if (onFirst < rest.length) {
        const counts = new Map<string, number>();
        for (const c of free) counts.set(c.connector, (counts.get(c.connector) ?? 0) + 1);
        const whole = [...counts].find(([, n]) => n >= rest.length)?.[0];
        if (whole !== undefined) free = free.filter((c) => c.connector === whole);
      }
      while (rest.length > 0 && free.length > 0) {
        const ch = free.shift()!;
        pool.take(ch, k);
        given.set(rest.shift()!, ch.id);
      }
    }
  }
  return probes.map((p, i) => `${p.id}:${given.get(i) ?? '-'}`);
}

describe('assignInterface: the matrix hand-out through the pool cursor', () => {
  for (const station of [GENERIC_STATION, PYTEST_STATION])
    it(`gives every probe the channel of the plain rule (${station.name}, 150 random designs)`, () => {
      for (let seed = 1; seed <= 150; seed++) {
        const { probes, overrides } = randomCase(seed, station);
        const m = assignInterface({
          probes,
          station,
          demands: [],
          overrides,
          names: { probe: 'P', connector: 'IF' },
          termination: 'wire-wrap',
          plate: { minX: 0, minY: 0, maxX: 200, maxY: 150 },
          orientationDeg: 0,
          verticalMm: { top: 40, bottom: 20 },
        });
        const got = m.rows.map((row) => `${row.probe}:${row.channel?.id ?? '-'}`);
        expect(got, `seed ${seed}`).toEqual(expected(station, probes, overrides));
      }
    });

  it('firstFree and freeOn agree with free() while channels are taken out of order', () => {
    const channels = expandStation(GENERIC_STATION, 'IF', 500).channels;
    const pool = new ChannelPool(channels);
    const r = prng(7);
    for (let step = 0; step < 400; step++) {
      const ch = channels[Math.floor(r() * channels.length)]!;
      pool.take(ch, `N${step}`);
      for (const kind of ['relay', 'digital-io'] as const) {
        const free = pool.free(kind);
        const n = 1 + Math.floor(r() * 5);
        expect(pool.firstFree(kind, n)).toEqual(free.slice(0, n));
        const c = free[0]?.connector;
        if (c) expect(pool.freeOn(kind, c)).toBe(free.filter((x) => x.connector === c).length);
      }
    }
  });
});
