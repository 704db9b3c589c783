import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/app';
import { databases } from './helpers/databases';
import { jobEnv, upload } from './duts-support';
import { Agent, addMember, ownerWithCompany, startApp, type TestApp, VALID_ADDRESS } from './helpers/harness';

// Tenancy, checked on every route that exists rather than on a list kept by hand: each route under
// /api/v1 must declare its access, every path parameter must be a declared resource, and a member of
// company B gets 404 for each of company A's records on every such route and method. Without a
// session, everything that is not public answers 401. Routes added later are covered automatically;
// a new resource kind needs a record of A below (the test fails until it has one).

const apiRoutes = (app: TestApp) =>
  app.app.routeTable.filter(
    (r) => r.url.startsWith('/api/v1/') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
  );

/** The declared resources of a route: the record, and the record it lives in (a DUT's file). */
const declared = (route: RouteEntry) => {
  const resource = route.config?.resource;
  return resource ? [resource, ...(resource.parent ? [resource.parent] : [])] : [];
};

const fill = (route: RouteEntry, ids: Record<string, string>, parentIds: Record<string, string> = ids) =>
  route.url.replace(/:(\w+)/g, (_, name: string) => {
    const resource = route.config?.resource;
    if (resource?.param === name) return ids[resource.kind] ?? 'missing-kind';
    if (resource?.parent?.param === name) return parentIds[resource.parent.kind] ?? 'missing-kind';
    return 'no-resource-declared';
  });

describe.each(databases)('route walk on $name', (database) => {
  let t: TestApp;
  const idsOfA: Record<string, string> = {};
  const idsOfB: Record<string, string> = {};
  let a: Awaited<ReturnType<typeof ownerWithCompany>>;
  let b: Awaited<ReturnType<typeof ownerWithCompany>>;

  beforeAll(async () => {
    t = await startApp(database, jobEnv());
    a = await ownerWithCompany(t, 'tenant-a');
    b = await ownerWithCompany(t, 'tenant-b');
    // One record of every resource kind in company A.
    const member = await addMember(t, a.agent, 'a-engineer', 'engineer');
    idsOfA.member = member.userId;
    idsOfA.address = (await a.agent.post('/api/v1/addresses', VALID_ADDRESS)).body.id;
    idsOfA.invitation = (
      await a.agent.post('/api/v1/companies/current/invitations', {
        email: 'pending@example.test',
        role: 'viewer',
      })
    ).body.id;
    idsOfA.dut = (await a.agent.post('/api/v1/duts', { name: 'A board' })).body.id;
    const uploaded = await upload(a.agent, idsOfA.dut!, [{ name: 'notes.txt', bytes: 'not a design file' }]);
    idsOfA.dutFile = uploaded.body.files[0].id;
    idsOfB.dut = (await b.agent.post('/api/v1/duts', { name: 'B board' })).body.id;
  });
  afterAll(() => t?.close());

  it('finds the routes, each with an access declaration and declared path parameters', () => {
    const routes = apiRoutes(t);
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const undeclared = routes.filter((r) => !r.config?.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    const unnamedParams = routes
      .filter((r) =>
        [...r.url.matchAll(/:(\w+)/g)].some(([, name]) => !declared(r).some((d) => d.param === name)),
      )
      .map((r) => `${r.method} ${r.url}`);
    expect(unnamedParams).toEqual([]);
    const kinds = new Set(routes.flatMap((r) => declared(r).map((d) => d.kind)));
    expect([...kinds].filter((k) => !(k! in idsOfA))).toEqual([]);
  });

  it('answers 401 on every non-public route without a session', async () => {
    const anonymous = new Agent(t.app);
    const failures: string[] = [];
    for (const route of apiRoutes(t)) {
      if (route.config?.access === 'public') continue;
      const res = await anonymous.request(
        route.method,
        fill(route, idsOfA),
        route.method === 'GET' ? undefined : {},
      );
      if (res.status !== 401 || res.body?.code !== 'unauthorized')
        failures.push(`${route.method} ${route.url} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 404 on every route given company A's records, to a member of company B", async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of apiRoutes(t)) {
      if (!route.config?.resource) continue;
      checked++;
      const res = await b.agent.request(
        route.method,
        fill(route, idsOfA),
        route.method === 'GET' ? undefined : {},
      );
      if (res.status !== 404 || res.body?.code !== 'not_found')
        failures.push(`${route.method} ${route.url} → ${res.status}`);
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(9);
    // A record inside another: A's record under B's own parent is not found either.
    const mixed: string[] = [];
    for (const route of apiRoutes(t)) {
      if (!route.config?.resource?.parent) continue;
      const res = await b.agent.request(
        route.method,
        fill(route, idsOfA, idsOfB),
        route.method === 'GET' ? undefined : {},
      );
      if (res.status !== 404 || res.body?.code !== 'not_found')
        mixed.push(`${route.method} ${route.url} → ${res.status}`);
    }
    expect(mixed).toEqual([]);
    // A's records are all still there.
    expect((await a.agent.get(`/api/v1/addresses/${idsOfA.address}`)).status).toBe(200);
    expect((await a.agent.get('/api/v1/companies/current/members')).body).toHaveLength(2);
    expect((await a.agent.get(`/api/v1/duts/${idsOfA.dut}/files/${idsOfA.dutFile}`)).status).toBe(200);
  });

  it("never shows company A's data in B's lists", async () => {
    const leaks: string[] = [];
    for (const route of apiRoutes(t)) {
      if (route.method !== 'GET' || /:\w+/.test(route.url) || route.config?.access !== 'company') continue;
      const res = await b.agent.get(route.url);
      const text = JSON.stringify(res.body);
      for (const id of [a.companyId, ...Object.values(idsOfA)])
        if (text.includes(id)) leaks.push(`${route.url} shows ${id}`);
    }
    expect(leaks).toEqual([]);
  });
});
