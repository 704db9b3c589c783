import { analyze, type Token } from './analyze';
import { quantityNeighbours } from './units';

/**
 * A question as the knowledge base searches it (decision 0062): clauses, each one thing the question
 * asks for, met by any of its terms. Identifiers are one exact clause with their parts as minor
 * clauses; a thesaurus phrase is its abbreviation; a quantity looks for its own 5 % step and the
 * neighbouring ones. `required` clauses count towards how much of the question a passage covers.
 */
export interface QueryClause {
  /** Any of these terms meets the clause. */
  terms: string[];
  /** Also terms starting with these (the widened second pass). */
  prefixes: string[];
  /** Its share of the score (parts of an identifier weigh less). */
  weight: number;
  /** Counted in coverage (how much of the question a passage answers). */
  required: boolean;
  /** Query position (phrase and proximity). */
  pos: number;
}

export interface AnalyzedQuery {
  clauses: QueryClause[];
}

/** Clauses kept from one question: a pasted page is searched by its first words, not in full. */
export const MAX_CLAUSES = 16;
/** Tokens of a question looked at. */
const MAX_QUERY_TOKENS = 96;

/** The clauses of a question (widened: word stems also match as prefixes, identifier parts weigh fully). */
export function analyzeQuery(question: string, options: { widen?: boolean } = {}): AnalyzedQuery {
  const tokens = analyze(question.slice(0, 4000), { maxTokens: MAX_QUERY_TOKENS });
  const covered = new Set<Token>();
  const clauses: QueryClause[] = [];
  const seen = new Set<string>();
  const push = (clause: QueryClause) => {
    const key = clause.terms[0]!;
    if (seen.has(key)) return;
    seen.add(key);
    clauses.push(clause);
  };
  // Abbreviations and quantities stand for the words they were made of.
  for (const t of tokens) {
    if (t.kind !== 'abbreviation' && t.kind !== 'quantity') continue;
    for (const u of tokens) if (u !== t && u.start >= t.start && u.end <= t.end) covered.add(u);
    push({
      terms: t.kind === 'quantity' ? quantityNeighbours(t.term) : [t.term],
      prefixes: [],
      weight: 1,
      required: true,
      pos: t.pos,
    });
  }
  for (const t of tokens) {
    if (covered.has(t) || t.kind === 'abbreviation' || t.kind === 'quantity') continue;
    if (t.kind === 'exact') {
      push({ terms: [t.term], prefixes: [], weight: 1, required: true, pos: t.pos });
      continue;
    }
    // A word: a part of an identifier (same source span as an exact token) weighs less.
    const part = tokens.some((u) => u.kind === 'exact' && u.start === t.start && u.end === t.end);
    const widenable = options.widen && t.term.length >= 4 && /^\p{L}+$/u.test(t.term);
    push({
      terms: [t.term],
      prefixes: widenable ? [t.term] : [],
      weight: part && !options.widen ? 0.35 : 1,
      required: !part,
      pos: t.pos,
    });
  }
  clauses.sort((a, b) => a.pos - b.pos);
  return { clauses: clauses.slice(0, MAX_CLAUSES) };
}

/** Every term the query looks up (for document frequencies). */
export function queryTerms(query: AnalyzedQuery): string[] {
  return [...new Set(query.clauses.flatMap((c) => c.terms))];
}
