import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/app';
import { databases } from './helpers/databases';
import { emptyTestConfig } from '@studio/core';
import { jobEnv, upload, waitForImport } from './duts-support';
import { ask, indexedDocuments } from './knowledge-support';
import { registerStation, sampleRun } from './results-support';
import { ShopSettingsInput } from '@studio/api';
import { saveShopSettings } from '../src/services/quotes/shop-settings';
import { draftInput, ECC83, orderableTomu } from './solutions-support';
import { VALID_STATION } from './stations-support';
import { TOMU } from './test-configs-support';
import { eq } from 'drizzle-orm';
import { inventoryLocation, part, partClass, user } from '../src/db/schema/index';
import {
  Agent,
  addMember,
  forgetActors,
  ownerWithCompany,
  signUp,
  startApp,
  type TestApp,
  VALID_ADDRESS,
} from './helpers/harness';

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

/** Routes that look their record up for the caller before reading the body (another user's invitation). */
const REFUSED_BEFORE_THE_BODY = new Set([
  'POST /api/v1/invitations/:id/accept',
  'POST /api/v1/invitations/:id/reject',
]);

/** Resource kinds of the instance-wide catalog (issue #6): every company reads them; checked apart. */
const INSTANCE_WIDE = new Set<string>(['part', 'partClass', 'inventoryLocation']);

