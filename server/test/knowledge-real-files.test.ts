import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobEnv } from './duts-support';
import { databases } from './helpers/databases';
import { ownerWithCompany, startApp, type TestApp } from './helpers/harness';
import { indexedDocuments } from './knowledge-support';

// Search over files LibreOffice wrote (fixtures/documents/README.md): an engineer's question finds
// the passage of the test specification that answers it in the top 3, in the PDF and in the DOCX,
// and the Constitution excerpt's clauses by their words — through upload, the extraction job and
// the index, on each database.

const FIXTURES = path.resolve(__dirname, 'fixtures/documents');
const FILES = [
  'fixture-test-spec.pdf',
  'fixture-test-spec.docx',
  'constitution-excerpt.pdf',
  'constitution-excerpt.docx',
];
const TITLE = 'MC-220 Fixture Test Specification';

describe.each(databases)('search over real documents on $name', (database) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startApp(database, jobEnv());
    owner = await ownerWithCompany(t, 'kb-real');
    const docs = await indexedDocuments(
      owner.agent,
      FILES.map((name) => ({ name, bytes: new Uint8Array(readFileSync(path.join(FIXTURES, name))) })),
    );
    for (const d of docs) ids[d.name] = d.id;
  });
  afterAll(() => t?.close());

  it('indexes each file without warnings, PDFs with their pages', async () => {
    for (const [name, pages] of [
      ['fixture-test-spec.pdf', 3],
      ['fixture-test-spec.docx', null],
      ['constitution-excerpt.pdf', 2],
      ['constitution-excerpt.docx', null],
    ] as const)
      expect((await owner.agent.get(`/api/v1/knowledge/documents/${ids[name]}`)).body).toMatchObject({
        status: 'ready',
        pageCount: pages,
        warnings: [],
      });
  });

  it.each([
    ['what does our test spec say about rail tolerances?', '2 Power rails › 2.1 Rail tolerances'],
    ['VREF_ADC tolerance', '2 Power rails › 2.1 Rail tolerances'],
    ['which probe for vias?', '3 Probes and receptacles'],
    ['guide pins and tooling holes', '4 Fixture mechanics'],
    ['in what order do the tests run', '5 Test sequence'],
  ])('"%s" finds the specification’s %s in the top 3, in the PDF and in the DOCX', async (q, heading) => {
    for (const [file, path] of [
      ['fixture-test-spec.pdf', `${TITLE} › ${heading}`],
      ['fixture-test-spec.docx', heading],
    ] as const) {
      const res = await owner.agent.get(
        `/api/v1/knowledge/search?q=${encodeURIComponent(q)}&documentId=${ids[file]}`,
      );
      expect(res.status).toBe(200);
      const top = res.body.hits.slice(0, 3).map((h: { heading: string }) => h.heading);
      expect(top, `${file}: ${JSON.stringify(top)}`).toContain(path);
    }
  });

  it('ranks the specification first among all documents for the rail question, with its page', async () => {
    const q = 'what does our test spec say about rail tolerances?';
    const hits = (await owner.agent.get(`/api/v1/knowledge/search?q=${encodeURIComponent(q)}`)).body.hits;
    expect(hits.slice(0, 3).map((h: { documentName: string }) => h.documentName)).toContain(
      'fixture-test-spec.pdf',
    );
    const pdfHit = hits.find((h: { documentName: string }) => h.documentName === 'fixture-test-spec.pdf');
    expect(pdfHit).toMatchObject({ page: 1, heading: `${TITLE} › 2 Power rails › 2.1 Rail tolerances` });
  });

  it('finds a clause of the Constitution by its words, with its page', async () => {
    const q = 'who chooses the Speaker of the House';
    const hits = (await owner.agent.get(`/api/v1/knowledge/search?q=${encodeURIComponent(q)}`)).body.hits;
    const top = hits
      .slice(0, 3)
      .map((h: { documentName: string; page: number | null; heading: string }) => [
        h.documentName,
        h.page,
        h.heading,
      ]);
    expect(top).toContainEqual(['constitution-excerpt.pdf', 2, 'Article I › Section 2']);
    expect(top).toContainEqual(['constitution-excerpt.docx', null, 'Article I › Section 2']);
  });
});
