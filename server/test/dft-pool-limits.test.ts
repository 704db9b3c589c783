import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobEnv, rawRequest } from './duts-support';
import { databases } from './helpers/databases';
import { ownerWithCompany, startApp, type TestApp } from './helpers/harness';
import { fetchBoard, importedDut, tomuTestPoints } from './test-configs-support';

// Issue 13 item 1: the DFT / summary-PDF threads are a fixed pool with a bounded queue (503 +
// Retry-After past it), and one user has at most EXPENSIVE_REQUESTS_PER_USER of them at once
// (429 + Retry-After): 50 concurrent PDF downloads no longer start 50 threads of 4 GB each.

async function reportOf(t: TestApp, label: string) {
  const owner = await ownerWithCompany(t, label);
  const dutId = (await importedDut(owner.agent, 'Tomu FPGA')).id;
  const { board } = await fetchBoard(owner.agent, `/api/v1/duts/${dutId}/board`);
  const created = await owner.agent.post(`/api/v1/duts/${dutId}/test-configs`, {
    name: 'Bottom test points',
    config: tomuTestPoints(board),
  });
  const run = await owner.agent.post(`/api/v1/test-configs/${created.body.id}/versions/1/dft-reports`, {});
  expect(run.status).toBe(201);
  return { owner, reportId: run.body.id as string };
}

describe.each(databases)('DFT worker pool limits on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(
      database,
      jobEnv({ DFT_WORKERS: '1', DFT_QUEUE_MAX: '3', EXPENSIVE_REQUESTS_PER_USER: '100' }),
    );
  }, 120_000);
  afterAll(() => t?.close());

  it('serves 50 concurrent summary PDFs with one thread: the rest wait or get 503 with Retry-After', async () => {
    const { owner, reportId } = await reportOf(t, 'pdf-flood');
    const downloads = Array.from({ length: 50 }, () =>
      rawRequest(owner.agent, 'GET', `/api/v1/dft-reports/${reportId}/summary.pdf`),
    );
    const health = await owner.agent.get('/api/health');
    expect(health.status).toBe(200);
    const answers = await Promise.all(downloads);
    const served = answers.filter((a) => a.status === 200);
    const busy = answers.filter((a) => a.status === 503);
    expect(served.length + busy.length).toBe(50);
    expect(served.length).toBeGreaterThan(0);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.body).toMatchObject({ code: 'unavailable', message: expect.stringContaining('busy') });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // Memory stays within DFT_WORKERS × DFT_MEMORY_MB: never more than one thread was alive.
    expect(t.app.deps.dft.stats().peakThreads).toBe(1);
  });
});

describe.each(databases)('expensive requests per user on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(
      database,
      jobEnv({ DFT_WORKERS: '1', DFT_QUEUE_MAX: '50', EXPENSIVE_REQUESTS_PER_USER: '2' }),
    );
  }, 120_000);
  afterAll(() => t?.close());

  it("refuses a user's third concurrent summary PDF with 429 and Retry-After", async () => {
    const { owner, reportId } = await reportOf(t, 'pdf-user');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        rawRequest(owner.agent, 'GET', `/api/v1/dft-reports/${reportId}/summary.pdf`),
      ),
    );
    const limited = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(2);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.body.message).toContain('You already have 2');
    expect(limited[0]!.headers['retry-after']).toBeDefined();
  });
});