describe.each(databases)('route walk on $name', (database) => {
  let t: TestApp;
  const idsOfA: Record<string, string> = {};
  const idsOfB: Record<string, string> = {};
  let a: Awaited<ReturnType<typeof ownerWithCompany>>;
  let b: Awaited<ReturnType<typeof ownerWithCompany>>;
  /** Company A's test station: its token is the caller of `station` routes. */
  let stationAgent: Agent;

  beforeAll(async () => {
    t = await startApp(database, jobEnv());
    a = await ownerWithCompany(t, 'tenant-a');
    b = await ownerWithCompany(t, 'tenant-b');
    // One record of every resource kind in company A.
    const member = await addMember(t, a.agent, 'a-engineer', 'engineer');
    idsOfA.member = member.userId;
    idsOfA.address = (await a.agent.post('/api/v1/addresses', VALID_ADDRESS)).body.id;
    idsOfA.station = (await a.agent.post('/api/v1/stations', VALID_STATION)).body.id;
    idsOfA.invitation = (
      await a.agent.post('/api/v1/companies/current/invitations', {
        email: 'pending@example.test',
        role: 'viewer',
      })
    ).body.id;
    idsOfA.dut = (await a.agent.post('/api/v1/duts', { name: 'A board' })).body.id;
    const uploaded = await upload(a.agent, idsOfA.dut!, [{ name: 'notes.txt', bytes: 'not a design file' }]);
    idsOfA.dutFile = uploaded.body.files[0].id;
    // Test configs, their versions and DFT reports need a DUT with an imported board.
    const boardDut = (await a.agent.post('/api/v1/duts', { name: 'A tomu' })).body.id;
    await upload(a.agent, boardDut, [{ name: 'tomu.kicad_pcb', bytes: TOMU }]);
    await waitForImport(a.agent, boardDut);
    const config = (
      await a.agent.post(`/api/v1/duts/${boardDut}/test-configs`, {
        name: 'A config',
        config: emptyTestConfig(),
      })
    ).body;
    idsOfA.testConfig = config.id;
    idsOfA.testConfigVersion = config.versions[0].id;
    idsOfA.dftReport = (
      await a.agent.post(`/api/v1/test-configs/${config.id}/versions/1/dft-reports`, {})
    ).body.id;
    // A test strategy (issue #17) drafted from the same board, with its version 1.
    const strategy = (await a.agent.post(`/api/v1/duts/${boardDut}/test-strategies`, { name: 'A plan' }))
      .body;
    idsOfA.testStrategy = strategy.id;
    idsOfA.testStrategyVersion = strategy.versions[0].id;
    // A test station of A (issue 32) with one production run uploaded with its token.
    const station = await registerStation(a.agent, 'A line station', 'FX-A');
    idsOfA.testStation = station.station.id;
    stationAgent = new Agent(t.app);
    stationAgent.headers.authorization = `Bearer ${station.token}`;
    const run = await stationAgent.post(
      '/api/v1/results/runs',
      sampleRun({
        key: 'walk-run-0001',
        serial: 'A-SERIAL-0001',
        versionId: idsOfA.testStrategyVersion!,
        startedAt: new Date().toISOString(),
      }),
    );
    expect(run.status).toBe(201);
    // A knowledge-base document (issue #18), indexed: its passages must not show in B's search.
    idsOfA.knowledgeDocument = (
      await indexedDocuments(a.agent, [{ name: 'a-spec.md', bytes: '# A spec\n\nThe quokka rail is 3V3.' }])
    )[0]!.id;
    // A chat conversation of A's owner (issue #18), with an answer that cites A's document.
    idsOfA.chatConversation = (await a.agent.post('/api/v1/chat/conversations', { title: 'A chat' })).body.id;
    await ask(a.agent, 'quokka rail', idsOfA.chatConversation);
    // A test solution, its quote (issue 29) and its delivery order (issue 16), submitted from a
    // proposal the fixture design passes (ecc83-pp: tomu-fpga has no room for a pressure pin).
    const tomu = await orderableTomu(a.agent, ECC83);
    const solution = (await a.agent.post('/api/v1/test-solutions', draftInput(tomu))).body;
    idsOfA.testSolution = solution.id;
    await saveShopSettings(t.app.deps.db, ShopSettingsInput.parse({ companyId: a.companyId }));
    idsOfA.quote = (await a.agent.post(`/api/v1/test-solutions/${solution.id}/quotes`)).body.id;
    idsOfA.deliveryOrder = (
      await a.agent.post(`/api/v1/test-solutions/${solution.id}/submit`, { poNumber: 'PO-A-1' })
    ).body.id;
    idsOfB.dut = (await b.agent.post('/api/v1/duts', { name: 'B board' })).body.id;
    // The catalog (issue #6) is instance-wide: its records are nobody's company's (see INSTANCE_WIDE).
    const { db } = t.app.deps;
    idsOfA.part = (await db.select({ id: part.id }).from(part).limit(1))[0]!.id;
    idsOfA.partClass = (await db.select({ id: partClass.id }).from(partClass).limit(1))[0]!.id;
    idsOfA.inventoryLocation = (
      await db.select({ id: inventoryLocation.id }).from(inventoryLocation).limit(1)
    )[0]!.id;
  }, 240_000);
  afterAll(() => t?.close());

  it('answers 403 on every staff route to a user who is not staff', async () => {
    await t.app.deps.db.update(user).set({ isStaff: false }).where(eq(user.id, b.userId));
    await forgetActors(t, b.userId);
    const failures: string[] = [];
    const staffRoutes = apiRoutes(t).filter((r) => r.config?.access === 'staff');
    expect(staffRoutes.map((r) => r.url)).toContain('/api/v1/staff/delivery-orders');
    expect(staffRoutes.map((r) => r.url)).toContain('/api/v1/staff/shop-settings');
    for (const route of staffRoutes) {
      const res = await b.agent.request(
        route.method,
        fill(route, idsOfA),
        route.method === 'GET' ? undefined : {},
      );
      if (res.status !== 403) failures.push(`${route.method} ${route.url} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

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

  it('refuses text it cannot store (NUL, unpaired surrogates) with a 400 naming the field, on every route', async () => {
    // Issue 31: such text reached the database and answered 500 (and the error log kept the query's
    // parameters, the user's document among them).
    const staff = await signUp(t, 'walk-nul-staff');
    await t.app.deps.db.update(user).set({ isStaff: true }).where(eq(user.id, staff.userId));
    await forgetActors(t, staff.userId);
    const failures: string[] = [];
    const expectRefusal = (
      what: string,
      res: { status: number; body: { code?: string; fields?: Record<string, string> } | null },
      field: string,
    ) => {
      if (res.status !== 400 || res.body?.code !== 'validation' || !(field in (res.body.fields ?? {})))
        failures.push(`${what} → ${res.status} ${JSON.stringify(res.body?.fields ?? res.body)}`);
    };
    for (const route of apiRoutes(t)) {
      const caller =
        route.config?.access === 'staff'
          ? staff.agent
          : route.config?.access === 'station'
            ? stationAgent
            : a.agent;
      const url = fill(route, idsOfA);
      const body = route.method === 'GET' ? undefined : {};
      const what = `${route.method} ${route.url}`;
      // The invitee's own routes look the invitation up for the caller first: 404 before the body.
      const refusedEarly = REFUSED_BEFORE_THE_BODY.has(what) ? 404 : null;
      expectRefusal(`${what} ?query`, await caller.request(route.method, `${url}?note=a%00b`, body), 'note');
      for (const [, name] of route.url.matchAll(/:(\w+)/g)) {
        const withNul = route.url.replace(/:(\w+)/g, (whole, param: string) =>
          param === name ? 'a%00b' : fill({ ...route, url: whole }, idsOfA),
        );
        expectRefusal(`${what} :${name}`, await caller.request(route.method, withNul, body), name!);
      }
      if (route.method === 'GET') continue;
      const withNul = await caller.request(route.method, url, { note: 'a\u0000b' });
      const withSurrogate = await caller.request(route.method, url, {
        steps: [{ text: 'lone \ud800 half' }],
      });
      if (refusedEarly !== null) {
        if (withNul.status !== refusedEarly || withSurrogate.status !== refusedEarly)
          failures.push(
            `${what} → ${withNul.status}/${withSurrogate.status}, without the text ${refusedEarly}`,
          );
        continue;
      }
      expectRefusal(`${what} body NUL`, withNul, 'note');
      expectRefusal(`${what} body surrogate`, withSurrogate, 'steps.0.text');
    }
    expect(failures).toEqual([]);
    // better-auth's routes too (sign-up stores the name).
    const signUpNul = await new Agent(t.app).post('/api/auth/sign-up/email', {
      email: 'nul@example.test',
      password: 'correct horse battery',
      name: 'a\u0000b',
    });
    expect(signUpNul.status).toBe(400);
    expect(signUpNul.body.fields).toHaveProperty('name');
  });

  it("answers 404 on every route given company A's records, to a member of company B", async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of apiRoutes(t)) {
      if (!route.config?.resource || INSTANCE_WIDE.has(route.config.resource.kind)) continue;
      checked++;
      const res = await b.agent.request(
        route.method,
        fill(route, idsOfA),
        route.method === 'GET' ? undefined : {},
      );
      if (res.status !== 404 || res.body?.code !== 'not_found')
        failures.push(`${route.method} ${route.url} → ${res.status}`);
      // The message names the record in words, never by an internal name such as "testConfig".
      else if (
        !/^This [A-Za-z -]+ does not exist/.test(res.body.message) ||
        /[a-z][A-Z]/.test(res.body.message)
      )
        failures.push(`${route.method} ${route.url} → "${res.body.message}"`);
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(9);
    // Report downloads are walked too (issue #11: the probe list).
    const walked = apiRoutes(t).map((r) => `${r.method} ${r.url}`);
    expect(walked).toEqual(
      expect.arrayContaining([
        'GET /api/v1/dft-reports/:id/summary.pdf',
        'GET /api/v1/dft-reports/:id/probe-list.csv',
        // Revision compare (issue 19): the comparison and its delta files.
        'GET /api/v1/duts/:id/revision-compare',
        'GET /api/v1/duts/:id/revision-compare/delta.zip',
        // STEP models (issue 19, decision 0040): the readings of a DUT's uploads.
        'GET /api/v1/duts/:id/step-models',
        // …and the display mesh of the one the board takes (decision 0048).
        'GET /api/v1/duts/:id/step-mesh',
        // Tester files of a test-config version (issue 27, decision 0060).
        'GET /api/v1/test-configs/:id/versions/:number/tester/board.cad',
        'GET /api/v1/test-configs/:id/versions/:number/tester/i3070/board',
        'GET /api/v1/test-configs/:id/versions/:number/tester/i3070/board_xy',
        'GET /api/v1/test-configs/:id/versions/:number/tester/board.ipc',
        'GET /api/v1/test-configs/:id/versions/:number/tester/flying-probe-access.csv',
        // Probes on power and ground nets sized by current, added in one action (decision 0074).
        'POST /api/v1/test-configs/:id/versions/:number/power-probes',
        'GET /api/v1/delivery-orders/:id/tester/board.cad',
        'GET /api/v1/delivery-orders/:id/tester/i3070/board',
        'GET /api/v1/delivery-orders/:id/tester/i3070/board_xy',
        'GET /api/v1/delivery-orders/:id/tester/board.ipc',
        'GET /api/v1/delivery-orders/:id/tester/flying-probe-access.csv',
        // Quotes as documents (issue 29).
        'POST /api/v1/test-solutions/:id/quotes',
        'GET /api/v1/test-solutions/:id/quotes',
        'GET /api/v1/quotes/:id',
        'GET /api/v1/quotes/:id/quote.pdf',
      ]),
    );
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

  it('answers 404 for unknown catalog records, and hides inactive parts from members', async () => {
    const staff = await signUp(t, 'walk-staff');
    await t.app.deps.db.update(user).set({ isStaff: true }).where(eq(user.id, staff.userId));
    await t.app.deps.db.update(user).set({ isStaff: false }).where(eq(user.id, b.userId));
    await forgetActors(t, staff.userId);
    await forgetActors(t, b.userId);
    const unknown = Object.fromEntries(
      [...INSTANCE_WIDE].map((k) => [k, '00000000-0000-4000-8000-000000000000']),
    );
    const failures: string[] = [];
    const instanceWide = apiRoutes(t).filter(
      (r) => r.config?.resource && INSTANCE_WIDE.has(r.config.resource.kind),
    );
    expect(instanceWide.length).toBeGreaterThanOrEqual(8);
    for (const route of instanceWide) {
      const caller = route.config?.access === 'staff' ? staff.agent : b.agent;
      const res = await caller.request(
        route.method,
        fill(route, unknown),
        route.method === 'GET' ? undefined : {},
      );
      if (res.status !== 404 || res.body?.code !== 'not_found')
        failures.push(`${route.method} ${route.url} → ${res.status}`);
    }
    expect(failures).toEqual([]);
    const [inactive] = await t.app.deps.db
      .update(part)
      .set({ active: false })
      .where(eq(part.id, idsOfA.part!))
      .returning();
    try {
      for (const route of instanceWide.filter(
        (r) => r.config?.access === 'user' && r.config.resource?.kind === 'part',
      )) {
        const res = await b.agent.request(route.method, fill(route, idsOfA), undefined);
        if (res.status !== 404) failures.push(`inactive ${route.method} ${route.url} → ${res.status}`);
      }
    } finally {
      await t.app.deps.db.update(part).set({ active: true }).where(eq(part.id, inactive!.id));
    }
    expect(failures).toEqual([]);
  });

  it("never shows company A's data in B's lists", async () => {
    const leaks: string[] = [];
    // List and search routes are asked with the words of A's records where they take a query.
    const queries: Record<string, string> = {
      '/api/v1/knowledge/search': '?q=quokka%20rail',
      '/api/v1/test-strategies': '?q=A%20plan',
      '/api/v1/results/serials': '?serial=A-SERIAL-0001',
    };
    for (const route of apiRoutes(t)) {
      if (route.method !== 'GET' || /:\w+/.test(route.url) || route.config?.access !== 'company') continue;
      const res = await b.agent.get(route.url + (queries[route.url] ?? ''));
      expect(res.status, route.url).toBe(200);
      const text = JSON.stringify(res.body);
      for (const id of [a.companyId, ...Object.values(idsOfA)])
        if (text.includes(id)) leaks.push(`${route.url} shows ${id}`);
    }
    expect(leaks).toEqual([]);
  });
});
