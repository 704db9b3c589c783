import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  analyzeQuery,
  type CandidatePassage,
  type CorpusStats,
  diversify,
  type IndexedPassage,
  indexPassages,
  queryTerms,
  rankPassages,
} from '@studio/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectDocumentFormat } from '../src/extract/detect-format';
import { extractDocument } from '../src/extract/extract';
import { CONFIDENT_COVERAGE } from '../src/services/knowledge/search-passages';

// The knowledge search's evaluation set (fixtures/knowledge-eval/, docs/benchmarks.md): manuals
// under free licences (licences/ beside them) in five formats — a PDF built by DocBook, HTML from
// Texinfo, Markdown, reStructuredText and a man page as text — and questions in an engineer's words,
// each with the section that answers it, plus questions nothing answers. The documents go through
// the real extraction and indexing; the search is the server's (core analyser and ranking, the
// same two passes) over all of the set's passages in memory instead of the database's candidates.

const DIR = path.resolve(__dirname, 'fixtures/knowledge-eval');
const set = JSON.parse(readFileSync(path.join(DIR, 'questions.json'), 'utf8')) as {
  answerable: { q: string; file: string; heading: string }[];
  unanswerable: string[];
};
const FILES = [...new Set(set.answerable.map((a) => a.file))];

type Passage = IndexedPassage & { id: string; documentId: string; title: string; termSet: Set<string> };

describe('knowledge search evaluation set', () => {
  const passages: Passage[] = [];
  const stats: CorpusStats = { passages: 0, meanLength: 1, df: new Map() };

  beforeAll(async () => {
    let tokens = 0;
    for (const name of FILES) {
      const bytes = new Uint8Array(readFileSync(path.join(DIR, name)));
      const format = detectDocumentFormat(name, bytes);
      if (!format) throw new Error(`${name}: not a format Studio reads`);
      const doc = await extractDocument({ bytes, name, format });
      const index = indexPassages(name, doc.passages);
      for (const p of index.passages)
        passages.push({
          ...p,
          id: `${name}#${p.seq}`,
          documentId: name,
          title: name,
          termSet: new Set(p.terms.split(' ')),
        });
      for (const [term, n] of index.frequencies) stats.df.set(term, (stats.df.get(term) ?? 0) + n);
      tokens += index.termCount;
    }
    stats.passages = passages.length;
    stats.meanLength = tokens / passages.length;
  }, 120_000);

  /** The server's two passes (search-passages.ts) over every passage meeting a clause. */
  function search(question: string, limit = 5) {
    const first = analyzeQuery(question);
    const wide = analyzeQuery(question, { widen: true });
    const candidates = (q: ReturnType<typeof analyzeQuery>): CandidatePassage[] =>
      passages.filter((p) =>
        q.clauses.some(
          (c) =>
            c.terms.some((t) => p.termSet.has(t)) ||
            c.prefixes.some((x) => [...p.termSet].some((t) => t.startsWith(x))),
        ),
      );
    let ranked = rankPassages(first, stats, candidates(first));
    if (ranked.length < limit || (ranked[0]?.coverage ?? 0) < CONFIDENT_COVERAGE) {
      const widened = rankPassages(wide, stats, candidates(wide));
      if ((widened[0]?.coverage ?? 0) > (ranked[0]?.coverage ?? 0) || ranked.length < limit) ranked = widened;
    }
    void queryTerms;
    const picked = diversify(ranked, limit).map((r) => ({
      ...r,
      passage: passages.find((p) => p.id === r.id)!,
    }));
    return { picked, confident: picked.length > 0 && (ranked[0]?.coverage ?? 0) >= CONFIDENT_COVERAGE };
  }

  it('finds the answering section in the top 3 for most questions, and declines what nothing answers', () => {
    const rows: string[] = [];
    let top1 = 0;
    let top3 = 0;
    let answeredConfidently = 0;
    for (const a of set.answerable) {
      const { picked, confident } = search(a.q);
      const rank = picked.findIndex(
        (r) =>
          r.passage.documentId === a.file &&
          r.passage.heading.toLowerCase().includes(a.heading.toLowerCase()),
      );
      if (rank === 0) top1++;
      if (rank >= 0 && rank < 3) top3++;
      if (confident) answeredConfidently++;
      rows.push(
        `${rank >= 0 && rank < 3 ? 'hit ' : 'MISS'} ${rank + 1} ${confident ? 'sure' : 'decl'} ${a.q} → ${picked[0]?.passage.documentId} ${picked[0]?.passage.heading} (${picked[0]?.coverage.toFixed(2)})`,
      );
    }
    let declined = 0;
    for (const q of set.unanswerable) {
      const { picked, confident } = search(q);
      if (!confident) declined++;
      rows.push(
        `${confident ? 'ANSWERED' : 'declined'} ${q} → ${picked[0]?.passage.heading ?? '-'} (${picked[0]?.coverage.toFixed(2) ?? '-'})`,
      );
    }
    const n = set.answerable.length;
    console.log(
      `${rows.join('\n')}\ntop-1 ${top1}/${n}, top-3 ${top3}/${n}, confident ${answeredConfidently}/${n}, declined ${declined}/${set.unanswerable.length}`,
    );
    expect(top3 / n).toBeGreaterThanOrEqual(0.85);
    expect(answeredConfidently / n).toBeGreaterThanOrEqual(0.8);
    expect(declined).toBeGreaterThanOrEqual(set.unanswerable.length - 1);
  });
});
