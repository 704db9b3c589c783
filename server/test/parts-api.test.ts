import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './helpers/databases';
import { Agent, addMember, startApp, type TestApp } from './helpers/harness';
import { classId, customer, probeInput, staffUser, unique } from './parts-support';

// The parts catalog over HTTP: per-kind validation with field-level messages, unique part numbers,
// edit / duplicate / deactivate, compatibility links, search / filter / sort / paging, and roles
// (staff edit; owner / engineer / viewer read active parts only and get 403 on writes; anonymous 401).

describe.each(databases)('parts API on $name', (database) => {
  let t: TestApp;
  let staff: Agent;
  let owner: Agent;
  let engineer: Agent;
  let viewer: Agent;
  let probeClass: string;

  beforeAll(async () => {
    t = await startApp(database);
    staff = (await staffUser(t)).agent;
    const company = await customer(t, 'parts-owner');
    owner = company.agent;
    engineer = (await addMember(t, owner, 'parts-engineer', 'engineer')).agent;
    viewer = (await addMember(t, owner, 'parts-viewer', 'viewer')).agent;
    probeClass = await classId(staff, 'Probes / 100 mil');
  });
  afterAll(() => t?.close());

  it('creates a probe and reads it back with its class path', async () => {
    const input = probeInput(probeClass);
    const created = await staff.post('/api/v1/parts', input);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      partNumber: input.partNumber,
      kind: 'probe',
      classPath: 'Probes / 100 mil',
      currency: 'EUR',
      active: true,
      specs: { pitchClass: 'P100', tipStyle: 'crown', lengthMm: null },
      stock: { onHand: 0, reserved: 0, available: 0, low: false },
      compatibility: [],
    });
    expect(created.body.updatedBy.name).toBe('staff');
    const read = await owner.get(`/api/v1/parts/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.updatedBy).toBeNull();
    expect(read.body.stock).toBeUndefined();
  });

  it('names every bad field of every kind', async () => {
    const bad = await staff.post('/api/v1/parts', {
      ...probeInput(probeClass),
      partNumber: 'has space',
      unitPrice: -1,
      specs: {
        pitchClass: 'P60',
        tipStyle: 'crown',
        tipDiameterMm: 0,
        fullTravelMm: 6,
        workingTravelMm: 4,
        forceAtWorkingTravelN: 1,
        currentRatingA: 3,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      partNumber: expect.stringContaining('letters, digits'),
      unitPrice: 'Unit price cannot be negative',
      'specs.pitchClass': expect.stringContaining('P100'),
      'specs.tipDiameterMm': 'Tip diameter must be greater than 0 mm',
    });
    const travel = await staff.post('/api/v1/parts', {
      ...probeInput(probeClass),
      specs: { ...probeInput(probeClass).specs, workingTravelMm: 7 },
    });
    expect(travel.body.fields['specs.workingTravelMm']).toBe(
      'Working travel must not exceed full travel (6.35 mm)',
    );

    const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
      [
        'receptacle',
        { pitchClass: 'P39', drillDiameterMm: 1, collarHeightMm: 5, termination: 'glue' },
        {
          'specs.pitchClass': expect.stringContaining('receptacle-less'),
          'specs.termination': expect.stringContaining('wire-wrap'),
        },
      ],
      [
        'guide-pin',
        { holeDiameterMinMm: 4, holeDiameterMaxMm: 3, action: 'spring', lengthMm: 20 },
        { 'specs.holeDiameterMaxMm': expect.stringContaining('at least the smallest') },
      ],
      ['pressure-pin', { diameterMm: 3, tip: 'flat' }, { 'specs.lengthMm': 'Length is required (mm)' }],
      [
        'cartridge',
        { pitchClasses: [], positions: 1.5 },
        {
          'specs.pitchClasses': 'Choose at least one pitch class',
          'specs.positions': 'Positions must be a whole number',
        },
      ],
      [
        'fixture-kit',
        {
          activeAreaXMm: 100,
          activeAreaYMm: 80,
          maxProbes: 10,
          topProbing: 'yes',
          cartridgeSupport: false,
          actuation: 'hydraulic',
          ratedCycles: 1000,
          holdDownForceN: 100,
        },
        { 'specs.topProbing': expect.any(String), 'specs.actuation': 'Choose vacuum, pneumatic or manual' },
      ],
      ['option', { adds: 'coffee' }, { 'specs.adds': expect.stringContaining('lid-switch') }],
    ];
    for (const [kind, specs, fields] of cases) {
      const res = await staff.post('/api/v1/parts', { ...probeInput(probeClass), kind, specs });
      expect(res.status, kind).toBe(400);
      expect(res.body.fields, kind).toMatchObject(fields);
    }
    const unknownKind = await staff.post('/api/v1/parts', { ...probeInput(probeClass), kind: 'sprocket' });
    expect(unknownKind.body.fields.kind).toContain('Choose a kind');
    const noClass = await staff.post('/api/v1/parts', { ...probeInput(probeClass), classId: 'nope' });
    expect(noClass.status).toBe(400);
    expect(noClass.body.fields).toEqual({ classId: 'Choose an existing part class' });
  });

  it('keeps part numbers unique regardless of case, on create, update and duplicate', async () => {
    const first = (await staff.post('/api/v1/parts', probeInput(probeClass))).body;
    const again = await staff.post(
      '/api/v1/parts',
      probeInput(probeClass, { partNumber: first.partNumber.toLowerCase() }),
    );
    expect(again.status).toBe(409);
    expect(again.body.fields.partNumber).toContain('already used');
    const second = (await staff.post('/api/v1/parts', probeInput(probeClass))).body;
    const {
      id: _id,
      classPath: _c,
      createdAt: _a,
      updatedAt: _u,
      updatedBy: _b,
      stock: _s,
      compatibility: _x,
      ...body
    } = second;
    const clash = await staff.request('PUT', `/api/v1/parts/${second.id}`, {
      ...body,
      partNumber: first.partNumber,
    });
    expect(clash.status).toBe(409);
    const dup = await staff.post(`/api/v1/parts/${second.id}/duplicate`, { partNumber: first.partNumber });
    expect(dup.status).toBe(409);
  });

  it('edits, duplicates (with links), deactivates and reactivates', async () => {
    const probe = (await staff.post('/api/v1/parts', probeInput(probeClass))).body;
    const receptacleClass = await classId(staff, 'Receptacles');
    const receptacle = (
      await staff.post('/api/v1/parts', {
        ...probeInput(receptacleClass, { partNumber: unique('T-RC'), name: 'Test receptacle' }),
        kind: 'receptacle',
        specs: { pitchClass: 'P100', drillDiameterMm: 1.7, collarHeightMm: 6, termination: 'wire-wrap' },
      })
    ).body;
    const linked = await staff.request('PUT', `/api/v1/parts/${probe.id}/compatibility`, {
      partIds: [receptacle.id],
    });
    expect(linked.status).toBe(200);
    expect(linked.body.map((p: { id: string }) => p.id)).toEqual([receptacle.id]);
    expect(
      (await owner.get(`/api/v1/parts/${receptacle.id}/compatibility`)).body.map((p: { id: string }) => p.id),
    ).toEqual([probe.id]);

    const wrong = await staff.request('PUT', `/api/v1/parts/${probe.id}/compatibility`, {
      partIds: [probe.id, 'missing'],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({
      'partIds.0': 'A part cannot be linked to itself',
      'partIds.1': 'This part does not exist',
    });

    const {
      id,
      classPath: _c,
      createdAt: _a,
      updatedAt: _u,
      updatedBy: _b,
      stock: _s,
      compatibility: _x,
      ...body
    } = probe;
    const edited = await staff.request('PUT', `/api/v1/parts/${id}`, {
      ...body,
      name: 'Renamed probe',
      unitPrice: 3.1234,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Renamed probe', unitPrice: 3.1234 });
    const kindChange = await staff.request('PUT', `/api/v1/parts/${id}`, {
      ...body,
      kind: 'other',
      specs: {},
    });
    expect(kindChange.status).toBe(409);
    expect(kindChange.body.fields.kind).toContain('compatibility links');

    const copy = await staff.post(`/api/v1/parts/${id}/duplicate`, { partNumber: unique('T-PRB') });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      name: 'Renamed probe (copy)',
      specs: probe.specs,
      classId: probe.classId,
    });
    expect(copy.body.compatibility.map((p: { id: string }) => p.id)).toEqual([receptacle.id]);

    const off = await staff.post(`/api/v1/parts/${id}/deactivate`);
    expect(off.body.active).toBe(false);
    expect((await owner.get(`/api/v1/parts/${id}`)).status).toBe(404);
    expect((await staff.get(`/api/v1/parts/${id}`)).status).toBe(200);
    expect((await owner.get(`/api/v1/parts?q=${probe.partNumber}`)).body.total).toBe(0);
    expect((await owner.get(`/api/v1/parts?q=${probe.partNumber}&active=all`)).body.total).toBe(0);
    expect((await staff.get(`/api/v1/parts?q=${probe.partNumber}&active=all`)).body.total).toBe(1);
    expect((await staff.get(`/api/v1/parts?q=${probe.partNumber}&active=false`)).body.total).toBe(1);
    // A customer's view of the receptacle's links leaves the inactive probe out (its copy stays).
    expect(
      (await owner.get(`/api/v1/parts/${receptacle.id}/compatibility`)).body.map((p: { id: string }) => p.id),
    ).toEqual([copy.body.id]);
    expect((await staff.post(`/api/v1/parts/${id}/activate`)).body.active).toBe(true);
    expect((await owner.get(`/api/v1/parts/${id}`)).status).toBe(200);
  });

  it('searches, filters by kind / class / pitch / tip, sorts and pages', async () => {
    const tag = unique('SRCH');
    for (const [tip, price] of [
      ['crown', 3],
      ['spear', 1],
      ['cone', 2],
    ] as const)
      await staff.post(
        '/api/v1/parts',
        probeInput(probeClass, {
          partNumber: `${tag}-${tip}`,
          name: `Search ${tag}`,
          unitPrice: price,
          specs: { ...probeInput(probeClass).specs, tipStyle: tip },
        }),
      );
    const byPrice = await owner.get(`/api/v1/parts?q=${tag}&sort=unitPrice&order=desc`);
    expect(byPrice.body.items.map((p: { unitPrice: number }) => p.unitPrice)).toEqual([3, 2, 1]);
    expect((await owner.get(`/api/v1/parts?q=${tag.toLowerCase()}&tipStyle=spear`)).body.total).toBe(1);
    expect((await owner.get(`/api/v1/parts?q=${tag}&pitchClass=P75`)).body.total).toBe(0);
    const probesRoot = await classId(staff, 'Probes');
    expect((await owner.get(`/api/v1/parts?q=${tag}&classId=${probesRoot}`)).body.total).toBe(3);
    const page2 = await owner.get(`/api/v1/parts?q=${tag}&sort=partNumber&pageSize=2&page=2`);
    expect(page2.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.body.items.map((p: { partNumber: string }) => p.partNumber)).toEqual([`${tag}-spear`]);
    const kinds = await owner.get('/api/v1/parts?kind=fixture-kit&pageSize=100');
    expect(kinds.body.items.every((p: { kind: string }) => p.kind === 'fixture-kit')).toBe(true);
    const byClass = await owner.get('/api/v1/parts?sort=classPath&pageSize=500');
    const paths = byClass.body.items.map((p: { classPath: string }) => p.classPath);
    expect(paths).toEqual(
      [...paths].sort((a: string, b: string) =>
        a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }),
      ),
    );
    const cartridges = await owner.get('/api/v1/parts?kind=cartridge&pitchClass=P39');
    expect(cartridges.body.items.map((p: { partNumber: string }) => p.partNumber)).toContain('CT-M-HD');
    expect((await owner.get('/api/v1/parts?pageSize=501')).status).toBe(400);
  });

  it('lets customers read and refuses them every write; anonymous callers get 401', async () => {
    const probe = (await staff.post('/api/v1/parts', probeInput(probeClass))).body;
    for (const agent of [owner, engineer, viewer]) {
      expect((await agent.get('/api/v1/parts')).status).toBe(200);
      expect((await agent.get(`/api/v1/parts/${probe.id}`)).status).toBe(200);
      expect((await agent.get('/api/v1/part-classes')).status).toBe(200);
      const writes = [
        await agent.post('/api/v1/parts', probeInput(probeClass)),
        await agent.request('PUT', `/api/v1/parts/${probe.id}`, probeInput(probeClass)),
        await agent.post(`/api/v1/parts/${probe.id}/duplicate`, { partNumber: unique('X') }),
        await agent.post(`/api/v1/parts/${probe.id}/deactivate`),
        await agent.request('PUT', `/api/v1/parts/${probe.id}/compatibility`, { partIds: [] }),
        await agent.post('/api/v1/part-classes', { name: unique('C') }),
        await agent.get('/api/v1/inventory/stock'),
        await agent.get(`/api/v1/parts/${probe.id}/stock`),
        await agent.post('/api/v1/inventory/movements', {}),
        await agent.get('/api/v1/parts/export.csv'),
      ];
      expect(writes.map((w) => w.status)).toEqual(writes.map(() => 403));
    }
    const anonymous = new Agent(t.app);
    expect((await anonymous.get('/api/v1/parts')).status).toBe(401);
    expect((await anonymous.get(`/api/v1/parts/${probe.id}`)).status).toBe(401);
    // A signed-in user without a company (and not staff) may not browse the catalog.
    const loner = await (await import('./helpers/harness')).signUp(t, 'loner');
    expect((await loner.agent.get('/api/v1/parts')).status).toBe(403);
  });
});
