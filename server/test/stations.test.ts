import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './helpers/databases';
import { addMember, ownerWithCompany, startApp, type TestApp } from './helpers/harness';
import { VALID_STATION } from './stations-support';

describe.each(databases)('station profiles on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(database);
  });
  afterAll(() => t?.close());

  it('lists the two shipped profiles for a new company, read-only', async () => {
    const { agent } = await ownerWithCompany(t, 'st-builtin');
    const list = (await agent.get('/api/v1/stations')).body as { id: string; builtin: boolean }[];
    expect(list.map((s) => [s.id, s.builtin])).toEqual([
      ['builtin:generic', true],
      ['builtin:pytest', true],
    ]);
    const pytest = await agent.get('/api/v1/stations/builtin:pytest');
    expect(pytest.status).toBe(200);
    expect(pytest.body.channels.find((c: { id: string }) => c.id === 'PSU1.F+')).toMatchObject({
      kind: 'power-supply',
      maxVoltageV: 30,
      maxCurrentA: 3,
    });
    const { builtin: _b, createdAt: _c, updatedAt: _u, id: _id, ...input } = pytest.body;
    expect((await agent.patch('/api/v1/stations/builtin:pytest', input)).status).toBe(403);
    expect((await agent.delete('/api/v1/stations/builtin:generic')).status).toBe(403);
    expect((await agent.get('/api/v1/stations/builtin:nothing')).status).toBe(404);
  });

  it('creates, reads, updates and deletes a profile; names are unique in the company', async () => {
    const { agent } = await ownerWithCompany(t, 'st-crud');
    const created = await agent.post('/api/v1/stations', VALID_STATION);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...VALID_STATION, builtin: false });
    const id = created.body.id as string;
    expect((await agent.get(`/api/v1/stations/${id}`)).body).toEqual(created.body);
    expect((await agent.get('/api/v1/stations')).body.map((s: { name: string }) => s.name)).toEqual([
      'Generic N-pin interface',
      'Pytest station (simulated instruments)',
      'Bench 1',
    ]);
    const again = await agent.post('/api/v1/stations', { ...VALID_STATION, name: 'bench 1' });
    expect(again.status).toBe(409);
    const renamed = await agent.patch(`/api/v1/stations/${id}`, { ...VALID_STATION, name: 'Bench 2' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Bench 2');
    expect((await agent.delete(`/api/v1/stations/${id}`)).status).toBe(204);
    expect((await agent.get(`/api/v1/stations/${id}`)).status).toBe(404);
  });

  it('refuses a profile the engine cannot use, naming each problem by field', async () => {
    const { agent } = await ownerWithCompany(t, 'st-invalid');
    const res = await agent.post('/api/v1/stations', {
      ...VALID_STATION,
      channels: [
        { ...VALID_STATION.channels[0], pin: '99' },
        { ...VALID_STATION.channels[1], role: 'io' },
        { ...VALID_STATION.channels[3], pin: '4' },
        { ...VALID_STATION.channels[4], pin: '4' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      'channels[0].pin': 'Channel "PS.F+": connector "X1" has no pin "99".',
      'channels[1].role':
        'Channel "PS.S+": a power-supply channel is force, sense, return-force, return-sense, not "io".',
      'channels[3].pin': 'Channel "M2" is on X1.4, which "M1" already uses.',
    });
    const shape = await agent.post('/api/v1/stations', { ...VALID_STATION, channels: [{ id: 'x' }] });
    expect(shape.status).toBe(400);
    expect(Object.keys(shape.body.fields)).toContain('channels.0.kind');
  });

  it("answers 404 for another company's profile and lets a viewer read but not write", async () => {
    const a = await ownerWithCompany(t, 'st-a');
    const b = await ownerWithCompany(t, 'st-b');
    const id = (await a.agent.post('/api/v1/stations', VALID_STATION)).body.id as string;
    expect((await b.agent.get(`/api/v1/stations/${id}`)).status).toBe(404);
    expect((await b.agent.patch(`/api/v1/stations/${id}`, VALID_STATION)).status).toBe(404);
    expect((await b.agent.delete(`/api/v1/stations/${id}`)).status).toBe(404);
    expect((await b.agent.get('/api/v1/stations')).body.map((s: { id: string }) => s.id)).not.toContain(id);
    const viewer = await addMember(t, a.agent, 'st-viewer', 'viewer');
    expect((await viewer.agent.get(`/api/v1/stations/${id}`)).status).toBe(200);
    expect((await viewer.agent.post('/api/v1/stations', { ...VALID_STATION, name: 'V' })).status).toBe(403);
    expect((await viewer.agent.delete(`/api/v1/stations/${id}`)).status).toBe(403);
  });
});
