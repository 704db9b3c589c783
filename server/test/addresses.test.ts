import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './helpers/databases';
import { type Agent, ownerWithCompany, startApp, type TestApp, VALID_ADDRESS } from './helpers/harness';

interface AddressBody {
  id: string;
  kind: string;
  isDefault: boolean;
}

describe.each(databases)('addresses on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(database);
  });
  afterAll(() => t?.close());

  const defaults = async (agent: Agent) => {
    const list: AddressBody[] = (await agent.get('/api/v1/addresses')).body;
    return {
      shipping: list.filter((a) => a.kind === 'shipping' && a.isDefault).map((a) => a.id),
      billing: list.filter((a) => a.kind === 'billing' && a.isDefault).map((a) => a.id),
    };
  };

  it('names every invalid field with a message for it', async () => {
    const { agent } = await ownerWithCompany(t, 'validation');
    const res = await agent.post('/api/v1/addresses', {
      kind: 'shipping',
      recipient: '',
      line1: 'Somewhere 1',
      city: 'Berlin',
      postalCode: '1234',
      countryCode: 'DE',
      phone: '12',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation');
    expect(res.body.requestId).toEqual(expect.any(String));
    expect(res.body.fields).toEqual({
      recipient: 'Recipient is required',
      postalCode: '"1234" is not a valid postcode for DE',
      phone: '"12" is not a valid phone number for DE; include the area code, or +country code',
    });

    const noCountry = await agent.post('/api/v1/addresses', {
      ...VALID_ADDRESS,
      countryCode: 'XX',
      kind: 'office',
    });
    expect(noCountry.status).toBe(400);
    expect(Object.keys(noCountry.body.fields).sort()).toEqual(['countryCode', 'kind']);
    expect(noCountry.body.fields.countryCode).toBe('Choose a country (ISO 3166-1 code, e.g. DE or US)');

    const missing = await agent.post('/api/v1/addresses', { kind: 'billing', countryCode: 'US' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({ recipient: 'Required', line1: 'Required', city: 'Required' });

    const noPostcode = await agent.post('/api/v1/addresses', { ...VALID_ADDRESS, postalCode: '' });
    expect(noPostcode.body.fields).toEqual({ postalCode: 'Postcode is required for DE' });
  });

  it('creates, reads, updates and deletes an address', async () => {
    const { agent } = await ownerWithCompany(t, 'crud');
    const created = await agent.post('/api/v1/addresses', { ...VALID_ADDRESS, countryCode: 'de' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...VALID_ADDRESS,
      countryCode: 'DE',
      isDefault: true,
      line2: '',
      region: '',
    });
    const id = created.body.id;
    expect((await agent.get(`/api/v1/addresses/${id}`)).body).toEqual(created.body);
    const updated = await agent.patch(`/api/v1/addresses/${id}`, {
      ...VALID_ADDRESS,
      city: 'Potsdam',
      postalCode: '14467',
    });
    expect(updated.body).toMatchObject({ city: 'Potsdam', postalCode: '14467', isDefault: true });
    expect((await agent.delete(`/api/v1/addresses/${id}`)).status).toBe(204);
    expect((await agent.get(`/api/v1/addresses/${id}`)).status).toBe(404);
    expect((await agent.get('/api/v1/addresses')).body).toEqual([]);
  });

  it('keeps exactly one default per kind whenever addresses of that kind exist', async () => {
    const { agent } = await ownerWithCompany(t, 'defaults');
    const first = (await agent.post('/api/v1/addresses', VALID_ADDRESS)).body;
    const second = (await agent.post('/api/v1/addresses', { ...VALID_ADDRESS, label: 'Office' })).body;
    const billing = (await agent.post('/api/v1/addresses', { ...VALID_ADDRESS, kind: 'billing' })).body;
    expect(await defaults(agent)).toEqual({ shipping: [first.id], billing: [billing.id] });

    const third = (
      await agent.post('/api/v1/addresses', { ...VALID_ADDRESS, label: 'Warehouse', isDefault: true })
    ).body;
    expect(await defaults(agent)).toEqual({ shipping: [third.id], billing: [billing.id] });

    expect((await agent.post(`/api/v1/addresses/${second.id}/default`)).body.isDefault).toBe(true);
    expect(await defaults(agent)).toEqual({ shipping: [second.id], billing: [billing.id] });

    // Asking to un-default the default changes nothing: another one must be chosen instead.
    await agent.patch(`/api/v1/addresses/${second.id}`, {
      ...VALID_ADDRESS,
      label: 'Office',
      isDefault: false,
    });
    expect(await defaults(agent)).toEqual({ shipping: [second.id], billing: [billing.id] });

    // Deleting the default promotes another address of the same kind.
    await agent.delete(`/api/v1/addresses/${second.id}`);
    const after = await defaults(agent);
    expect(after.shipping).toHaveLength(1);
    expect([first.id, third.id]).toContain(after.shipping[0]);

    // Moving the billing default to shipping leaves billing empty (no default needed), and shipping
    // keeps its one default.
    await agent.patch(`/api/v1/addresses/${billing.id}`, { ...VALID_ADDRESS, kind: 'shipping' });
    expect(await defaults(agent)).toEqual({ shipping: after.shipping, billing: [] });
  });
});
