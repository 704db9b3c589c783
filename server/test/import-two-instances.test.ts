import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dutFile, job } from '../src/db/schema/index';
import { createDut, upload, until } from './duts-support';
import { databases } from './helpers/databases';
import { ownerWithCompany, sameBrowser, startTwoInstances, type TestApp } from './helpers/harness';
import { TOMU } from './test-configs-support';

// Issue 31: with two instances taking import jobs from one queue, 50 concurrent uploads of a DUT's
// board left a file "importing" for ever. An import that had read its DUT before a newer upload
// bumped the import generation marked its files "importing" after the newer import had already
// finished; its own result was then discarded as superseded, and nobody set the files back.
// That interleaving is reproduced deterministically in import-superseded.test.ts (it failed there
// before the fix); this test is the end-to-end check on two instances, which here passed before the
// fix too (the interleaving needs a slow moment between reading the DUT and marking the files).

const postgres = databases.find((d) => d.name === 'postgres');

describe.skipIf(!postgres)('imports on two instances sharing one queue', () => {
  let a: TestApp;
  let b: TestApp;
  let close: () => Promise<void>;
  const queue = `test-two-${randomUUID()}`;
  beforeAll(async () => {
    ({ a, b, close } = await startTwoInstances(postgres!, { JOB_QUEUE: queue, JOB_WORKERS: '2' }));
  }, 120_000);
  afterAll(() => close());

  it('leaves no file and no DUT importing after 50 concurrent uploads spread over both', async () => {
    const owner = await ownerWithCompany(a, 'two-uploads');
    const onB = sameBrowser(owner.agent, b);
    const { id } = await createDut(owner.agent, { name: 'Raced' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        upload(i % 2 === 0 ? owner.agent : onB, id, [{ name: 'tomu.kicad_pcb', bytes: TOMU }]),
      ),
    );
    expect(answers.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    const { db } = a.app.deps;
    await until(async () => {
      const open = await db
        .select({ id: job.id })
        .from(job)
        .where(and(eq(job.queue, queue), inArray(job.status, ['queued', 'running'])));
      return open.length === 0;
    }, 'the import jobs to end');
    const files = await db.select({ status: dutFile.status }).from(dutFile).where(eq(dutFile.dutId, id));
    expect(files).toHaveLength(50);
    const statuses = files.map((f) => f.status);
    expect(statuses.filter((s) => s === 'importing' || s === 'queued')).toEqual([]);
    expect(statuses.filter((s) => s !== 'stored').length).toBe(1);
    const dut = (await owner.agent.get(`/api/v1/duts/${id}`)).body;
    expect(dut.status).toBe('ready');
  }, 300_000);
});
