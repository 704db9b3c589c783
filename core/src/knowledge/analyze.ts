import { stemmer } from 'stemmer';
import { phraseAbbreviation, spellingOf, wordSynonym } from './thesaurus';
import { quantityTerm } from './units';

/**
 * The knowledge base's text analysis (decision 0062): one analyser for passages and questions, so
 * that both sides meet on the same terms.
 *
 * - Words are folded (NFKC, lower case), British spellings become American, and the Porter stemmer
 *   (the `stemmer` package) reduces them: "calibrating", "calibrated" → "calibr".
 * - Identifiers (P100-FC-4, VDD_CORE, TP12, --enable-foo, /usr/bin/openocd, 1149.1) are kept whole
 *   as one exact term, and their parts are words too ("power-on" finds "power on").
 * - Synonyms of the thesaurus become one term (micron/µm/um → um, thou → mil, Ω → ohm), and a phrase
 *   with a common abbreviation ("in-circuit test", "ball grid array") also yields it (ict, bga).
 * - A number with a unit also yields a quantity term on a 5 % grid in base units (0.18 mm and 7 mil
 *   are both `~m:-8.64`-ish; see units.ts), so lengths written in other units meet.
 *
 * Tokens keep their positions (phrase and proximity scoring); stop words hold a position but are no
 * term.
 */

export interface Token {
  /** The term (what the index holds). */
  term: string;
  /** Word position in the text (several terms may share one). */
  pos: number;
  /** The character span of the source token (sentences, highlighting). */
  start: number;
  end: number;
  kind: TermKind;
}

/** word: a stemmed word; exact: a whole identifier; quantity: a number with a unit; abbreviation: from a phrase. */
export type TermKind = 'word' | 'exact' | 'quantity' | 'abbreviation';

/** Longest identifier kept whole (a 10 kB base64 run is not a term anyone types). */
export const MAX_TERM_CHARS = 60;
/** Parts of one identifier taken as words. */
const MAX_PARTS = 8;

const STOP_WORDS = new Set(
  `a an and are as at be been being but by can could did do does doing for from had has have having he her here hers him his how i if in into is it its itself just me more most my no nor not of off on once only or other our ours out over own same she should so some such than that the their theirs them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours about above after again against all any because before below between both during each few further s t don
  also may might must shall need needs use used using via per etc e.g i.e tell show give find explain describe know want get set`.split(
    /\s+/,
  ),
);

