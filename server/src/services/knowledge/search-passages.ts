import type { DocumentFormat, SearchHit, SearchResult, SnippetPart } from '@studio/api';
import { and, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Embedder } from '../../ai/embeddings';
import { knowledgeDocument, knowledgePassage } from '../../db/schema/index';
import type { ServiceDeps } from '../context';

// Knowledge-base search (decision 0022). Keyword retrieval is PostgreSQL full-text search with the
// `english` configuration — any word of the query may match; passages with more of the words, words
// close together, words in the heading, and all of the words rank higher — plus pg_trgm word
// similarity for the query's identifiers (part numbers, net names, references such as P100-FC-4,
// VDD_CORE, TP12) that stemming splits or a typo misses. With an embeddings endpoint, the nearest
// passages by meaning join in through reciprocal-rank fusion. The same SQL runs on PGlite and
// PostgreSQL.

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
}

/** Markers ts_headline puts around matches; extracted text never holds control characters. */
const START = '\u0001';
const STOP = '\u0002';
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=40, MinWords=20, MaxFragments=2, FragmentDelimiter=" … "`;
/** Reciprocal-rank fusion's constant (Cormack et al. 2009). */
const RRF_K = 60;
/** How far down each list fusion looks. */
const CANDIDATES = 50;

/**
 * The query's identifiers: tokens with a digit, an underscore or inner punctuation (P100-FC-4,
 * VDD_CORE, 3V3, TP12, J1.2), at least 3 characters. Trigram matching is for them.
 */
export function identifierTerms(query: string): string[] {
  const tokens = query.match(/[\p{L}\p{N}][\p{L}\p{N}_.\-/+#]*[\p{L}\p{N}]/gu) ?? [];
  const terms = tokens.filter((t) => t.length >= 3 && /[\p{N}_]|[\p{L}\p{N}][.\-/+#][\p{L}\p{N}]/u.test(t));
  return [...new Set(terms)].slice(0, 6);
}

export async function searchPassages(
  deps: Pick<ServiceDeps, 'db'>,
  companyId: string,
  query: string,
  options: SearchOptions,
): Promise<FoundPassages> {
  const scope = scopeFilters(companyId, options);
  const keyword = await keywordRanking(deps, query, scope);
  let ranked = keyword.map((k) => k.id);
  let mode: SearchResult['mode'] = 'keyword';
  if (options.embedder) {
    const semantic = await semanticRanking(deps, options.embedder, query, scope, options.signal);
    if (semantic) {
      ranked = fuse([ranked, semantic]);
      mode = 'hybrid';
    }
  }
  const top = ranked.slice(0, options.limit);
  const texts = new Map<string, string>();
  if (top.length === 0) return { hits: [], mode, texts };
  const scores = new Map(
    mode === 'hybrid' ? top.map((id, i) => [id, 1 / (RRF_K + i + 1)]) : keyword.map((k) => [k.id, k.score]),
  );
  const rows = await deps.db
    .select({
      passageId: knowledgePassage.id,
      documentId: knowledgePassage.documentId,
      documentName: knowledgeDocument.name,
      format: knowledgeDocument.format,
      seq: knowledgePassage.seq,
      page: knowledgePassage.page,
      heading: knowledgePassage.heading,
      text: knowledgePassage.text,
      headline: sql<string>`ts_headline('english', ${knowledgePassage.text}, ${orQuery(query)}, ${HEADLINE_OPTIONS}::text)`,
    })
    .from(knowledgePassage)
    .innerJoin(knowledgeDocument, eq(knowledgeDocument.id, knowledgePassage.documentId))
    .where(and(inArray(knowledgePassage.id, top), eq(knowledgePassage.companyId, companyId)));
  const byId = new Map(rows.map((r) => [r.passageId, r]));
  const terms = querySpellings(query).flatMap(identifierTerms);
  const hits: SearchHit[] = [];
  for (const id of top) {
    const r = byId.get(id);
    if (!r) continue;
    if (options.withText) texts.set(r.passageId, r.text);
    hits.push({
      passageId: r.passageId,
      documentId: r.documentId,
      documentName: r.documentName,
      format: r.format as DocumentFormat,
      seq: r.seq,
      page: r.page,
      heading: r.heading,
      snippet: snippetOf(r.headline, r.text, terms),
      score: Math.round((scores.get(id) ?? 0) * 1e4) / 1e4,
    });
  }
  return { hits, mode, texts };
}

function scopeFilters(companyId: string, options: SearchOptions): SQL[] {
  const filters: SQL[] = [eq(knowledgePassage.companyId, companyId)];
  if (options.documentIds?.length) filters.push(inArray(knowledgePassage.documentId, options.documentIds));
  if (options.format)
    filters.push(
      inArray(
        knowledgePassage.documentId,
        sql`(select ${knowledgeDocument.id} from ${knowledgeDocument} where ${knowledgeDocument.companyId} = ${companyId} and ${knowledgeDocument.format} = ${options.format})`,
      ),
    );
  return filters;
}

const MICRO_SIGN = '\u00b5';
const GREEK_MU = '\u03bc';

/**
 * The query as typed and, when it holds a micro prefix, with the other one: the micro sign (U+00B5,
 * what keyboards and most PDFs write) and the Greek small mu (U+03BC, what Unicode normalisation and
 * some word processors write) look the same but are different characters, so "10 µF" missed a
 * datasheet that wrote "10 μF". The stored text is kept as written.
 */
export function querySpellings(query: string): string[] {
  if (!query.includes(MICRO_SIGN) && !query.includes(GREEK_MU)) return [query];
  return [
    ...new Set([query, query.replaceAll(GREEK_MU, MICRO_SIGN), query.replaceAll(MICRO_SIGN, GREEK_MU)]),
  ];
}

/** Any of the tsqueries (`||` is a tsquery's OR). */
const eitherQuery = (queries: SQL[]) => sql`(${sql.join(queries, sql` || `)})`;

/** Any word of the query in any of its spellings (plainto's AND turned into OR; phrases of compound words stay phrases). */
const orQuery = (query: string) =>
  eitherQuery(
    querySpellings(query).map(
      (q) => sql`replace(plainto_tsquery('english', ${q}::text)::text, ' & ', ' | ')::tsquery`,
    ),
  );

async function keywordRanking(deps: Pick<ServiceDeps, 'db'>, query: string, scope: SQL[]) {
  const any = orQuery(query);
  const all = eitherQuery(querySpellings(query).map((q) => sql`websearch_to_tsquery('english', ${q}::text)`));
  const terms = querySpellings(query).flatMap(identifierTerms);
  const similar = terms.map((t) => sql`${t}::text <% ${knowledgePassage.text}`);
  const similarity =
    terms.length > 0
      ? sql`greatest(${sql.join(
          terms.map((t) => sql`word_similarity(${t}::text, ${knowledgePassage.text})`),
          sql`, `,
        )})`
      : sql`0`;
  // Full-text rank (cover density, scaled to 0..1 by normalisation 32) + a bonus for having every
  // word (and quoted phrases) + the best identifier similarity (0..1, at least 0.6 when it matched).
  const score = sql<number>`ts_rank_cd(${knowledgePassage.tsv}, ${any}, 32) + 0.3 * (${knowledgePassage.tsv} @@ ${all})::int + 0.5 * ${similarity}`;
  const matches = sql.join([sql`${knowledgePassage.tsv} @@ ${any}`, ...similar], sql` or `);
  return deps.db
    .select({ id: knowledgePassage.id, score: score.mapWith(Number) })
    .from(knowledgePassage)
    .where(and(...scope, sql`(${matches})`))
    .orderBy(desc(score), knowledgePassage.documentId, knowledgePassage.seq)
    .limit(CANDIDATES);
}

/** Passages nearest to the query by embedding (dot product of unit vectors = cosine); null when unavailable. */
async function semanticRanking(
  deps: Pick<ServiceDeps, 'db'>,
  embedder: Embedder,
  query: string,
  scope: SQL[],
  signal?: AbortSignal,
): Promise<string[] | null> {
  let vector: number[];
  try {
    [vector] = (await embedder.embed([query], { signal })) as [number[]];
  } catch {
    return null; // the endpoint is down: keyword search still answers
  }
  const literal = sql`${`{${vector.join(',')}}`}::real[]`;
  const cosine = sql<number>`(select sum(a * b) from unnest(${knowledgePassage.embedding}, ${literal}) as v(a, b))`;
  const rows = await deps.db
    .select({ id: knowledgePassage.id })
    .from(knowledgePassage)
    .where(
      and(
        ...scope,
        isNotNull(knowledgePassage.embedding),
        sql`cardinality(${knowledgePassage.embedding}) = ${vector.length}`,
      ),
    )
    .orderBy(desc(cosine))
    .limit(CANDIDATES);
  return rows.map((r) => r.id);
}

/** Reciprocal-rank fusion of ranked id lists. */
export function fuse(lists: string[][]): string[] {
  const score = new Map<string, number>();
  for (const list of lists)
    for (const [i, id] of list.entries()) score.set(id, (score.get(id) ?? 0) + 1 / (RRF_K + i + 1));
  return [...score.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
}

/**
 * The snippet as parts: ts_headline's fragments with its matches marked; for a passage found by
 * trigram or by meaning only, the text around the first identifier it contains, else its start.
 */
export function snippetOf(headline: string, text: string, terms: string[]): SnippetPart[] {
  if (headline.includes(START)) return partsOf(headline);
  const lower = text.toLowerCase();
  for (const term of terms) {
    const at = lower.indexOf(term.toLowerCase());
    if (at < 0) continue;
    const from = Math.max(0, text.lastIndexOf(' ', Math.max(0, at - 80)) + 1);
    const to = Math.min(text.length, at + term.length + 160);
    return [
      { text: (from > 0 ? '… ' : '') + text.slice(from, at), match: false },
      { text: text.slice(at, at + term.length), match: true },
      { text: text.slice(at + term.length, to) + (to < text.length ? ' …' : ''), match: false },
    ].filter((p) => p.text !== '');
  }
  return [{ text: headline || text.slice(0, 240), match: false }];
}

function partsOf(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [i, piece] of headline.split(START).entries()) {
    if (i === 0) {
      if (piece) parts.push({ text: piece, match: false });
      continue;
    }
    const [match = '', rest = ''] = piece.split(STOP);
    if (match) parts.push({ text: match, match: true });
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}
