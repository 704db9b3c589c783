import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerJobHandlers } from '../src/job-handlers';
import { getJob } from '../src/jobs/queue';
import { JobRunner } from '../src/jobs/runner';
import { createImportPool, type ImportPool } from '../src/services/duts/import-pool';
import { createDut, jobEnv, until, upload, waitForImport } from './duts-support';
import { databases } from './helpers/databases';
import { ownerWithCompany, startApp, type TestApp } from './helpers/harness';

// The import job when things go wrong: its worker thread is killed mid-import (retried, then
// ready), its runner dies on every attempt (the DUT ends failed, never stuck in "importing"), and the
// import runs past its time limit (failed at once, with a message on the file).

const KICAD = readFileSync(
  path.resolve(__dirname, '../../../shared/testdata/kicad/pic_programmer.kicad_pcb'),
);
const quiet = { info() {}, warn() {}, error() {} };

describe.each(databases)('import recovery on $name', (database) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
  const runners: JobRunner[] = [];
  const pools = new Map<JobRunner, ImportPool>();

  /**
   * A runner of the app's queue with the real import handler and a short lease, and import worker
   * threads of its own (as another server process would have).
   */
  const importRunner = () => {
    const runner = new JobRunner({
      db: t.app.deps.db,
      log: quiet,
      queue: t.config.jobs.queue,
      concurrency: 1,
      leaseMs: 1000,
      pollMs: 50,
      retryDelayMs: () => 0,
    });
    const importPool = createImportPool(t.config);
    registerJobHandlers(runner, { ...t.app.deps, importPool, log: quiet });
    pools.set(runner, importPool);
    runners.push(runner);
    runner.start();
    return runner;
  };

  beforeAll(async () => {
    // No runner of the app's own: each test brings its runners.
    t = await startApp(database, jobEnv({ JOB_WORKERS: '0' }));
    owner = await ownerWithCompany(t, 'dut-recovery');
  });
  afterAll(async () => {
    for (const r of runners) await r.stop();
    for (const pool of pools.values()) await pool.close();
    await t?.close();
  });

  it('retries an import whose worker thread was killed mid-job, and finishes it', async () => {
    const runner = importRunner();
    const pool = pools.get(runner)!;
    const dut = await createDut(owner.agent);
    const { body } = await upload(owner.agent, dut.id, [{ name: 'pic_programmer.kicad_pcb', bytes: KICAD }]);
    runner.wake();
    // A thread starting costs over a second (tsx, the import engine): it is caught while busy.
    const worker = await until(async () => [...pool.busy][0], 'a busy import worker');
    await worker.terminate();
    const done = await waitForImport(owner.agent, dut.id);
    expect(done.status).toBe('ready');
    expect(done.board.pads).toBe(247);
    const job = await getJob(t.app.deps.db, body.job.id);
    expect(job).toMatchObject({ status: 'succeeded', attempts: 2 });
    await runner.stop();
  });

  it('fails the DUT and its files when every attempt dies, instead of leaving them importing', async () => {
    const dut = await createDut(owner.agent, { name: 'Poison' });
    const { body } = await upload(owner.agent, dut.id, [{ name: 'pic_programmer.kicad_pcb', bytes: KICAD }]);
    for (let attempt = 1; attempt <= 3; attempt++) {
      const runner = importRunner();
      await until(async () => {
        const job = await getJob(t.app.deps.db, body.job.id);
        return job?.leaseOwner === runner.owner && job.attempts === attempt;
      }, `claim ${attempt}`);
      runner.crash(); // the process "dies": its worker thread goes with it
      await pools.get(runner)!.close();
    }
    importRunner(); // the survivor finds the spent job and fails it
    const failed = await waitForImport(owner.agent, dut.id);
    expect(failed.status).toBe('failed');
    const files = await owner.agent.get(`/api/v1/duts/${dut.id}/files`);
    expect(files.body.items[0].status).toBe('failed');
    expect(files.body.items[0].diagnostics[0].message).toContain(
      'Stopped without finishing on each of its 3 attempts',
    );
    const jobs = await owner.agent.get(`/api/v1/duts/${dut.id}/jobs`);
    expect(jobs.body[0]).toMatchObject({ status: 'failed', attempts: 3 });
  });
});

describe.each(databases)('import limits on $name', (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp(database, jobEnv({ IMPORT_TIMEOUT_MS: '20' }));
  });
  afterAll(() => t?.close());

  it('stops an import past its time limit and explains it on the file, without retrying', async () => {
    const owner = await ownerWithCompany(t, 'dut-timeout');
    const dut = await createDut(owner.agent, { name: 'Slow' });
    await upload(owner.agent, dut.id, [{ name: 'pic_programmer.kicad_pcb', bytes: KICAD }]);
    const failed = await waitForImport(owner.agent, dut.id);
    expect(failed.status).toBe('failed');
    const files = await owner.agent.get(`/api/v1/duts/${dut.id}/files`);
    expect(files.body.items[0]).toMatchObject({ status: 'failed', name: 'pic_programmer.kicad_pcb' });
    expect(files.body.items[0].diagnostics[0]).toMatchObject({
      severity: 'error',
      code: 'dut.import.timeout',
    });
    expect(files.body.items[0].diagnostics[0].message).toContain('time limit');
    const jobs = await owner.agent.get(`/api/v1/duts/${dut.id}/jobs`);
    expect(jobs.body[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });
});
