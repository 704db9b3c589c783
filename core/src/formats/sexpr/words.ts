/**
 * A fixed set of (ASCII) words matched against atoms of a SexprTree without allocating: candidates are
 * keyed by length and three character codes (first, fourth or last, last), so a lookup is one Map
 * probe and, usually, one character comparison. Used for dispatching on list heads and for layer
 * names — the innermost loops of an importer.
 */
export class WordSet<V> {
  private readonly byKey = new Map<number, { word: string; value: V }[]>();

  constructor(entries: Iterable<readonly [string, V]>) {
    for (const [word, value] of entries) {
      const key = wordKey(
        word.length,
        word.charCodeAt(0),
        word.charCodeAt(Math.min(3, word.length - 1)),
        word.charCodeAt(word.length - 1),
      );
      const list = this.byKey.get(key);
      if (list) {
        const existing = list.findIndex((x) => x.word === word);
        if (existing >= 0) list[existing] = { word, value };
        else list.push({ word, value });
      } else this.byKey.set(key, [{ word, value }]);
    }
  }

  /** The value of the word written in the bytes `b[start, end)`, or undefined. */
  lookup(b: Uint8Array, start: number, end: number): V | undefined {
    const len = end - start;
    if (len <= 0) return undefined;
    const key = wordKey(len, b[start]!, b[start + Math.min(3, len - 1)]!, b[end - 1]!);
    const list = this.byKey.get(key);
    if (list === undefined) return undefined;
    for (let i = 0; i < list.length; i++) {
      const entry = list[i]!;
      if (entry.word.length === len && sameWord(b, start, entry.word)) return entry.value;
    }
    return undefined;
  }
}

/** True when the bytes at `start` spell `word` (an ASCII word; its length already checked). */
function sameWord(b: Uint8Array, start: number, word: string): boolean {
  for (let j = 0; j < word.length; j++) if (b[start + j] !== word.charCodeAt(j)) return false;
  return true;
}

/** A small-integer key (fits V8's 31-bit small integers): length and three 7-bit character codes. */
function wordKey(len: number, a: number, b: number, c: number): number {
  return (len & 0xff) + ((a & 0x7f) << 8) + ((b & 0x7f) << 15) + ((c & 0x7f) << 22);
}