/** Words of a question that ask rather than say ("what", "how"): never terms. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

// A token: letters/digits, joined by inner punctuation (identifiers, numbers, paths); a leading
// "-" or "--" before a letter when nothing word-like precedes it (a command-line flag).
const TOKEN = /(?<![\p{L}\p{N}-])(?:--?(?=\p{L}))?[\p{L}\p{N}]+(?:[._\-/+#:][\p{L}\p{N}]+)*/gu;
const NUMBER = /^\d+(?:\.\d+)?$/;
const JOINERS = /[._\-/+#:]+/;

/** Folds text for analysis: compatibility forms (ligatures, full-width, Ω sign), lower case, apostrophes. */
export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’']s\b/g, '  ')
    .replace(/[’']/g, ' ');
}

/** Analyses text into positioned terms (see the file comment). */
export function analyze(text: string, options: { maxTokens?: number } = {}): Token[] {
  const folded = foldText(text);
  const maxTokens = options.maxTokens ?? Number.POSITIVE_INFINITY;
  const out: Token[] = [];
  let pos = 0;
  for (const match of folded.matchAll(TOKEN)) {
    if (pos >= maxTokens) break;
    const raw = match[0];
    const start = match.index;
    const end = start + raw.length;
    const add = (term: string, kind: TermKind, at = pos) => {
      if (term) out.push({ term, pos: at, start, end, kind });
    };
    if (NUMBER.test(raw)) {
      add(normalizeNumber(raw), 'exact');
      pos++;
      continue;
    }
    const glued = /^(\d+(?:\.\d+)?)([\p{L}]+)$/u.exec(raw);
    if (glued) {
      // "0.18mm", "100nF", "10kΩ": the number, the unit word, the quantity.
      add(normalizeNumber(glued[1]!), 'exact');
      add(raw.slice(0, MAX_TERM_CHARS), 'exact');
      const q = quantityTerm(Number(glued[1]), glued[2]!);
      if (q) add(q, 'quantity');
      pos++;
      const unit = wordTerm(glued[2]!);
      if (unit) add(unit, 'word');
      pos++;
      continue;
    }
    const isCompound = JOINERS.test(raw) || raw.startsWith('-') || /\p{N}/u.test(raw) || raw.includes('_');
    if (!isCompound) {
      const term = wordTerm(raw);
      if (term) add(term, 'word');
      pos++;
      continue;
    }
    add(raw.slice(0, MAX_TERM_CHARS), 'exact');
    const parts = raw
      .split(/[._\-/+#:]+/)
      .filter(Boolean)
      .slice(0, MAX_PARTS);
    for (const part of parts) {
      // Letter runs of a letters-and-digits part ("tp" of TP12, "v" of 3v3 is too short).
      if (/\p{N}/u.test(part)) {
        for (const run of part.match(/\p{L}{2,}/gu) ?? []) {
          const term = wordTerm(run);
          if (term) add(term, 'word');
        }
      } else if (parts.length > 1) {
        const term = wordTerm(part);
        if (term) add(term, 'word');
      }
      pos++;
    }
    if (parts.length === 0) pos++;
  }
  return withQuantities(withAbbreviations(out));
}

/** Words' terms already made (the same words recur in every passage); emptied when full. */
const wordTerms = new Map<string, string>();
const WORD_TERMS_KEPT = 50_000;

/** A plain word's term: '' for a stop word. */
export function wordTerm(word: string): string {
  let term = wordTerms.get(word);
  if (term === undefined) {
    if (wordTerms.size >= WORD_TERMS_KEPT) wordTerms.clear();
    term = termOfWord(word);
    wordTerms.set(word, term);
  }
  return term;
}

function termOfWord(word: string): string {
  if (STOP_WORDS.has(word)) return '';
  const synonym = wordSynonym(word);
  if (synonym) return synonym;
  if (word.length > MAX_TERM_CHARS) return word.slice(0, MAX_TERM_CHARS);
  const spelled = spellingOf(word);
  return /^\p{L}+$/u.test(spelled) && /[a-z]/.test(spelled) ? stemmer(spelled) : spelled;
}

function normalizeNumber(raw: string): string {
  return raw.includes('.') ? raw.replace(/0+$/, '').replace(/\.$/, '') || '0' : raw.replace(/^0+(?=\d)/, '');
}

/** Adds the abbreviation of every thesaurus phrase found ("ball grid array" → bga) at the phrase's first word. */
function withAbbreviations(tokens: Token[]): Token[] {
  const added: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const found = phraseAbbreviation(tokens, i);
    if (found) added.push({ ...tokens[i]!, term: found.abbreviation, kind: 'abbreviation', end: found.end });
  }
  return added.length ? [...tokens, ...added].sort((a, b) => a.pos - b.pos) : tokens;
}

/** Adds a quantity term for a number followed by a unit word ("0.18 mm", "7 mils", "10 kΩ"). */
function withQuantities(tokens: Token[]): Token[] {
  const added: Token[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const number = tokens[i]!;
    if (number.kind !== 'exact' || !NUMBER.test(number.term)) continue;
    // Tokens are in position order: the unit is among the next ones (not a search of the whole text
    // per number, which a table of numbers made quadratic).
    let unit: Token | undefined;
    for (let j = i + 1; j < tokens.length && tokens[j]!.pos <= number.pos + 1; j++) {
      const t = tokens[j]!;
      if (t.pos === number.pos + 1 && (t.kind === 'word' || t.kind === 'exact')) {
        unit = t;
        break;
      }
    }
    if (!unit) continue;
    const q = quantityTerm(Number(number.term), unit.term);
    if (q) added.push({ ...number, term: q, kind: 'quantity', end: unit.end });
  }
  return added.length ? [...tokens, ...added].sort((a, b) => a.pos - b.pos) : tokens;
}

/** The distinct terms of a text (what the index stores for it). */
export function termsOf(text: string): string[] {
  return [...new Set(analyze(text).map((t) => t.term))];
}
