import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client';
import { dut, dutFile } from '../src/db/schema/index';
import type { Job, JobContext } from '../src/jobs/types';
import type { ImportJobPayload } from '../src/services/duts/import-job';
import { createImportHandler } from '../src/services/duts/run-import';
import { createDut, jobEnv, upload } from './duts-support';
import { databases } from './helpers/databases';
import { ownerWithCompany, startApp, type TestApp } from './helpers/harness';
import { TOMU } from './test-configs-support';

// Issue 31: with two instances, one file of 50 concurrent uploads stayed "importing" for ever. The
// interleaving, made deterministic here: import 1 reads its DUT; a newer upload queues import 2,
// which runs and finishes; only then does import 1 mark its files "importing". Its result is
// discarded as superseded, so nothing ever set them back. (The jobs run by hand here: the runner
// claims nothing, JOB_WORKERS=0.)

describe.each(databases)('an import superseded before it starts on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(database, jobEnv({ JOB_WORKERS: '0' }));
  }, 120_000);
  afterAll(() => t?.close());

  const ctxFor = (t: TestApp): JobContext =>
    ({
      signal: new AbortController().signal,
      progress: async () => undefined,
      commit: (apply: (tx: Tx) => Promise<unknown>) => t.app.deps.db.transaction(apply),
    }) as JobContext;
  const jobOf = (dutId: string, generation: number) =>
    ({ payload: { dutId, generation } }) as Job<ImportJobPayload>;

  it('does not mark files importing once a newer import has finished', async () => {
    const owner = await ownerWithCompany(t, 'superseded');
    const { id } = await createDut(owner.agent, { name: 'Raced' });
    expect((await upload(owner.agent, id, [{ name: 'tomu.kicad_pcb', bytes: TOMU }])).status).toBe(201);
    const [first] = await t.app.deps.db.select().from(dut).where(eq(dut.id, id));

    // Import 1 stops at its first transaction (where it marks the files) until released.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const atGate = new Promise<void>((resolve) => (reached = resolve));
    const { db } = t.app.deps;
    const gatedDb = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== 'transaction') return Reflect.get(target, key, receiver);
        return async (...args: Parameters<typeof db.transaction>) => {
          reached();
          await gate;
          return target.transaction(...args);
        };
      },
    });
    const slow = createImportHandler({ ...t.app.deps, log: t.app.log, db: gatedDb }).run(
      jobOf(id, first!.importGeneration),
      ctxFor(t),
    );
    await atGate;

    // A newer upload, and its import, run to the end meanwhile.
    expect((await upload(owner.agent, id, [{ name: 'tomu.kicad_pcb', bytes: TOMU }])).status).toBe(201);
    const [second] = await db.select().from(dut).where(eq(dut.id, id));
    expect(second!.importGeneration).toBe(first!.importGeneration + 1);
    await createImportHandler({ ...t.app.deps, log: t.app.log }).run(
      jobOf(id, second!.importGeneration),
      ctxFor(t),
    );

    release();
    await slow;
    const files = await db.select({ status: dutFile.status }).from(dutFile).where(eq(dutFile.dutId, id));
    expect(files.map((f) => f.status).sort()).toEqual(['ready', 'stored']);
    expect((await owner.agent.get(`/api/v1/duts/${id}`)).body.status).toBe('ready');
  }, 120_000);
});
