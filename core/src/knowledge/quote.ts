import { analyze } from './analyze';
import type { AnalyzedQuery } from './query';

/**
 * The sentences of a passage that answer a question (decision 0062): the sentence (or line: code,
 * tables) meeting most of the question's clauses, then its neighbours while they fit, marked with
 * "…" where text was left out. Not the passage's start: the answering sentence is often further in.
 */
export function quoteSentences(text: string, query: AnalyzedQuery, maxChars = 360): string {
  const sentences = splitSentences(text);
  if (sentences.length === 0) return '';
  const scores = sentences.map((s) => {
    const terms = new Set(analyze(s.text, { maxTokens: 400 }).map((t) => t.term));
    let score = 0;
    for (const c of query.clauses)
      if (
        c.terms.some((t) => terms.has(t)) ||
        c.prefixes.some((p) => [...terms].some((t) => t.startsWith(p)))
      )
        score += c.weight;
    return score;
  });
  let best = 0;
  for (const [i, s] of scores.entries()) if (s > scores[best]!) best = i;
  let from = best;
  let to = best;
  let length = sentences[best]!.text.length;
  // Grow around the best sentence: the one after first (it usually continues), then the one before.
  for (;;) {
    const next = to + 1 < sentences.length ? sentences[to + 1]!.text.length : Number.POSITIVE_INFINITY;
    const previous = from > 0 ? sentences[from - 1]!.text.length : Number.POSITIVE_INFINITY;
    if (
      length + 1 + next <= maxChars &&
      (scores[to + 1]! >= (scores[from - 1] ?? 0) || previous > maxChars)
    ) {
      to++;
      length += 1 + next;
    } else if (length + 1 + previous <= maxChars) {
      from--;
      length += 1 + previous;
    } else break;
  }
  let quote = text.slice(sentences[from]!.start, sentences[to]!.end).replace(/\s*\n\s*/g, ' ');
  if (quote.length > maxChars) quote = `${quote.slice(0, maxChars).replace(/\s+\S*$/, '')} …`;
  return `${from > 0 ? '… ' : ''}${quote}${to < sentences.length - 1 && !quote.endsWith('…') ? ' …' : ''}`;
}

/** Sentences (and lines, for text laid out in lines) with their character spans. */
export function splitSentences(text: string): { text: string; start: number; end: number }[] {
  const out: { text: string; start: number; end: number }[] = [];
  const boundary = /[.!?](?=\s+[\p{Lu}\p{N}"“(])|\n/gu;
  let start = 0;
  const push = (end: number) => {
    const piece = text.slice(start, end);
    const lead = piece.length - piece.trimStart().length;
    const trimmed = piece.trim();
    if (trimmed) out.push({ text: trimmed, start: start + lead, end: start + lead + trimmed.length });
  };
  for (const m of text.matchAll(boundary)) {
    const end = m.index + (m[0] === '\n' ? 0 : 1);
    push(end);
    start = m.index + 1;
  }
  push(text.length);
  return out;
}
