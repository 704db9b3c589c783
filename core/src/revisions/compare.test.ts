import { describe, expect, it } from 'vitest';
import type { Board } from '../board/model';
import { testCatalog } from '../testing/fixture-test-catalog';
import { PYTEST_STATION_ID } from '../interface/builtin-stations';
import { compareRevisions } from './compare';
import { configA, edit, moveRef, removeRef, revA, setNet } from '../testing/revision-pair';

const compare = (a: Board, b: Board) => compareRevisions(a, b, configA(a), { catalog: testCatalog() });
const actions = (r: ReturnType<typeof compare>) =>
  r.comparison.delta.probes.map((p) => `${p.action} ${p.probe} ${p.label}`).sort();

describe('compareRevisions on hand-built revisions', () => {
  it('an unchanged board: valid, nothing to do, every feature unchanged', () => {
    const a = revA();
    const r = compare(
      a,
      edit(a, () => {}),
    );
    expect(r.comparison.verdict).toBe('valid');
    expect(r.comparison.reasons).toEqual([]);
    expect(r.comparison.delta).toMatchObject({ probes: [], pins: [], holes: [], pockets: [], wiring: [] });
    expect(r.comparison.diff.pads).toMatchObject({
      unchanged: a.pads.length,
      changed: [],
      added: [],
      removed: [],
    });
    expect(r.comparison.diff.nets).toMatchObject({ renamed: [], split: [], merged: [], unchanged: 5 });
  });

  it('a test point moved 0.05 mm is still probed (valid) but listed as moved; 0.5 mm needs its hole moved', () => {
    const a = revA();
    const near = compare(
      a,
      edit(a, (b) => moveRef(b, 'TP3', 0.05, 0)),
    );
    expect(near.comparison.verdict).toBe('valid');
    expect(near.comparison.diff.testPoints.changed).toEqual([
      expect.objectContaining({ a: expect.objectContaining({ label: 'TP3.1' }), movedMm: 0.05, changes: [] }),
    ]);
    const far = compare(
      a,
      edit(a, (b) => moveRef(b, 'TP3', 0, -0.5)),
    );
    expect(far.comparison.verdict).toBe('needs-rework');
    const probe = far.designA.probes.find((p) => p.label === 'TP3.1')!;
    expect(actions(far)).toEqual([`move ${probe.id} TP3.1`]);
    expect(far.comparison.delta.probes[0]).toMatchObject({
      movedMm: 0.5,
      from: { x: 30, y: 10 },
      to: { x: 30, y: 9.5 },
    });
    // Probing the bottom: the probe plate's receptacle hole and the carrier's clearance hole, both plugged and redrilled.
    expect(
      far.comparison.delta.holes
        .map((h) => `${h.action} ${h.plate} ${h.purpose} ${h.x},${h.y} ⌀${h.diameterMm}`)
        .sort(),
    ).toEqual([
      'drill carrier probe-clearance 30,9.5 ⌀1.7',
      'drill probe probe 30,9.5 ⌀1.7',
      'plug carrier probe-clearance 30,10 ⌀1.7',
      'plug probe probe 30,10 ⌀1.7',
    ]);
    // The wiring does not change: the probe keeps its connector pin.
    expect(far.comparison.delta.wiring).toEqual([]);
    // The test point itself is no body to clear: it is not listed as a part changed near a probe.
    expect(far.comparison.diff.components.changed.map((c) => c.ref)).toEqual(['TP3']);
    expect(far.comparison.nearChanges).toEqual([]);
  });

  it('a renamed net keeps its probes: valid, the wiring list is only relabelled', () => {
    const a = revA();
    const r = compare(
      a,
      edit(a, (b) => {
        for (const p of b.pads.filter((q) => q.net === 'SDA')) p.net = 'I2C_SDA';
      }),
    );
    expect(r.comparison.verdict).toBe('valid');
    expect(r.comparison.diff.nets.renamed).toEqual([{ from: 'SDA', to: 'I2C_SDA' }]);
    expect(r.comparison.delta.wiring).toEqual([
      expect.objectContaining({ action: 'relabel', label: 'TP3.1', netA: 'SDA', netB: 'I2C_SDA' }),
    ]);
    expect(r.comparison.delta.notes).toContain('Net SDA is named I2C_SDA on rev B.');
  });

  it('two swapped nets: both probes now measure the other net (rework: wiring), both nets split and merged', () => {
    const a = revA();
    const r = compare(
      a,
      edit(a, (b) => {
        setNet(b, 'TP3', '1', 'SCL');
        setNet(b, 'TP4', '1', 'SDA');
      }),
    );
    expect(r.comparison.verdict).toBe('needs-rework');
    expect(r.comparison.diff.nets.split.map((s) => s.net)).toEqual(['SCL', 'SDA']);
    expect(r.comparison.diff.nets.merged.map((s) => s.net)).toEqual(['SCL', 'SDA']);
    const netChanged = r.comparison.delta.probes.filter((p) => p.action === 'net-changed');
    expect(netChanged.map((p) => `${p.label} ${p.netA}→${p.netB}`).sort()).toEqual([
      'TP3.1 SDA→SCL',
      'TP4.1 SCL→SDA',
    ]);
    expect(r.comparison.delta.wiring.map((w) => `${w.action} ${w.label}`).sort()).toEqual([
      'net-changed TP3.1',
      'net-changed TP4.1',
    ]);
    expect(r.comparison.delta.holes).toEqual([]);
  });

  it('a deleted test point: its probe goes, and its net gets the point the proposal of rev B probes it with', () => {
    const a = revA();
    const r = compare(
      a,
      edit(a, (b) => removeRef(b, 'TP5')),
    );
    expect(r.comparison.verdict).toBe('needs-rework');
    const removed = r.comparison.delta.probes.find((p) => p.action === 'remove')!;
    expect(removed).toMatchObject({ label: 'TP5.1', netA: 'RST', reason: 'TP5.1 is not on rev B' });
    const added = r.comparison.delta.probes.find((p) => p.action === 'add')!;
    expect(added.netB).toBe('RST');
    expect(['J1.2', 'U1.5']).toContain(added.label);
    expect(added.probe).toBe('P7'); // the next free probe id
    // The new probe takes the connector pin the removed one freed.
    const disconnect = r.comparison.delta.wiring.find((w) => w.action === 'disconnect')!;
    const connect = r.comparison.delta.wiring.find((w) => w.action === 'connect')!;
    expect([connect.connector, connect.pin]).toEqual([disconnect.connector, disconnect.pin]);
    expect(r.comparison.diff.components.removed.map((c) => c.ref)).toEqual(['TP5']);
  });

  it('the wiring keeps its station channels; a net that becomes a supply on rev B moves to a power supply (channel change)', () => {
    const a = revA();
    const config = configA(a);
    config.fixture.interface = { stationId: PYTEST_STATION_ID, station: null, overrides: [], nets: [] };
    const rail = { net: 'VCC', role: 'rail' as const, voltageV: 3.3, currentA: null, signal: null };
    const r = compareRevisions(
      a,
      edit(a, () => {}),
      config,
      {
        catalog: testCatalog(),
        interface: { demandsA: [rail], demandsB: [{ ...rail, role: 'supply', currentA: 0.2 }] },
      },
    );
    const vcc = r.designA.probes.find((p) => p.net === 'VCC')!;
    expect(r.designA.interface.station.id).toBe(PYTEST_STATION_ID);
    expect(r.designA.interface.rows.find((x) => x.probe === vcc.id)!.channel?.id).toMatch(/^MUX\./);
    // Only VCC's probe is re-wired, from its matrix pin to the supply; every other probe keeps its channel.
    expect(r.comparison.delta.wiring).toEqual([
      {
        action: 'channel-changed',
        probe: vcc.id,
        label: vcc.label,
        connector: 'IF1',
        pin: '1',
        from: { connector: vcc.connector, pin: vcc.pin },
        channelA: r.designA.interface.rows.find((x) => x.probe === vcc.id)!.channel!.id,
        channelB: 'PSU1.F+',
        netA: 'VCC',
        netB: 'VCC',
      },
    ]);
    expect(r.comparison.verdict).toBe('needs-rework');
    expect(r.comparison.reasons.join(' ')).toMatch(/1 wiring change/);
    // Without a change of role, nothing is re-wired.
    const same = compareRevisions(
      a,
      edit(a, () => {}),
      config,
      {
        catalog: testCatalog(),
        interface: { demandsA: [rail], demandsB: [rail] },
      },
    );
    expect(same.comparison.delta.wiring).toEqual([]);
  });

  it('a rotated connector footprint: the probes on its pins move (rework), the part is listed as rotated', () => {
    const a = edit(revA(), () => {});
    const config = configA(a);
    // Probe J1's three pins instead of TP1/TP5/TP3 on their nets.
    const j = (n: string) => a.testPoints.find((t) => t.ref === 'J1' && t.pad === n)!.id;
    config.testPoints = [...config.testPoints.slice(1, 2), { id: j('1') }, { id: j('2') }, { id: j('3') }];
    const b = edit(a, (x) => {
      const c = x.components.find((q) => q.ref === 'J1')!;
      c.rotationDeg = 90;
      for (const p of x.pads.filter((q) => q.ref === 'J1')) {
        const [dx, dy] = [p.x - c.x, p.y - c.y];
        p.x = c.x - dy;
        p.y = c.y + dx;
        p.rotationDeg = 90;
      }
    });
    const r = compareRevisions(a, b, config, { catalog: testCatalog() });
    // J1 has no outline: its body is its pads' box, as DFT measures it (1.7 mm pads, 0.85 around
    // each centre): x 47.46 − 0.85 = 46.61 … 53.39, y 29.15 … 30.85 in A; turned about pin 2
    // (50, 30), pins 1 and 3 at y 27.46 and 32.54: x 49.15 … 50.85, y 26.61 … 33.39 in B.
    expect(r.comparison.diff.components.changed).toEqual([
      expect.objectContaining({
        ref: 'J1',
        changes: ['rotated', 'outline'],
        box: { minX: 49.15, minY: 26.61, maxX: 50.85, maxY: 33.39 },
      }),
    ]);
    // Pins 1 and 3 moved 2.54·√2 mm; pin 2 is the centre and stays.
    expect(actions(r).map((s) => s.replace(/ P\d+ /, ' '))).toEqual(['move J1.1', 'move J1.3']);
    expect(r.comparison.delta.probes.every((p) => Math.abs(p.movedMm - 3.592) < 0.001)).toBe(true);
    expect(r.comparison.verdict).toBe('needs-rework');
  });

  it('a tall part placed under a pressure pin: the pin moves to the nearest clear spot', () => {
    const a = revA();
    const first = compare(
      a,
      edit(a, () => {}),
    );
    const pin = first.designA.pressurePins[0]!;
    const b = edit(a, (x) => {
      x.components.push({
        ...x.components.find((c) => c.ref === 'U1')!,
        id: 'C99' as never,
        ref: 'C99',
        x: pin.x,
        y: pin.y,
        body: [
          { x: pin.x - 1, y: pin.y - 1 },
          { x: pin.x + 1, y: pin.y - 1 },
          { x: pin.x + 1, y: pin.y + 1 },
          { x: pin.x - 1, y: pin.y + 1 },
        ],
        heightMm: 4,
        side: pin.side,
      });
    });
    const r = compare(a, b);
    expect(r.comparison.verdict).toBe('needs-rework');
    const change = r.comparison.delta.pins.find((p) => p.id === pin.id)!;
    expect(change).toMatchObject({ kind: 'pressure-pin', action: 'move', from: { x: pin.x, y: pin.y } });
    expect(r.comparison.nearChanges.map((n) => n.ref)).toContain('C99');
    expect(
      r.comparison.delta.holes
        .filter((h) => h.ref === pin.id)
        .map((h) => h.action)
        .sort(),
    ).toEqual(['drill', 'plug']);
  });

  it('a KiCad board imported before engine 1.3.0 (courtyard bodies) does not compare its outlines', () => {
    // U1's body 8 × 6 (the courtyard, say) becomes 6 × 4 (the fab outline) on re-reading.
    const shrink = (x: Board) => {
      const u1 = x.components.find((c) => c.ref === 'U1')!;
      u1.body = [
        { x: 27, y: 23 },
        { x: 33, y: 23 },
        { x: 33, y: 27 },
        { x: 27, y: 27 },
      ];
    };
    const older = revA(); // a KiCad source without readBy: read before engine 1.3.0
    const reread = edit(older, (x) => {
      x.readBy = '1.3.0';
      shrink(x);
    });
    const r = compare(older, reread);
    expect(r.comparison.diff.components.changed).toEqual([]);
    expect(r.comparison.delta.notes).toContainEqual(
      expect.stringMatching(/^Rev A was imported before engine 1\.3\.0.*Re-import rev A/),
    );
    // Both read by 1.3.0: the same change is an outline change.
    const both = compare(
      edit(older, (x) => {
        x.readBy = '1.3.0';
      }),
      reread,
    );
    expect(both.comparison.diff.components.changed).toEqual([
      expect.objectContaining({ ref: 'U1', changes: ['outline'] }),
    ]);
    expect(both.comparison.delta.notes.some((n) => n.includes('1.3.0'))).toBe(false);
  });

  it("a part whose STEP height changed is listed with both heights, the STEP's first", () => {
    const a = edit(revA(), (x) => {
      const u1 = x.components.find((c) => c.ref === 'U1')!;
      u1.step = { outline: u1.body ?? [], heightMm: 2, matchedBy: 'name' };
    });
    const b = edit(a, (x) => {
      x.components.find((c) => c.ref === 'U1')!.step!.heightMm = 6.5;
    });
    const change = compare(a, b).comparison.diff.components.changed.find((c) => c.ref === 'U1');
    expect(change).toMatchObject({ changes: ['height'], heightMmA: 2, heightMmB: 6.5 });
  });

  it('a guide hole moved 0.2 mm: the guide pin moves; a grown outline needs a new fixture', () => {
    const a = revA();
    const moved = compare(
      a,
      edit(a, (b) => {
        b.holes[1]!.x += 0.2;
      }),
    );
    expect(moved.comparison.verdict).toBe('needs-rework');
    expect(moved.comparison.delta.pins).toEqual([
      expect.objectContaining({ kind: 'guide-pin', action: 'move', id: 'G2', to: { x: 56.2, y: 36 } }),
    ]);
    const grown = compare(
      a,
      edit(a, (b) => {
        b.outline[0]!.outer[1]!.x = 62;
        b.outline[0]!.outer[2]!.x = 62;
      }),
    );
    expect(grown.comparison.verdict).toBe('needs-new-fixture');
    expect(grown.comparison.diff.outline).toMatchObject({ changed: true, deviationMm: 2 });
    expect(grown.comparison.reasons[0]).toMatch(/outline changed by up to 2 mm/);
  });

  it('more than half of the probes moved: a new fixture', () => {
    const a = revA();
    const r = compare(
      a,
      edit(a, (b) => {
        for (const ref of ['TP1', 'TP2', 'TP3', 'TP4']) moveRef(b, ref, 0, 1);
      }),
    );
    expect(r.comparison.verdict).toBe('needs-new-fixture');
    expect(r.comparison.reasons[0]).toBe(
      '4 of 6 probes move or go: more than half of the probe plate changes.',
    );
  });

  it('pairs a renamed part by position: a pad whose ref changed is the same pad', () => {
    const a = revA();
    const r = compare(
      a,
      edit(a, (b) => {
        for (const p of b.pads.filter((q) => q.ref === 'U1')) p.ref = 'U7';
        b.components.find((c) => c.ref === 'U1')!.ref = 'U7';
      }),
    );
    expect(r.comparison.diff.pads).toMatchObject({ unchanged: a.pads.length - 5, added: [], removed: [] });
    expect(r.comparison.diff.pads.changed.map((c) => `${c.a.label}→${c.b.label} ${c.changes}`)).toEqual([
      'U1.1→U7.1 name',
      'U1.2→U7.2 name',
      'U1.3→U7.3 name',
      'U1.4→U7.4 name',
      'U1.5→U7.5 name',
    ]);
    expect(r.comparison.verdict).toBe('valid');
  });
});
