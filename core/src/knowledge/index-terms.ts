import { analyze } from './analyze';
import type { PassageDraft } from './passages';

/**
 * The index of a document's passages (decision 0062): each passage's distinct terms — of the
 * document's title, the heading path and the text — and its length in tokens; the document's
 * frequencies (in how many of its passages each term occurs). Computed where the document is read
 * (the extraction thread), written beside the passages.
 */

/** Bumped whenever the analyser changes what terms a text yields: older documents are re-indexed. */
export const KNOWLEDGE_INDEX_VERSION = 1;

export interface IndexedPassage extends PassageDraft {
  /** Distinct terms, space-separated (terms never hold spaces). */
  terms: string;
  /** Tokens of its text. */
  length: number;
}

export interface DocumentIndex {
  passages: IndexedPassage[];
  /** term → passages holding it. */
  frequencies: [term: string, passages: number][];
  /** Tokens of all passages' text. */
  termCount: number;
}

/** The document name without its extension, as the title field. */
export function titleOf(name: string): string {
  return name.replace(/\.[a-z0-9]{1,5}$/i, '');
}

export function indexPassages(name: string, passages: PassageDraft[]): DocumentIndex {
  const title = [...new Set(analyze(titleOf(name)).map((t) => t.term))];
  const frequencies = new Map<string, number>();
  let termCount = 0;
  const indexed = passages.map((p) => {
    const text = analyze(p.text);
    const length = text.length > 0 ? text[text.length - 1]!.pos + 1 : 0;
    termCount += length;
    const terms = new Set<string>(title);
    for (const t of analyze(p.heading)) terms.add(t.term);
    for (const t of text) terms.add(t.term);
    for (const term of terms) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
    return { ...p, terms: [...terms].join(' '), length };
  });
  return { passages: indexed, frequencies: [...frequencies.entries()], termCount };
}
