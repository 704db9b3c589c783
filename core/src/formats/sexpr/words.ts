/**
 * A fixed set of (ASCII) words matched against atoms of a SexprTree without allocating: candidates are
 * keyed by length and three character codes (first, fourth or last, last), so a lookup is one probe
 * of a small hash table and, usually, one character comparison. Used for dispatching on list heads and for layer
 * names — the innermost loops of an importer.
 */
export class WordSet<V> {
  /**
   * Open addressing over the keys (0: an empty slot; no key is 0): a probe in a small typed array,
   * cheaper than a Map lookup — a 1M-pad board looks words up tens of millions of times.
   */
  private readonly keys: Int32Array;
  /** Per slot: the words with that slot's key. */
  private readonly entries: { word: string; value: V }[][];
  private readonly mask: number;

  constructor(entries: Iterable<readonly [string, V]>) {
    const byKey = new Map<number, { word: string; value: V }[]>();
    for (const [word, value] of entries) {
      if (word.length === 0) continue; // never matched: lookup answers undefined for no bytes
      const key = wordKey(
        word.length,
        word.charCodeAt(0),
        word.charCodeAt(Math.min(3, word.length - 1)),
        word.charCodeAt(word.length - 1),
      );
      const list = byKey.get(key);
      if (list) {
        const existing = list.findIndex((x) => x.word === word);
        if (existing >= 0) list[existing] = { word, value };
        else list.push({ word, value });
      } else byKey.set(key, [{ word, value }]);
    }
    let size = 8;
    while (size < 2 * byKey.size) size *= 2;
    this.mask = size - 1;
    this.keys = new Int32Array(size);
    this.entries = Array.from({ length: size }, () => []);
    for (const [key, list] of byKey) {
      let slot = slotOf(key) & this.mask;
      while (this.keys[slot] !== 0) slot = (slot + 1) & this.mask;
      this.keys[slot] = key;
      this.entries[slot] = list;
    }
  }

  /** The value of the word written in the bytes `b[start, end)`, or undefined. */
  lookup(b: Uint8Array, start: number, end: number): V | undefined {
    const len = end - start;
    if (len <= 0) return undefined;
    const key = wordKey(len, b[start]!, b[start + Math.min(3, len - 1)]!, b[end - 1]!);
    const keys = this.keys;
    const mask = this.mask;
    let slot = slotOf(key) & mask;
    for (let k = keys[slot]!; k !== key; k = keys[slot]!) {
      if (k === 0) return undefined;
      slot = (slot + 1) & mask;
    }
    const list = this.entries[slot]!;
    for (let i = 0; i < list.length; i++) {
      const entry = list[i]!;
      if (entry.word.length === len && sameWord(b, start, entry.word)) return entry.value;
    }
    return undefined;
  }
}

/** Spreads a key's bits over the low ones (keys differ mostly in their high character bits). */
function slotOf(key: number): number {
  return Math.imul(key, 0x9e3779b1) >>> 16;
}

/** True when the bytes at `start` spell `word` (an ASCII word; its length already checked). */
function sameWord(b: Uint8Array, start: number, word: string): boolean {
  for (let j = 0; j < word.length; j++) if (b[start + j] !== word.charCodeAt(j)) return false;
  return true;
}

/**
 * A small-integer key (fits V8's 31-bit small integers): length and three 7-bit character codes, and
 * bit 30 set so that no key is 0 (the empty slot).
 */
function wordKey(len: number, a: number, b: number, c: number): number {
  return ((len & 0xff) + ((a & 0x7f) << 8) + ((b & 0x7f) << 15) + ((c & 0x7f) << 22)) | 0x40000000;
}
