// Knowledge search under load (issue 28, decision 0062). One Studio server in this process (PGlite
// in a fresh data folder, or the PostgreSQL database given), one signed-in member of a company:
//   1. 50 000 passages (50 documents of 1 000, text drawn from the words of the evaluation set's
//      manuals with a Zipf-like skew, identifiers and quantities among them) are indexed as the
//      extraction job indexes them (core indexPassages) and written straight to the tables;
//   2. search latency over HTTP for 100 questions of 2–8 words (p50, p95, max; the slowest named);
//   3. GET /api/health latency, one request every 20 ms, while the slowest question is searched over
//      and over (4 at a time), and while a 20 MB text document is uploaded and indexed.
// Figures go to docs/benchmarks.md with the machine, date and load.
//
//   node --import tsx bench/src/knowledge-search-bench.ts [--database-url postgres://…/empty_db]
//        [--passages 50000] [--document-mb 20]
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { indexPassages, KNOWLEDGE_INDEX_VERSION, type PassageDraft } from '@studio/core';
import { buildApp, createUser, loadConfig } from '@studio/server';
import { sql } from 'drizzle-orm';
import { BENCH_PASSWORD, signInSession } from './server/bench-session';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A small deterministic generator (mulberry32): the same corpus every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function vocabulary(): string[] {
  const dir = path.join(repoRoot, 'server/test/fixtures/knowledge-eval');
  const words = new Set<string>();
  for (const name of readdirSync(dir))
    if (/\.(md|rst|txt|html)$/.test(name))
      for (const w of readFileSync(path.join(dir, name), 'utf8').match(/[A-Za-z][A-Za-z-]{2,14}/g) ?? [])
        words.add(w.toLowerCase());
  return [...words];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const summary = (ms: number[]) =>
  `n ${ms.length}, p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms, p99 ${percentile(ms, 99).toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms`;

async function main() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      passages: { type: 'string', default: '50000' },
      'document-mb': { type: 'string', default: '20' },
    },
  });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-kb-bench-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    RATE_LIMIT_AUTH_MAX: '100000',
    HOUSEKEEPING_INTERVAL_MINUTES: '0',
    IMPORT_PREWARM: '0',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
  });
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const database = values['database-url'] ? 'PostgreSQL' : 'PGlite';
  try {
    const deps = app.deps;
    const email = `kb-bench-${randomUUID().slice(0, 8)}@example.com`;
    const password = BENCH_PASSWORD;
    await createUser(deps.auth, { email, password, name: 'Bench', verified: true });
    const { cookie } = await signInSession(url, email, password);
    const headers = { cookie, origin: url, 'content-type': 'application/json' };
    const company = (await (
      await fetch(`${url}/api/v1/companies`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Knowledge Bench' }),
      })
    ).json()) as { id: string };

    // 1. The corpus.
    const words = vocabulary();
    const rand = random(28);
    const word = () => words[Math.floor(words.length * rand() ** 3)]!;
    const total = Number(values.passages);
    const perDocument = 1000;
    const started = performance.now();
    for (let d = 0; d * perDocument < total; d++) {
      const drafts: PassageDraft[] = [];
      for (let s = 0; s < Math.min(perDocument, total - d * perDocument); s++) {
        const n = 60 + Math.floor(rand() * 100);
        const text = Array.from({ length: n }, (_, i) =>
          i % 37 === 5
            ? `TP${Math.floor(rand() * 400)}`
            : i % 41 === 7
              ? `${(rand() * 2).toFixed(2)} mm`
              : word(),
        ).join(' ');
        drafts.push({ seq: s, page: Math.floor(s / 4) + 1, heading: `${word()} ${word()}`, text });
      }
      const name = `manual-${d}.pdf`;
      const index = indexPassages(name, drafts);
      const documentId = randomUUID();
      await deps.db.execute(sql`insert into knowledge_document (id, company_id, name, format, size_bytes, sha256, status, generation, live_generation, passage_count, char_count, term_count, index_version)
        values (${documentId}, ${company.id}, ${name}, 'pdf', 1, ${'0'.repeat(64)}, 'ready', 1, 1, ${index.passages.length}, 0, ${index.termCount}, ${KNOWLEDGE_INDEX_VERSION})`);
      for (let i = 0; i < index.passages.length; i += 250)
        await deps.db.execute(
          sql`insert into knowledge_passage (id, document_id, company_id, generation, seq, page, heading, text, tsv) values ${sql.join(
            index.passages
              .slice(i, i + 250)
              .map(
                (p) =>
                  sql`(${randomUUID()}, ${documentId}, ${company.id}, 1, ${p.seq}, ${p.page}, ${p.heading}, ${p.text}, array_to_tsvector(string_to_array(${p.terms}::text, ' ')))`,
              ),
            sql`, `,
          )}`,
        );
      for (let i = 0; i < index.frequencies.length; i += 1000)
        await deps.db.execute(
          sql`insert into knowledge_term (document_id, company_id, term, passages) values ${sql.join(
            index.frequencies
              .slice(i, i + 1000)
              .map(([term, n]) => sql`(${documentId}, ${company.id}, ${term}, ${n})`),
            sql`, `,
          )}`,
        );
    }
    if (database === 'PostgreSQL') await deps.db.execute(sql`analyze`);
    console.log(`# corpus: ${total} passages in ${((performance.now() - started) / 1000).toFixed(0)} s`);

    // 2. Search latency.
    const search = async (q: string) => {
      const t0 = performance.now();
      const res = await fetch(`${url}/api/v1/knowledge/search?q=${encodeURIComponent(q)}&limit=10`, {
        headers,
      });
      if (!res.ok) throw new Error(`search ${res.status}: ${await res.text()}`);
      await res.json();
      return performance.now() - t0;
    };
    const questions = Array.from({ length: 100 }, (_, i) => {
      const n = 2 + (i % 7);
      const q = Array.from({ length: n }, () => word());
      if (i % 10 === 3) q.push(`TP${i}`);
      if (i % 10 === 6) q.push('0.18 mm');
      return q.join(' ');
    });
    for (const q of questions.slice(0, 10)) await search(q); // warm-up
    const timings: { q: string; ms: number }[] = [];
    for (const [i, q] of questions.entries()) {
      timings.push({ q, ms: await search(q) });
      if (i % 20 === 19) console.log(`  ${i + 1} searches, last ${timings.at(-1)!.ms.toFixed(0)} ms`);
    }
    const slowest = timings.reduce((a, b) => (b.ms > a.ms ? b : a));
    const load1 = os.loadavg()[0]!;
    console.log(
      `# ${new Date().toISOString()} ${os.cpus().length} cores (${os.cpus()[0]?.model}), ${database}, 1-min load ${load1.toFixed(1)}`,
    );
    console.log(
      `search over ${total} passages: ${summary(timings.map((t) => t.ms))}; slowest "${slowest.q}"`,
    );

    // 3. /api/health while the slowest question runs, and while a big document is indexed.
    const health = async (until: () => boolean) => {
      const ms: number[] = [];
      while (!until()) {
        const t0 = performance.now();
        await fetch(`${url}/api/health`);
        ms.push(performance.now() - t0);
        await sleep(20);
      }
      return ms;
    };
    let stop = false;
    const hammer = Array.from({ length: 4 }, async () => {
      while (!stop) await search(slowest.q);
    });
    setTimeout(() => {
      stop = true;
    }, 10_000);
    const duringSearch = await health(() => stop);
    await Promise.all(hammer);
    console.log(`/api/health while the slowest search runs (4 at a time, 10 s): ${summary(duringSearch)}`);

    const mb = Number(values['document-mb']);
    const line = () => Array.from({ length: 12 }, () => word()).join(' ');
    const paragraphs: string[] = [];
    let size = 0;
    while (size < mb * 1024 * 1024) {
      const p = `${line()}. ${line()}. ${line()}.`;
      paragraphs.push(p);
      size += p.length + 2;
    }
    const body = new FormData();
    body.append('files', new Blob([paragraphs.join('\n\n')], { type: 'text/plain' }), 'big-manual.txt');
    let done = false;
    const watching = health(() => done);
    const t0 = performance.now();
    const uploaded = (await (
      await fetch(`${url}/api/v1/knowledge/documents`, {
        method: 'POST',
        headers: { cookie, origin: url },
        body,
      })
    ).json()) as { documents: { id: string }[] };
    const id = uploaded.documents[0]!.id;
    let status = '';
    while (status !== 'ready' && status !== 'failed') {
      await sleep(250);
      status = (
        (await (await fetch(`${url}/api/v1/knowledge/documents/${id}`, { headers })).json()) as {
          status: string;
        }
      ).status;
    }
    done = true;
    const duringIndexing = await watching;
    console.log(
      `/api/health while a ${mb} MB text is uploaded and indexed (${status} in ${((performance.now() - t0) / 1000).toFixed(1)} s): ${summary(duringIndexing)}`,
    );
    console.log(`# 1-min load after: ${os.loadavg()[0]!.toFixed(1)}`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
