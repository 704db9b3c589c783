import type { LiveEvent } from '@studio/api';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobEnv } from './duts-support';
import { databases } from './helpers/databases';
import { makeDocx, makePdf, makeScannedPdf } from './helpers/documents';
import { addMember, ownerWithCompany, startApp, type TestApp } from './helpers/harness';
import {
  indexedDocuments,
  PARTS_CSV,
  SAFETY_HTML,
  TEST_SPEC_MD,
  uploadDocuments,
  waitForDocument,
} from './knowledge-support';

// The knowledge base (issue #18) through its API: uploads of each format become ready with passages
// that keep page and heading; a scan fails with its reason; search ranks the right passage in the
// top 3; another company never sees any of it; viewers read but do not write; re-index and delete.

const SPEC = 'ACME controller test specification';

describe.each(databases)('knowledge base on $name', (database) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof ownerWithCompany>>;
  let b: Awaited<ReturnType<typeof ownerWithCompany>>;
  const ids: Record<string, string> = {};
  const events: LiveEvent[] = [];

  beforeAll(async () => {
    t = await startApp(database, jobEnv());
    t.app.deps.bus.subscribe((e) => events.push(e));
    a = await ownerWithCompany(t, 'kb-a');
    b = await ownerWithCompany(t, 'kb-b');
    const pdf = await makePdf([
      {
        heading: 'Absolute maximum ratings',
        paragraphs: ['Supply voltage 6 V. Storage temperature from -40 to 125 degrees.'],
      },
      {
        heading: 'Receptacles',
        paragraphs: ['Receptacle R100-2W needs a drill of 1.70 mm in the probe plate.'],
      },
    ]);
    const docx = await makeDocx([
      {
        heading: 'Fixture build notes',
        paragraphs: ['Guide pins go in the two tooling holes near the corners.'],
      },
      { heading: 'Wiring', level: 2, paragraphs: ['Each probe is wired to the interface connector J1.'] },
    ]);
    const docs = await indexedDocuments(a.agent, [
      { name: 'datasheet.pdf', bytes: pdf },
      { name: 'build-notes.docx', bytes: docx },
      { name: 'test-spec.md', bytes: TEST_SPEC_MD },
      { name: 'parts.csv', bytes: PARTS_CSV },
      { name: 'safety.html', bytes: SAFETY_HTML },
      {
        name: 'readme.txt',
        // A Greek mu (U+03BC) in one paragraph and a micro sign (U+00B5) in the other.
        bytes:
          'Studio fixtures are built in the Berlin shop.\n\nShipping takes two days.\n\nThe lid holds a 470 \u03bcF capacitor; its bleeder draws 35 \u00b5A.',
      },
    ]);
    for (const d of docs) ids[d.name] = d.id;
  });
  afterAll(() => t?.close());

  it('indexes each format into passages that keep their page and heading, with live status', async () => {
    const list = await a.agent.get('/api/v1/knowledge/documents?sort=name&order=asc');
    expect(
      list.body.items.map((d: { name: string; status: string; format: string }) => [
        d.name,
        d.format,
        d.status,
      ]),
    ).toEqual([
      ['build-notes.docx', 'docx', 'ready'],
      ['datasheet.pdf', 'pdf', 'ready'],
      ['parts.csv', 'csv', 'ready'],
      ['readme.txt', 'text', 'ready'],
      ['safety.html', 'html', 'ready'],
      ['test-spec.md', 'markdown', 'ready'],
    ]);
    const pdf = (await a.agent.get(`/api/v1/knowledge/documents/${ids['datasheet.pdf']}`)).body;
    expect(pdf).toMatchObject({
      pageCount: 2,
      passageCount: 2,
      error: null,
      warnings: [],
      embedded: false,
      uploadedBy: 'kb-a',
    });
    const passages = (await a.agent.get(`/api/v1/knowledge/documents/${ids['datasheet.pdf']}/passages`)).body;
    expect(passages.items.map((p: { page: number; heading: string }) => [p.page, p.heading])).toEqual([
      [1, 'Absolute maximum ratings'],
      [2, 'Receptacles'],
    ]);
    const docx = (await a.agent.get(`/api/v1/knowledge/documents/${ids['build-notes.docx']}/passages`)).body;
    expect(docx.items.map((p: { heading: string; text: string }) => [p.heading, p.text])).toEqual([
      ['Fixture build notes', 'Guide pins go in the two tooling holes near the corners.'],
      ['Fixture build notes › Wiring', 'Each probe is wired to the interface connector J1.'],
    ]);
    const statuses = events
      .filter((e) => e.type === 'knowledge.document' && e.documentId === ids['datasheet.pdf'])
      .map((e) => (e as { status: string }).status);
    expect(statuses[0]).toBe('queued');
    expect(statuses).toContain('processing');
    expect(statuses.at(-1)).toBe('ready');
  });

  it.each([
    [
      'what does our test spec say about rail tolerances?',
      'test-spec.md',
      `${SPEC} › Power › Rail tolerances`,
    ],
    ['rail tolerance', 'test-spec.md', `${SPEC} › Power › Rail tolerances`],
    ['P100-FC-4', 'test-spec.md', `${SPEC} › Probes`],
    ['P100-FC-4', 'parts.csv', ''],
    ['drill for receptacle R100-2W', 'datasheet.pdf', 'Receptacles'],
    // Part-number families and typos: trigram similarity, where full-text tokens differ.
    ['LM1117', 'test-spec.md', `${SPEC} › Power › Regulators`],
    ['LM1171 regulator', 'test-spec.md', `${SPEC} › Power › Regulators`],
    ['crystal frequency', 'test-spec.md', `${SPEC} › Clocks`],
    ['VDD_CORE sequencing', 'test-spec.md', `${SPEC} › Power › Sequencing`],
    ['tooling holes', 'build-notes.docx', 'Fixture build notes'],
    ['safety glasses', 'safety.html', 'Lab safety'],
  ])('"%s" finds %s (%s) in the top 3', async (q, name, heading) => {
    const res = await a.agent.get(`/api/v1/knowledge/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    if (process.env.KB_DEBUG)
      console.log(
        q,
        JSON.stringify(
          res.body.hits.map((h: { documentName: string; heading: string; score: number }) => [
            h.documentName,
            h.heading,
            h.score,
          ]),
        ),
      );
    const top = res.body.hits
      .slice(0, 3)
      .map((h: { documentName: string; heading: string }) => `${h.documentName} | ${h.heading}`);
    expect(top).toContain(`${name} | ${heading}`);
  });

  it('finds a micro prefix written either way: the micro sign and the Greek mu', async () => {
    // They look the same; a search for "µF" missed a text that wrote "470 μF" (and the reverse).
    for (const q of ['\u00b5F', '\u03bcF', '\u03bcA', '\u00b5A']) {
      const res = await a.agent.get(`/api/v1/knowledge/search?q=${encodeURIComponent(q)}`);
      expect(res.body.hits[0]?.documentName, q).toBe('readme.txt');
    }
  });

  it('meets lengths in other units, thesaurus words and exact identifiers, and says when nothing answers', async () => {
    const search = async (q: string) =>
      (await a.agent.get(`/api/v1/knowledge/search?q=${encodeURIComponent(q)}`)).body;
    // The datasheet says "a drill of 1.70 mm": 67 mil is the same hole.
    const drill = await search('which drill in mil for the R100-2W receptacle? 67 mil');
    expect(drill.hits[0]).toMatchObject({ documentName: 'datasheet.pdf', heading: 'Receptacles' });
    expect(drill.confident).toBe(true);
    // An identifier is one exact term: P75-SP-2 (vias), not P100-FC-4 (test points).
    const probe = await search('P75-SP-2');
    expect(probe.hits[0].snippet.map((p: { text: string }) => p.text).join('')).toContain('P75-SP-2');
    // "testpoints" is the thesaurus' TP, as is "test points".
    expect((await search('crown tip testpoints')).hits[0]).toMatchObject({ documentName: 'test-spec.md' });
    const none = await search('What is the warranty period of the vacuum fixture?');
    expect(none.confident).toBe(false);
    expect(none.hits.every((h: { relevance: number }) => h.relevance < 0.5)).toBe(true);
  });

  it('reads OpenDocument text with its headings, and refuses an empty file as empty', async () => {
    const content = `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:text><text:h text:outline-level="1">Vacuum fixtures</text:h><text:p>The vacuum plate seals with a <text:span>silicone</text:span> gasket.</text:p><text:h text:outline-level="2">Pump</text:h><text:p>The pump holds<text:s text:c="2"/>-0.8 bar.</text:p></office:text></office:body></office:document-content>`;
    const odt = zipSync({
      mimetype: strToU8('application/vnd.oasis.opendocument.text'),
      'content.xml': strToU8(content),
    });
    const [doc] = await indexedDocuments(a.agent, [{ name: 'vacuum.odt', bytes: odt }]);
    const passages = (await a.agent.get(`/api/v1/knowledge/documents/${doc!.id}/passages`)).body;
    expect(passages.items.map((p: { heading: string; text: string }) => [p.heading, p.text])).toEqual([
      ['Vacuum fixtures', 'The vacuum plate seals with a silicone gasket.'],
      ['Vacuum fixtures › Pump', 'The pump holds -0.8 bar.'],
    ]);
    const empty = await uploadDocuments(a.agent, [{ name: 'blank.pdf', bytes: new Uint8Array(0) }]);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('blank.pdf is empty (0 bytes): there is nothing in it to index.');
    await a.agent.delete(`/api/v1/knowledge/documents/${doc!.id}`);
  });

  it('marks the matched words in snippets, and filters by document and format', async () => {
    const res = await a.agent.get('/api/v1/knowledge/search?q=tolerance');
    const hit = res.body.hits[0];
    expect(hit).toMatchObject({ documentName: 'test-spec.md', page: null, format: 'markdown' });
    expect(
      hit.snippet
        .filter((p: { match: boolean }) => p.match)
        .map((p: { text: string }) => p.text.toLowerCase()),
    ).toContain('tolerance');
    const power = await a.agent.get('/api/v1/knowledge/search?q=power');
    expect(new Set(power.body.hits.map((h: { documentName: string }) => h.documentName))).toEqual(
      new Set(['test-spec.md', 'safety.html']),
    );
    const onlyHtml = await a.agent.get('/api/v1/knowledge/search?q=power&format=html');
    expect(onlyHtml.body.hits.map((h: { documentName: string }) => h.documentName)).toEqual(['safety.html']);
    const onlySpec = await a.agent.get(`/api/v1/knowledge/search?q=power&documentId=${ids['test-spec.md']}`);
    expect(new Set(onlySpec.body.hits.map((h: { documentName: string }) => h.documentName))).toEqual(
      new Set(['test-spec.md']),
    );
    const pdfHit = (await a.agent.get('/api/v1/knowledge/search?q=storage%20temperature')).body.hits[0];
    expect(pdfHit).toMatchObject({ documentName: 'datasheet.pdf', page: 1 });
  });

  it("never shows a company's documents to another company", async () => {
    for (const q of ['rail tolerance', 'P100-FC-4', 'LM1117', 'safety'])
      expect((await b.agent.get(`/api/v1/knowledge/search?q=${encodeURIComponent(q)}`)).body.hits).toEqual(
        [],
      );
    expect((await b.agent.get('/api/v1/knowledge/documents')).body.total).toBe(0);
    // Another company's document id as a filter finds nothing either.
    const filtered = await b.agent.get(`/api/v1/knowledge/search?q=power&documentId=${ids['test-spec.md']}`);
    expect(filtered.body.hits).toEqual([]);
    expect((await b.agent.get(`/api/v1/knowledge/documents/${ids['test-spec.md']}/passages`)).status).toBe(
      404,
    );
  });

  it('lets a viewer read and search but not upload, re-index or delete', async () => {
    const viewer = await addMember(t, a.agent, 'kb-viewer', 'viewer');
    expect((await viewer.agent.get('/api/v1/knowledge/search?q=tolerance')).body.hits.length).toBeGreaterThan(
      0,
    );
    expect((await uploadDocuments(viewer.agent, [{ name: 'x.txt', bytes: 'x' }])).status).toBe(403);
    expect((await viewer.agent.post(`/api/v1/knowledge/documents/${ids['readme.txt']}/reindex`)).status).toBe(
      403,
    );
    expect((await viewer.agent.delete(`/api/v1/knowledge/documents/${ids['readme.txt']}`)).status).toBe(403);
    const download = await viewer.agent.get(`/api/v1/knowledge/documents/${ids['readme.txt']}/download`);
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toContain('readme.txt');
  });

  it('fails a scanned PDF with the reason, and re-indexes on request', async () => {
    const res = await uploadDocuments(a.agent, [{ name: 'scan.pdf', bytes: await makeScannedPdf(2) }]);
    const failed = await waitForDocument(a.agent, res.body.documents[0].id);
    expect(failed).toMatchObject({ status: 'failed', passageCount: 0 });
    expect(failed.error).toMatch(/^scan\.pdf has no text layer: its 2 pages are images only/);
    const again = await a.agent.post(`/api/v1/knowledge/documents/${failed.id}/reindex`);
    expect(again.status).toBe(202);
    expect(again.body.status).toBe('queued');
    expect((await waitForDocument(a.agent, failed.id)).status).toBe('failed');
    // A ready document re-indexed stays searchable and ends ready again.
    await a.agent.post(`/api/v1/knowledge/documents/${ids['readme.txt']}/reindex`);
    expect((await waitForDocument(a.agent, ids['readme.txt']!)).status).toBe('ready');
    expect((await a.agent.get('/api/v1/knowledge/search?q=Berlin%20shop')).body.hits[0].documentName).toBe(
      'readme.txt',
    );
  });

  it('refuses a file that is not a document, naming it, and keeps nothing of the request', async () => {
    const before = (await a.agent.get('/api/v1/knowledge/documents')).body.total;
    const res = await uploadDocuments(a.agent, [
      { name: 'fine.txt', bytes: 'fine' },
      { name: 'board.kicad_pcb', bytes: '(kicad_pcb (version 20211014))' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(
      /^board\.kicad_pcb is not a document Studio can index: upload PDF, DOCX/,
    );
    expect((await a.agent.get('/api/v1/knowledge/documents')).body.total).toBe(before);
  });

  it('deletes a document with its passages and its file', async () => {
    const [doc] = await indexedDocuments(a.agent, [
      { name: 'gone.txt', bytes: 'The zebra probe is obsolete.' },
    ]);
    const { sha256 } = (await a.agent.get(`/api/v1/knowledge/documents/${doc!.id}`)).body;
    expect((await a.agent.get('/api/v1/knowledge/search?q=zebra')).body.hits).toHaveLength(1);
    expect((await a.agent.delete(`/api/v1/knowledge/documents/${doc!.id}`)).status).toBe(204);
    expect((await a.agent.get('/api/v1/knowledge/search?q=zebra')).body.hits).toEqual([]);
    expect((await a.agent.get(`/api/v1/knowledge/documents/${doc!.id}`)).status).toBe(404);
    expect(await t.app.deps.storage.exists(sha256)).toBe(false);
  });
});

describe.each(databases)('knowledge limits on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(database, jobEnv({ MAX_KNOWLEDGE_BYTES: '2000', EXTRACT_TIMEOUT_MS: '1' }));
  });
  afterAll(() => t?.close());

  it("refuses what passes the company's space with 413, and stops an extraction at its time limit", async () => {
    const owner = await ownerWithCompany(t, 'kb-limits');
    const big = await uploadDocuments(owner.agent, [{ name: 'big.txt', bytes: 'x '.repeat(1500) }]);
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(
      /^big\.txt does not fit: your company's documents may add up to 2.0 KB and 2.0 KB are left/,
    );
    const small = await uploadDocuments(owner.agent, [{ name: 'small.txt', bytes: 'some words' }]);
    expect(small.status).toBe(201);
    const done = await waitForDocument(owner.agent, small.body.documents[0].id);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(
      /^Reading the document stopped after \d+ ms \(the time limit\)\. .*EXTRACT_TIMEOUT_MS/,
    );
  });
});
