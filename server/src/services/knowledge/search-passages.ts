import type { DocumentFormat, SearchHit, SearchResult, SnippetPart } from '@studio/api';
import {
  type AnalysedCandidates,
  type AnalyzedQuery,
  analyze,
  analyzeQuery,
  type CandidatePassage,
  type CorpusStats,
  diversify,
  queryTerms,
  quoteSentences,
  type RankedPassage,
  rankPassages,
} from '@studio/core';
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Embedder } from '../../ai/embeddings';
import type { Tx } from '../../db/client';
import { knowledgeDocument, knowledgePassage, knowledgeTerm } from '../../db/schema/index';
import type { ServiceDeps } from '../context';

// Knowledge-base search (decision 0062, after 0022). Passages are indexed with core's analyser
// (stems, exact identifiers, thesaurus and quantity terms) as lexemes of a tsvector; a question is
// analysed the same way into clauses. The database finds candidates through the GIN index, ordered
// by the inverse-document-frequency weight of the clauses they meet (frequencies from
// knowledge_term); core ranks them (BM25F over title, heading and text, phrase and proximity
// bonuses, coverage of the question) and picks across documents. A question that finds little is
// searched again widened (stems as prefixes, identifiers by their parts). With an embeddings
// endpoint, the nearest passages by meaning join in through reciprocal-rank fusion. Every query runs
// with a statement timeout (PostgreSQL) and a capped number of terms and candidates.

export interface SearchOptions {
  documentIds?: string[];
  format?: DocumentFormat;
  limit: number;
  embedder?: Embedder | null;
  signal?: AbortSignal;
  /** Also answer each hit's whole text (the assistant quotes passages, not snippets). */
  withText?: boolean;
}

export interface FoundPassages extends SearchResult {
  /** passage id → text, when asked for `withText`. */
  texts: Map<string, string>;
  /** The analysed question (the chat quotes the sentences matching it). */
  query: AnalyzedQuery;
}

/**
 * The share of the question (by inverse document frequency) the best passage must hold for the
 * documents to be taken as answering it; calibrated on the evaluation set (docs/benchmarks.md).
 */
export const CONFIDENT_COVERAGE = 0.5;
/** Reciprocal-rank fusion's constant (Cormack et al. 2009). */
const RRF_K = 60;
/** Candidates the database hands to the ranking (first pass; the widened pass adds half as many). */
const CANDIDATES = 80;
/** Matching rows looked at for candidates, at most (a question of only common words). */
const SCAN_CAP = 5_000;
/** A clause in more than this share of passages does not select candidates (it still scores). */
const COMMON_SHARE = 0.2;
/** Statement timeout of a search's queries (PostgreSQL; PGlite runs one statement at a time). */
const STATEMENT_TIMEOUT_MS = 3000;

