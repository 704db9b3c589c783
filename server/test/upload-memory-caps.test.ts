import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDut, jobEnv, until, upload } from './duts-support';
import { databases } from './helpers/databases';
import { flatePdf } from './helpers/flate-pdf';
import { ownerWithCompany, startApp, type TestApp } from './helpers/harness';
import { uploadDocuments, waitForDocument } from './knowledge-support';

// Decompressed sizes capped per format (issue 31, decision 0072), through the API and the job
// workers: a zip whose STEP model expands past STEP_MAX_MB, and a PDF whose flate stream decodes past
// a quarter of EXTRACT_MEMORY_MB, each fail at once with a message naming the file and the limit.

describe.each(databases)('decompressed size caps on $name', (database) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof ownerWithCompany>>;

  beforeAll(async () => {
    t = await startApp(database, jobEnv({ STEP_MAX_MB: '1', EXTRACT_MEMORY_MB: '256' }));
    owner = await ownerWithCompany(t, 'memory-caps');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('fails a zipped STEP model over STEP_MAX_MB, naming the model and the limit', async () => {
    const dut = (await createDut(owner.agent, { name: 'Big model' })) as { id: string };
    // 3 MB of a STEP file (its header, then comments): far over the 1 MB limit, ~10 KB zipped.
    const step = `ISO-10303-21;\nHEADER;\nENDSEC;\nDATA;\n${'/* padding of a large model */\n'.repeat(100_000)}ENDSEC;\nEND-ISO-10303-21;\n`;
    const res = await upload(owner.agent, dut.id, [
      { name: 'model.zip', bytes: zipSync({ 'board.step': new TextEncoder().encode(step) }) },
    ]);
    expect(res.status).toBe(201);
    const reading = await until(async () => {
      const [first] = (await owner.agent.get(`/api/v1/duts/${dut.id}/step-models`)).body.items as {
        status: string;
        error: string | null;
      }[];
      return first && (first.status === 'failed' || first.status === 'ready') ? first : null;
    }, 'the STEP reading');
    expect(reading.status).toBe('failed');
    expect(reading.error).toMatch(
      /^model\.zip\/board\.step declares 3 MB, more than the 1 MB a STEP model may have \(STEP_MAX_MB\): it is not read\./,
    );
  }, 240_000);

  it('fails a PDF whose compressed content decodes past a quarter of EXTRACT_MEMORY_MB, and reads a small one', async () => {
    const res = await uploadDocuments(owner.agent, [
      { name: 'bomb.pdf', bytes: flatePdf(80 * 1024 * 1024) },
      { name: 'fine.pdf', bytes: flatePdf(1024, 'Receptacle R100-2W needs a drill of 1.70 mm.') },
    ]);
    expect(res.status).toBe(201);
    const [bomb, fine] = res.body.documents as { id: string }[];
    const failed = await waitForDocument(owner.agent, bomb!.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(
      /^bomb\.pdf is too large to read: its compressed content expands to more than 64 MB \(the limit of one document, a quarter of EXTRACT_MEMORY_MB\), past it at object 4 0\./,
    );
    const read = await waitForDocument(owner.agent, fine!.id);
    expect(read.error).toBeNull();
    expect(read.status).toBe('ready');
  }, 240_000);
});
