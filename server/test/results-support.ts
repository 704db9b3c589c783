import type { RunUpload } from '@studio/api';
import type { Agent, Response, TestApp } from './helpers/harness';
import { fetchBoard, importedDut, PIC, proposalFor } from './test-configs-support';

/** A DUT with an imported board and a drafted strategy: its version 1's ids (issue 32). */
export async function strategyVersionOf(agent: Agent, name = 'Tomu') {
  const dutId = (await importedDut(agent, name)).id;
  const created = await agent.post(`/api/v1/duts/${dutId}/test-strategies`, { name: `${name} plan` });
  if (created.status !== 201) throw new Error(`strategy: ${created.status} ${JSON.stringify(created.body)}`);
  return { dutId, strategyId: created.body.id as string, versionId: created.body.versions[0].id as string };
}

/**
 * A strategy tied to a fixture whose probes reach every net it measures, so that its exported project
 * passes on the simulated station: pic_programmer's automatic proposal saved as a test config, the plan
 * drafted from it (a plan without a fixture has no channels, and fails every measurement).
 */
export async function tiedStrategyVersionOf(agent: Agent, name = 'PIC programmer') {
  const dutId = (await importedDut(agent, name, PIC)).id;
  const { board } = await fetchBoard(agent, `/api/v1/duts/${dutId}/board`);
  const config = await agent.post(`/api/v1/duts/${dutId}/test-configs`, {
    name: 'Proposal',
    config: proposalFor(board),
  });
  if (config.status !== 201) throw new Error(`config: ${config.status} ${JSON.stringify(config.body)}`);
  const created = await agent.post(`/api/v1/duts/${dutId}/test-strategies`, {
    name: `${name} plan`,
    testConfig: { id: config.body.id, versionNumber: 1 },
  });
  if (created.status !== 201) throw new Error(`strategy: ${created.status} ${JSON.stringify(created.body)}`);
  return { dutId, strategyId: created.body.id as string, versionId: created.body.versions[0].id as string };
}

/** Registers a test station; its token (shown once). */
export async function registerStation(agent: Agent, name: string, fixtureSerial = 'FX-001', extra = {}) {
  const res = await agent.post('/api/v1/test-stations', { name, fixtureSerial, ...extra });
  if (res.status !== 201) throw new Error(`station: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { station: { id: string; tokenHint: string }; token: string };
}

/** A request as a station sends it: its token, no cookie, no Origin. */
export async function asStation(
  t: TestApp,
  token: string | null,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<Response> {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null, headers: res.headers };
}

export interface SampleRun {
  key: string;
  serial: string;
  versionId: string;
  startedAt: string;
  /** Value of the 3V3 rail (limits 3.2…3.4 V); out of limits fails it. */
  rail?: number | null;
  /** The continuity measurement through TP7 fails as a contact failure. */
  contactFails?: boolean;
  fixtureSerial?: string;
}

/** A small run: a shorts step (pass/fail through TP1, TP7) and a rail measurement through TP3. */
export function sampleRun(s: SampleRun): RunUpload {
  const rail = s.rail === undefined ? 3.3 : s.rail;
  const railPassed = rail !== null && rail >= 3.2 && rail <= 3.4;
  const shortsPassed = !s.contactFails;
  const end = new Date(Date.parse(s.startedAt) + 60_000).toISOString();
  return {
    format: 'studio-test-run',
    version: 1,
    idempotencyKey: s.key,
    serial: s.serial,
    strategyVersionId: s.versionId,
    ...(s.fixtureSerial ? { fixtureSerial: s.fixtureSerial } : {}),
    operator: 'ana',
    startedAt: s.startedAt,
    endedAt: end,
    passed: railPassed && shortsPassed,
    steps: [
      {
        id: 'shorts',
        title: 'Shorts',
        passed: shortsPassed,
        measurements: [
          {
            id: 'L1',
            label: 'GND to VCC',
            value: s.contactFails ? null : 1e6,
            unit: 'Ω',
            low: 1000,
            high: null,
            passed: shortsPassed,
            contact: !!s.contactFails,
            probes: ['TP1', 'TP7'],
          },
        ],
      },
      {
        id: 'rail:+3V3',
        title: 'Rail +3V3',
        passed: railPassed,
        measurements: [
          {
            id: 'L1',
            label: '+3V3',
            value: rail,
            unit: 'V',
            low: 3.2,
            high: 3.4,
            passed: railPassed,
            probes: ['TP3'],
          },
        ],
      },
    ],
  };
}
