import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './helpers/databases';
import {
  addMember,
  lastMail,
  linkParam,
  nextEvent,
  ownerWithCompany,
  signUp,
  startApp,
  type TestApp,
  VALID_ADDRESS,
} from './helpers/harness';

describe.each(databases)('companies and roles on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(database);
  });
  afterAll(() => t?.close());

  it('creates a company with its creator as owner and makes it active', async () => {
    const { agent } = await signUp(t, 'founder');
    expect((await agent.get('/api/v1/me')).body.activeCompanyId).toBeNull();
    expect((await agent.get('/api/v1/companies/current')).status).toBe(403);
    const invalid = await agent.post('/api/v1/companies', { name: 'X' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual({ name: 'Company name needs at least 2 characters' });

    const created = await agent.post('/api/v1/companies', { name: 'Acme Test GmbH' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Acme Test GmbH', role: 'owner', website: null });
    expect(created.body.slug).toMatch(/^acme-test-gmbh-/);
    const me = (await agent.get('/api/v1/me')).body;
    expect(me.activeCompanyId).toBe(created.body.id);
    expect(me.companies).toEqual([expect.objectContaining({ id: created.body.id, role: 'owner' })]);

    const companyUpdated = nextEvent(t, (e) => e.type === 'company.updated');
    const updated = await agent.patch('/api/v1/companies/current', {
      website: 'https://acme.example',
      vatId: 'DE136695976',
    });
    expect(updated.body).toMatchObject({ website: 'https://acme.example', vatId: 'DE136695976' });
    expect(await companyUpdated).toEqual({ type: 'company.updated', companyId: created.body.id });
    const bad = await agent.patch('/api/v1/companies/current', { website: 'acme' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['website']);
  });

  it('reads a website without https:// and keeps it whole; checks the VAT/tax ID against the country', async () => {
    const { agent } = await ownerWithCompany(t, 'taxes');
    const patch = (body: object) => agent.patch('/api/v1/companies/current', body);

    const saved = await patch({
      website: ' www.acme.example/en ',
      countryCode: 'de',
      vatId: 'de 136 695 976',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      website: 'https://www.acme.example/en',
      countryCode: 'DE',
      vatId: 'DE136695976',
    });

    // The newcomer's "XX1": no country prefix, not a German number.
    const xx = await patch({ vatId: 'XX1' });
    expect(xx.status).toBe(400);
    expect(xx.body.fields.vatId).toMatch(/"XX1" is not a valid St\.-Nr\. or USt ID Nr\. for Germany/);
    // A wrong check digit, named as such.
    expect((await patch({ vatId: 'DE136695977' })).body.fields.vatId).toMatch(/check digit is invalid/);
    // Another country's VAT ID, in the same request or against the stored country.
    expect((await patch({ vatId: 'FR40303265045', countryCode: 'DE' })).body.fields.vatId).toBe(
      "FR is the VAT prefix of France, but the company's country is Germany",
    );
    expect((await patch({ vatId: 'FR40303265045' })).body.fields.vatId).toBe(
      "FR is the VAT prefix of France, but the company's country is Germany",
    );
    // Moving the company to a country its stored ID does not belong to is refused on the ID.
    expect((await patch({ countryCode: 'US' })).body.fields).toEqual({
      vatId: "DE is the VAT prefix of Germany, but the company's country is United States of America",
    });
    const us = await patch({ countryCode: 'US', vatId: '12-3456789' });
    expect(us.body).toMatchObject({ countryCode: 'US', vatId: '12-3456789' });
    expect((await patch({ countryCode: 'XX' })).body.fields).toEqual({
      countryCode: 'Choose a country (ISO 3166-1 code, e.g. DE or US)',
    });
    const cleared = await patch({ countryCode: '', vatId: '', website: '' });
    expect(cleared.body).toMatchObject({ countryCode: null, vatId: null, website: null });
    expect((await patch({ vatId: 'XX1' })).body.fields.vatId).toMatch(/Choose the company's country/);
  });

  it('invites by e-mail: the link names the invitation, the invitee previews, accepts and becomes a member', async () => {
    const owner = await ownerWithCompany(t, 'inviter');
    const invitee = await signUp(t, 'invitee', { name: 'Ivy Invitee' });
    const invited = await owner.agent.post('/api/v1/companies/current/invitations', {
      email: invitee.email.toUpperCase(),
      role: 'engineer',
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      email: invitee.email,
      role: 'engineer',
      status: 'pending',
      invitedBy: 'inviter',
    });
    const mail = lastMail(t.config, invitee.email, 'invitation');
    expect(mail.links.action).toBe(`http://localhost:3000/confirm?type=invite&id=${invited.body.id}`);
    expect(linkParam(mail, 'id')).toBe(invited.body.id);

    const preview = await invitee.agent.get(`/api/v1/invitations/${invited.body.id}`);
    expect(preview.body).toMatchObject({
      companyName: 'inviter company',
      inviterName: 'inviter',
      role: 'engineer',
      status: 'pending',
    });

    const joined = nextEvent(t, (e) => e.type === 'member.joined' && e.userId === invitee.userId);
    const accepted = await invitee.agent.post(`/api/v1/invitations/${invited.body.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: owner.companyId, role: 'engineer' });
    expect(await joined).toEqual({
      type: 'member.joined',
      companyId: owner.companyId,
      userId: invitee.userId,
      name: 'Ivy Invitee',
    });
    expect((await invitee.agent.get('/api/v1/me')).body.activeCompanyId).toBe(owner.companyId);

    const members = (await owner.agent.get('/api/v1/companies/current/members')).body;
    expect(members.map((m: { email: string; role: string }) => [m.email, m.role]).sort()).toEqual(
      [
        [invitee.email, 'engineer'],
        [owner.email, 'owner'],
      ].sort(),
    );
    expect((await invitee.agent.post(`/api/v1/invitations/${invited.body.id}/accept`)).status).toBe(409);
    const again = await owner.agent.post('/api/v1/companies/current/invitations', {
      email: invitee.email,
      role: 'viewer',
    });
    expect(again.status).toBe(409);
  });

  it('lets the invitee reject, the admin cancel, and nobody else see an invitation', async () => {
    const owner = await ownerWithCompany(t, 'canceller');
    const a = await signUp(t, 'rejecter');
    const b = await signUp(t, 'cancelled');
    const stranger = await signUp(t, 'stranger');
    const inviteA = (
      await owner.agent.post('/api/v1/companies/current/invitations', { email: a.email, role: 'viewer' })
    ).body;
    const inviteB = (
      await owner.agent.post('/api/v1/companies/current/invitations', { email: b.email, role: 'admin' })
    ).body;

    expect((await stranger.agent.get(`/api/v1/invitations/${inviteA.id}`)).status).toBe(404);
    expect((await stranger.agent.post(`/api/v1/invitations/${inviteA.id}/accept`)).status).toBe(404);

    expect((await a.agent.post(`/api/v1/invitations/${inviteA.id}/reject`)).status).toBe(204);
    expect((await a.agent.post(`/api/v1/invitations/${inviteA.id}/accept`)).status).toBe(409);

    expect((await owner.agent.delete(`/api/v1/companies/current/invitations/${inviteB.id}`)).status).toBe(
      204,
    );
    expect((await b.agent.post(`/api/v1/invitations/${inviteB.id}/accept`)).status).toBe(409);
    const list = (await owner.agent.get('/api/v1/companies/current/invitations')).body;
    const statuses = Object.fromEntries(list.map((i: { id: string; status: string }) => [i.id, i.status]));
    expect(statuses).toEqual({ [inviteA.id]: 'rejected', [inviteB.id]: 'canceled' });
  });

  it('enforces roles: viewer reads only, engineer edits data but not members, admin manages members', async () => {
    const owner = await ownerWithCompany(t, 'roles');
    const viewer = await addMember(t, owner.agent, 'viewer', 'viewer');
    const engineer = await addMember(t, owner.agent, 'engineer', 'engineer');
    const admin = await addMember(t, owner.agent, 'admin', 'admin');

    // viewer
    expect((await viewer.agent.get('/api/v1/companies/current')).status).toBe(200);
    expect((await viewer.agent.get('/api/v1/addresses')).status).toBe(200);
    expect((await viewer.agent.post('/api/v1/addresses', VALID_ADDRESS)).status).toBe(403);
    expect((await viewer.agent.patch('/api/v1/companies/current', { name: 'Renamed' })).status).toBe(403);
    expect((await viewer.agent.get('/api/v1/companies/current/invitations')).status).toBe(403);

    // engineer
    const address = await engineer.agent.post('/api/v1/addresses', VALID_ADDRESS);
    expect(address.status).toBe(201);
    expect((await viewer.agent.patch(`/api/v1/addresses/${address.body.id}`, VALID_ADDRESS)).status).toBe(
      403,
    );
    expect((await viewer.agent.delete(`/api/v1/addresses/${address.body.id}`)).status).toBe(403);
    expect((await engineer.agent.patch('/api/v1/companies/current', { name: 'Renamed' })).status).toBe(403);
    expect(
      (
        await engineer.agent.post('/api/v1/companies/current/invitations', {
          email: 'x@example.test',
          role: 'viewer',
        })
      ).status,
    ).toBe(403);
    expect(
      (await engineer.agent.patch(`/api/v1/companies/current/members/${viewer.userId}`, { role: 'admin' }))
        .status,
    ).toBe(403);
    expect((await engineer.agent.delete(`/api/v1/companies/current/members/${viewer.userId}`)).status).toBe(
      403,
    );

    // admin
    const roleChanged = nextEvent(t, (e) => e.type === 'member.role-changed' && e.userId === viewer.userId);
    const promoted = await admin.agent.patch(`/api/v1/companies/current/members/${viewer.userId}`, {
      role: 'engineer',
    });
    expect(await roleChanged).toMatchObject({ companyId: owner.companyId, role: 'engineer' });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ userId: viewer.userId, role: 'engineer' });
    expect((await viewer.agent.post('/api/v1/addresses', { ...VALID_ADDRESS, kind: 'billing' })).status).toBe(
      201,
    );
    expect(
      (await admin.agent.patch(`/api/v1/companies/current/members/${owner.userId}`, { role: 'admin' }))
        .status,
    ).toBe(403);
    expect(
      (await admin.agent.patch(`/api/v1/companies/current/members/${engineer.userId}`, { role: 'owner' }))
        .status,
    ).toBe(403);
    expect((await admin.agent.delete(`/api/v1/companies/current/members/${owner.userId}`)).status).toBe(403);
    expect((await admin.agent.patch('/api/v1/companies/current', { name: 'Renamed by admin' })).status).toBe(
      200,
    );

    const removed = nextEvent(t, (e) => e.type === 'member.removed' && e.userId === engineer.userId);
    const removal = await admin.agent.delete(`/api/v1/companies/current/members/${engineer.userId}`);
    expect(removal.status).toBe(204);
    expect(await removed).toEqual({
      type: 'member.removed',
      companyId: owner.companyId,
      userId: engineer.userId,
    });
    // The removed member's session no longer acts in the company.
    expect((await engineer.agent.get('/api/v1/companies/current')).status).toBe(403);
    expect((await engineer.agent.get('/api/v1/me')).body.activeCompanyId).toBeNull();
  });

  it('protects the last owner from demotion and removal, and lets an owner hand over', async () => {
    const owner = await ownerWithCompany(t, 'lastowner');
    const second = await addMember(t, owner.agent, 'successor', 'admin');
    const demote = await owner.agent.patch(`/api/v1/companies/current/members/${owner.userId}`, {
      role: 'admin',
    });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toMatch(/last owner/);
    expect((await owner.agent.delete(`/api/v1/companies/current/members/${owner.userId}`)).status).toBe(409);

    expect(
      (await owner.agent.patch(`/api/v1/companies/current/members/${second.userId}`, { role: 'owner' }))
        .status,
    ).toBe(200);
    expect(
      (await owner.agent.patch(`/api/v1/companies/current/members/${owner.userId}`, { role: 'viewer' }))
        .status,
    ).toBe(200);
    const members = (await second.agent.get('/api/v1/companies/current/members')).body;
    expect(
      members.filter((m: { role: string }) => m.role === 'owner').map((m: { userId: string }) => m.userId),
    ).toEqual([second.userId]);
    expect((await second.agent.delete(`/api/v1/companies/current/members/${second.userId}`)).status).toBe(
      409,
    );
  });

  it("switches between the companies of a user, and not into somebody else's", async () => {
    const user = await ownerWithCompany(t, 'switcher');
    const first = user.companyId;
    const second = (await user.agent.post('/api/v1/companies', { name: 'Second Co' })).body.id;
    expect((await user.agent.get('/api/v1/companies/current')).body.id).toBe(second);
    const switched = await user.agent.post('/api/v1/companies/switch', { companyId: first });
    expect(switched.body).toMatchObject({ id: first, role: 'owner' });
    expect((await user.agent.get('/api/v1/companies/current')).body.id).toBe(first);

    const other = await ownerWithCompany(t, 'foreign');
    expect((await user.agent.post('/api/v1/companies/switch', { companyId: other.companyId })).status).toBe(
      404,
    );
  });
});
