import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobEnv } from './duts-support';
import { databases } from './helpers/databases';
import { type FakeOpenAi, startFakeOpenAi } from './helpers/fake-openai';
import { ownerWithCompany, startApp, type TestApp } from './helpers/harness';
import { indexedDocuments, SAFETY_HTML, TEST_SPEC_MD, waitForDocument } from './knowledge-support';

// Hybrid retrieval (issue #18) against a fake OpenAI-compatible embeddings endpoint on 127.0.0.1:
// passages are embedded while indexing; a query that shares no word with a passage still finds it by
// meaning; an endpoint that is down leaves documents ready (with a warning) and search keyword-only.

describe.each(databases)('knowledge embeddings on $name', (database) => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let owner: Awaited<ReturnType<typeof ownerWithCompany>>;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await startApp(
      database,
      jobEnv({ EMBEDDINGS_BASE_URL: fake.url, EMBEDDINGS_MODEL: 'fake-embed', EMBEDDINGS_API_KEY: 'k-123' }),
    );
    owner = await ownerWithCompany(t, 'kb-embed');
    await indexedDocuments(owner.agent, [
      { name: 'test-spec.md', bytes: TEST_SPEC_MD },
      { name: 'safety.html', bytes: SAFETY_HTML },
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('embeds the passages while indexing, with the configured model and key', async () => {
    const docs = (await owner.agent.get('/api/v1/knowledge/documents')).body.items;
    expect(docs.map((d: { embedded: boolean; warnings: string[] }) => [d.embedded, d.warnings])).toEqual([
      [true, []],
      [true, []],
    ]);
    const call = fake.requests.find((r) => r.path === '/v1/embeddings')!;
    expect(call.body).toMatchObject({ model: 'fake-embed', encoding_format: 'float' });
    expect(call.headers.authorization).toBe('Bearer k-123');
  });

  it('finds a passage by meaning when no word of the query is in it', async () => {
    const keywordOnly = await owner.agent.get('/api/v1/knowledge/search?q=eyewear');
    expect(keywordOnly.body.mode).toBe('hybrid');
    expect(keywordOnly.body.hits[0]).toMatchObject({ documentName: 'safety.html', heading: 'Lab safety' });
    // Keywords still count: an exact part number stays on top.
    const exact = await owner.agent.get('/api/v1/knowledge/search?q=P100-FC-4');
    expect(exact.body.hits[0].heading).toBe('ACME controller test specification › Probes');
  });

  it('keeps documents ready and search working when the endpoint is down', async () => {
    fake.failEmbeddings(503);
    try {
      const [doc] = await indexedDocuments(owner.agent, [
        { name: 'notes.txt', bytes: 'The goggles are in the cupboard.' },
      ]);
      const done = await waitForDocument(owner.agent, doc!.id);
      expect(done.embedded).toBe(false);
      expect(done.warnings[0]).toMatch(
        /^No embeddings \(.*503.*\): search by meaning leaves this document out/,
      );
      const res = await owner.agent.get('/api/v1/knowledge/search?q=cupboard');
      expect(res.body.mode).toBe('keyword');
      expect(res.body.hits[0].documentName).toBe('notes.txt');
    } finally {
      fake.failEmbeddings(null);
    }
  });
});
