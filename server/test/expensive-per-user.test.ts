import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobEnv, rawRequest } from './duts-support';
import { databases } from './helpers/databases';
import { ownerWithCompany, startApp, type TestApp } from './helpers/harness';
import { importedDut } from './test-configs-support';

// Issue 31: strategy drafting and strategy exports (PDFs) are expensive requests like DFT analyses
// and summary PDFs: one user floods them and gets 429 past EXPENSIVE_REQUESTS_PER_USER, counted
// across every expensive route, while another company's requests are served (they used to get 503
// once the flood filled the strategy threads' queue).

describe.each(databases)('expensive requests are limited per user on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(database, jobEnv({ EXPENSIVE_REQUESTS_PER_USER: '2' }));
  }, 120_000);
  afterAll(() => t?.close());

  async function strategyOf(label: string) {
    const owner = await ownerWithCompany(t, label);
    const dutId = (await importedDut(owner.agent, 'Tomu')).id;
    const created = await owner.agent.post(`/api/v1/duts/${dutId}/test-strategies`, { name: 'Plan' });
    expect(created.status).toBe(201);
    return { owner, dutId, pdf: `/api/v1/test-strategies/${created.body.id}/versions/1/export?format=pdf` };
  }

  it("answers 429 to the user who floods strategy PDFs and drafts, and serves another company's", async () => {
    const flood = await strategyOf('flooder');
    const other = await strategyOf('bystander');
    const floodAnswers = Promise.all([
      ...Array.from({ length: 30 }, () => rawRequest(flood.owner.agent, 'GET', flood.pdf)),
      ...Array.from({ length: 10 }, () =>
        flood.owner.agent.post(`/api/v1/duts/${flood.dutId}/test-strategies`, { name: 'Again' }),
      ),
    ]);
    const otherAnswers = await Promise.all([
      rawRequest(other.owner.agent, 'GET', other.pdf),
      other.owner.agent.post(`/api/v1/duts/${other.dutId}/test-strategies`, { name: 'Mine' }),
    ]);
    expect(otherAnswers.map((a) => a.status)).toEqual([200, 201]);
    const statuses = (await floodAnswers).map((a) => a.status);
    expect(statuses.filter((s) => s !== 200 && s !== 201 && s !== 429)).toEqual([]);
    // Counted across routes: never more than two of the flood ran at once, so most were refused.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30);
  }, 180_000);
});
