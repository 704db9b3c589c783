import { analyze, type Token } from './analyze';
import type { AnalyzedQuery, QueryClause } from './query';

/**
 * Ranking of candidate passages (decision 0062): BM25F over three fields — the document's title,
 * the passage's heading path and its text — with a bonus for the question's words next to each other
 * (phrase) or near (proximity), scaled by how much of the question the passage covers; then a
 * diversified pick across documents. Pure: the server fetches candidates and statistics from the
 * database and calls this.
 */

export interface CandidatePassage {
  id: string;
  documentId: string;
  seq: number;
  title: string;
  heading: string;
  text: string;
}

export interface CorpusStats {
  /** Passages searched over. */
  passages: number;
  /** Mean passage length in tokens. */
  meanLength: number;
  /** Passages holding each term. */
  df: Map<string, number>;
}

export interface RankedPassage {
  id: string;
  documentId: string;
  score: number;
  /** Share (0..1) of the question's weight the passage holds, by inverse document frequency. */
  coverage: number;
}

const K1 = 1.2;
const B = 0.75;
const FIELD_WEIGHTS = { title: 1.5, heading: 2.5, text: 1 } as const;
/** A document's second, third… pick is worth this much less each (multi-document answers). */
const SAME_DOCUMENT_DECAY = 0.8;

type Field = keyof typeof FIELD_WEIGHTS;
/** A passage's fields as tokens. */
export type FieldTokens = Record<Field, Token[]>;

/** Inverse document frequency (BM25's, never negative). */
export function idf(df: number, passages: number): number {
  return Math.log(1 + (passages - df + 0.5) / (df + 0.5));
}

function clauseIdf(clause: QueryClause, stats: CorpusStats): number {
  const df = Math.min(
    stats.passages,
    clause.terms.reduce((sum, t) => sum + (stats.df.get(t) ?? 0), 0),
  );
  return idf(df, Math.max(1, stats.passages));
}

function matches(clause: QueryClause, term: string): boolean {
  return clause.terms.includes(term) || clause.prefixes.some((p) => term.startsWith(p));
}

/** Positions in a field where the clause is met. */
function positions(clause: QueryClause, tokens: Token[]): number[] {
  const out: number[] = [];
  for (const t of tokens) if (matches(clause, t.term)) out.push(t.pos);
  return out;
}

/** Scores one passage. */
export function scorePassage(
  query: AnalyzedQuery,
  stats: CorpusStats,
  fields: FieldTokens,
): { score: number; coverage: number } {
  const length = fields.text.length > 0 ? fields.text[fields.text.length - 1]!.pos + 1 : 0;
  const norm = 1 - B + (B * length) / Math.max(1, stats.meanLength);
  let score = 0;
  let covered = 0;
  let total = 0;
  const found: { clause: QueryClause; idf: number; text: number[]; heading: number[] }[] = [];
  for (const clause of query.clauses) {
    const w = clauseIdf(clause, stats);
    const text = positions(clause, fields.text);
    const heading = positions(clause, fields.heading);
    const title = positions(clause, fields.title);
    const tf =
      FIELD_WEIGHTS.title * Math.min(1, title.length) +
      FIELD_WEIGHTS.heading * Math.min(2, heading.length) +
      (FIELD_WEIGHTS.text * text.length) / norm;
    if (clause.required) total += w;
    if (tf > 0) {
      score += clause.weight * w * ((tf * (K1 + 1)) / (tf + K1));
      if (clause.required) covered += w;
      found.push({ clause, idf: w, text, heading });
    }
  }
  // Phrase and proximity: neighbouring clauses of the question near each other in the text.
  for (let i = 0; i + 1 < found.length; i++) {
    const a = found[i]!;
    const b = found[i + 1]!;
    if (b.clause.pos - a.clause.pos > 3) continue;
    for (const field of ['text', 'heading'] as const) {
      const gap = nearest(a[field], b[field]);
      const bonus = gap === 1 ? 1 : gap <= 3 ? 0.5 : gap <= 10 ? 0.2 : 0;
      score += bonus * 0.5 * Math.min(a.idf, b.idf) * (field === 'heading' ? 1.5 : 1);
    }
  }
  const coverage = total > 0 ? covered / total : 0;
  return { score: score * (0.4 + 0.6 * coverage), coverage };
}

/** The smallest forward distance from a position of `a` to one of `b` (b after a; 4× for b before a). */
function nearest(a: number[], b: number[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const x of a)
    for (const y of b) {
      const d = y > x ? y - x : (x - y) * 4 + 1;
      if (d < best) best = d;
    }
  return best;
}

/**
 * The analysed fields of the candidates of one search, by passage id: a widened second pass ranks the
 * first pass's candidates again without analysing their texts again.
 */
export type AnalysedCandidates = Map<string, FieldTokens>;

/** Analyses and scores candidates, best first (no diversification). */
export function rankPassages(
  query: AnalyzedQuery,
  stats: CorpusStats,
  candidates: CandidatePassage[],
  analysed: AnalysedCandidates = new Map(),
): RankedPassage[] {
  const titles = new Map<string, Token[]>();
  const ranked = candidates.map((c) => {
    let fields = analysed.get(c.id);
    if (!fields) {
      let title = titles.get(c.documentId);
      if (!title) {
        title = analyze(c.title.replace(/\.[a-z0-9]{1,5}$/i, ''));
        titles.set(c.documentId, title);
      }
      fields = { title, heading: analyze(c.heading), text: analyze(c.text) };
      analysed.set(c.id, fields);
    }
    const { score, coverage } = scorePassage(query, stats, fields);
    return { id: c.id, documentId: c.documentId, score, coverage };
  });
  return ranked.filter((r) => r.score > 0).sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}

/**
 * Picks `limit` passages best first, each document's further passages discounted, so that a
 * question whose answer spans two documents gets both.
 */
export function diversify(ranked: RankedPassage[], limit: number): RankedPassage[] {
  const picked: RankedPassage[] = [];
  const perDocument = new Map<string, number>();
  const rest = [...ranked];
  while (picked.length < limit && rest.length > 0) {
    let best = 0;
    let bestValue = -1;
    for (const [i, r] of rest.entries()) {
      const value = r.score * SAME_DOCUMENT_DECAY ** (perDocument.get(r.documentId) ?? 0);
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    }
    const [r] = rest.splice(best, 1);
    picked.push(r!);
    perDocument.set(r!.documentId, (perDocument.get(r!.documentId) ?? 0) + 1);
  }
  return picked;
}