/** A term as a tsquery operand: quoted, verbatim (the analyser made it; no parsing again). */
const lexeme = (term: string) => `'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

function clauseQuery(clause: AnalyzedQuery['clauses'][number]): string {
  const parts = [...clause.terms.map(lexeme), ...clause.prefixes.map((p) => `${lexeme(p)}:*`)];
  return parts.length === 1 ? parts[0]! : `(${parts.join(' | ')})`;
}

export async function searchPassages(
  deps: Pick<ServiceDeps, 'db'>,
  companyId: string,
  question: string,
  options: SearchOptions,
): Promise<FoundPassages> {
  const first = analyzeQuery(question);
  let query = first;
  let mode: SearchResult['mode'] = 'keyword';
  const { ranked, candidates } = await deps.db.transaction(async (tx) => {
    await limitStatements(tx);
    if (first.clauses.length === 0) return { ranked: [], candidates: new Map<string, Candidate>() };
    const wide = analyzeQuery(question, { widen: true });
    const stats = await corpusStats(tx, companyId, [...queryTerms(first), ...queryTerms(wide)]);
    const found = await fetchCandidates(tx, companyId, first, stats, options);
    const analysed: AnalysedCandidates = new Map();
    let ranking = rankPassages(first, stats, [...found.values()], analysed);
    if (ranking.length < options.limit || (ranking[0]?.coverage ?? 0) < CONFIDENT_COVERAGE) {
      // Widened second pass: stems as prefixes ("calibr" finds "calibration"), identifier parts.
      const more = await fetchCandidates(tx, companyId, wide, stats, options, CANDIDATES / 2);
      for (const [id, c] of more) found.set(id, c);
      const widened = rankPassages(wide, stats, [...found.values()], analysed);
      if ((widened[0]?.coverage ?? 0) > (ranking[0]?.coverage ?? 0) || ranking.length < options.limit) {
        ranking = widened;
        query = wide;
      }
    }
    return { ranked: ranking, candidates: found };
  });

  let picked: RankedPassage[] = diversify(ranked, options.limit);
  if (options.embedder) {
    const semantic = await semanticRanking(deps, options.embedder, question, companyId, options);
    if (semantic) {
      const byId = new Map(ranked.map((r) => [r.id, r]));
      const fused = fuse([diversify(ranked, CANDIDATES).map((r) => r.id), semantic.map((s) => s.id)]);
      picked = fused
        .slice(0, options.limit)
        .map((id) => byId.get(id) ?? { id, documentId: '', score: 0, coverage: 0 });
      for (const s of semantic) if (!candidates.has(s.id)) candidates.set(s.id, s);
      mode = 'hybrid';
    }
  }
  const texts = new Map<string, string>();
  const hits: SearchHit[] = [];
  for (const r of picked) {
    const c = candidates.get(r.id);
    if (!c) continue;
    if (options.withText) texts.set(c.id, c.text);
    hits.push({
      passageId: c.id,
      documentId: c.documentId,
      documentName: c.title,
      format: c.format as DocumentFormat,
      seq: c.seq,
      page: c.page,
      heading: c.heading,
      snippet: snippetOf(c.text, query),
      score: Math.round(r.score * 1e4) / 1e4,
      relevance: Math.round(r.coverage * 1e3) / 1e3,
    });
  }
  const best = ranked[0]?.coverage ?? 0;
  return { hits, mode, texts, query, confident: hits.length > 0 && best >= CONFIDENT_COVERAGE };
}

/** PostgreSQL: a search never holds a connection longer than the statement timeout. */
async function limitStatements(tx: Tx) {
  await tx.execute(sql.raw(`set local statement_timeout = ${STATEMENT_TIMEOUT_MS}`));
}

interface Candidate extends CandidatePassage {
  format: string;
  page: number | null;
}

/** Passages of the company, their mean length and the frequencies of the question's terms. */
async function corpusStats(tx: Tx, companyId: string, terms: string[]): Promise<CorpusStats> {
  const [totals] = await tx
    .select({
      passages: sql<number>`coalesce(sum(${knowledgeDocument.passageCount}), 0)`.mapWith(Number),
      tokens: sql<number>`coalesce(sum(${knowledgeDocument.termCount}), 0)`.mapWith(Number),
    })
    .from(knowledgeDocument)
    .where(eq(knowledgeDocument.companyId, companyId));
  const unique = [...new Set(terms)];
  const rows =
    unique.length === 0
      ? []
      : await tx
          .select({
            term: knowledgeTerm.term,
            passages: sql<number>`sum(${knowledgeTerm.passages})`.mapWith(Number),
          })
          .from(knowledgeTerm)
          .where(and(eq(knowledgeTerm.companyId, companyId), inArray(knowledgeTerm.term, unique)))
          .groupBy(knowledgeTerm.term);
  const passages = totals?.passages ?? 0;
  return {
    passages,
    meanLength: passages > 0 ? (totals?.tokens ?? 0) / passages : 1,
    df: new Map(rows.map((r) => [r.term, r.passages])),
  };
}

function scopeFilters(companyId: string, options: Pick<SearchOptions, 'documentIds' | 'format'>): SQL[] {
  // Only the live generation: an indexing in progress writes its passages before they count.
  const filters: SQL[] = [
    eq(knowledgePassage.companyId, companyId),
    eq(knowledgePassage.generation, knowledgeDocument.liveGeneration),
  ];
  if (options.documentIds?.length) filters.push(inArray(knowledgePassage.documentId, options.documentIds));
  if (options.format) filters.push(eq(knowledgeDocument.format, options.format));
  return filters;
}

/**
 * Candidates: passages meeting any selective clause, best by the summed weight of the clauses they
 * meet. Clauses found in most passages (after the rarer ones) only score.
 */
async function fetchCandidates(
  tx: Tx,
  companyId: string,
  query: AnalyzedQuery,
  stats: CorpusStats,
  options: SearchOptions,
  limit = CANDIDATES,
): Promise<Map<string, Candidate>> {
  const weighted = query.clauses.map((clause) => {
    const df = clause.terms.reduce((s, t) => s + (stats.df.get(t) ?? 0), 0);
    const w = Math.log(1 + (stats.passages - df + 0.5) / (df + 0.5));
    return { clause, df, w: Math.max(0.01, w) * clause.weight };
  });
  const selective = selectiveClauses(weighted, stats.passages);
  const any = selective.map((c) => clauseQuery(c.clause)).join(' | ');
  const score = sql.join(
    weighted.map(
      (c) => sql`${c.w}::real * (${knowledgePassage.tsv} @@ ${clauseQuery(c.clause)}::tsquery)::int`,
    ),
    sql` + `,
  );
  // Scored in the scan that finds them (at most SCAN_CAP rows), best first; only the best ones'
  // texts are then read, by key (never the texts of every matching row).
  const matching = tx
    .select({
      id: knowledgePassage.id,
      documentId: knowledgePassage.documentId,
      seq: knowledgePassage.seq,
      score: sql<number>`${score}`.as('score'),
    })
    .from(knowledgePassage)
    .innerJoin(knowledgeDocument, eq(knowledgeDocument.id, knowledgePassage.documentId))
    .where(and(...scopeFilters(companyId, options), sql`${knowledgePassage.tsv} @@ ${any}::tsquery`))
    .limit(SCAN_CAP)
    .as('matching');
  const best = await tx
    .select({ id: matching.id })
    .from(matching)
    .orderBy(sql`${matching.score} desc`, matching.documentId, matching.seq)
    .limit(limit);
  if (best.length === 0) return new Map();
  const rows = await tx
    .select({
      id: knowledgePassage.id,
      documentId: knowledgePassage.documentId,
      seq: knowledgePassage.seq,
      page: knowledgePassage.page,
      heading: knowledgePassage.heading,
      text: knowledgePassage.text,
      title: knowledgeDocument.name,
      format: knowledgeDocument.format,
    })
    .from(knowledgePassage)
    .innerJoin(knowledgeDocument, eq(knowledgeDocument.id, knowledgePassage.documentId))
    .where(
      and(
        eq(knowledgePassage.companyId, companyId),
        inArray(
          knowledgePassage.id,
          best.map((r) => r.id),
        ),
      ),
    );
  const order = new Map(best.map((r, i) => [r.id, i]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The clauses that pick candidates, rarest first: the two rarest, every clause in at most
 * `COMMON_SHARE` of the passages and every widened (prefix) clause — but no clause that would take
 * the rows to look at past `SCAN_CAP` once a clause that occurs at all is in. The rows looked at are
 * then every passage holding the question's rarest words, not the first `SCAN_CAP` of a common
 * word's passages in table order (on 50 000 passages a question with "probe" in 15 % of them scanned
 * 33 000 rows and scored 5 000 arbitrary ones); the other clauses still score.
 */
export function selectiveClauses<C extends { df: number; clause: { prefixes: readonly string[] } }>(
  weighted: readonly C[],
  passages: number,
): C[] {
  const out: C[] = [];
  let rows = 0;
  for (const [i, c] of [...weighted].sort((a, b) => a.df - b.df).entries()) {
    if (!(i < 2 || c.df <= COMMON_SHARE * passages || c.clause.prefixes.length > 0)) continue;
    if (rows > 0 && Math.min(passages, rows + c.df) > SCAN_CAP) continue;
    out.push(c);
    rows += c.df;
  }
  return out;
}

/** Passages nearest to the query by embedding (dot product of unit vectors = cosine); null when unavailable. */
async function semanticRanking(
  deps: Pick<ServiceDeps, 'db'>,
  embedder: Embedder,
  question: string,
  companyId: string,
  options: SearchOptions,
): Promise<Candidate[] | null> {
  let vector: number[];
  try {
    [vector] = (await embedder.embed([question.slice(0, 4000)], { signal: options.signal })) as [number[]];
  } catch {
    return null; // the endpoint is down: keyword search still answers
  }
  const literal = sql`${`{${vector.join(',')}}`}::real[]`;
  const cosine = sql<number>`(select sum(a * b) from unnest(${knowledgePassage.embedding}, ${literal}) as v(a, b))`;
  return deps.db.transaction(async (tx) => {
    await limitStatements(tx);
    return tx
      .select({
        id: knowledgePassage.id,
        documentId: knowledgePassage.documentId,
        seq: knowledgePassage.seq,
        page: knowledgePassage.page,
        heading: knowledgePassage.heading,
        text: knowledgePassage.text,
        title: knowledgeDocument.name,
        format: knowledgeDocument.format,
      })
      .from(knowledgePassage)
      .innerJoin(knowledgeDocument, eq(knowledgeDocument.id, knowledgePassage.documentId))
      .where(
        and(
          ...scopeFilters(companyId, options),
          isNotNull(knowledgePassage.embedding),
          sql`cardinality(${knowledgePassage.embedding}) = ${vector.length}`,
        ),
      )
      .orderBy(sql`${cosine} desc`)
      .limit(50);
  });
}

/** Reciprocal-rank fusion of ranked id lists. */
export function fuse(lists: string[][]): string[] {
  const score = new Map<string, number>();
  for (const list of lists)
    for (const [i, id] of list.entries()) score.set(id, (score.get(id) ?? 0) + 1 / (RRF_K + i + 1));
  return [...score.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
}

/** The snippet: the sentences that match the question (core quoteSentences), its terms marked. */
export function snippetOf(text: string, query: AnalyzedQuery): SnippetPart[] {
  const quote = quoteSentences(text, query, 300);
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const t of analyze(quote, { maxTokens: 2000 })) {
    const hit = query.clauses.some(
      (c) => c.terms.includes(t.term) || c.prefixes.some((p) => t.term.startsWith(p)),
    );
    if (!hit || t.start < at) continue;
    if (t.start > at) parts.push({ text: quote.slice(at, t.start), match: false });
    parts.push({ text: quote.slice(t.start, t.end), match: true });
    at = t.end;
  }
  if (at < quote.length) parts.push({ text: quote.slice(at), match: false });
  return parts;
}
