/** One letter code and the number after it (`X`, `-1.25`), as written. */
export interface CodePair {
  letter: string;
  value: string;
}

const isNumberChar = (c: number): boolean => (c >= 48 && c <= 57) || c === 45 || c === 43 || c === 46;

/**
 * Splits an Excellon line (`X1.5Y-2G85X3Y-2`, `T1C0.800`, `M15`) into letter/number pairs in one
 * pass. Returns null when a character is neither a letter nor part of a number.
 */
export function scanCodes(text: string): CodePair[] | null {
  const pairs: CodePair[] = [];
  let k = 0;
  while (k < text.length) {
    const c = text.charCodeAt(k);
    if (c === 32 || c === 9) {
      k++;
      continue;
    }
    const upper = c & ~32;
    if (upper < 65 || upper > 90) return null;
    let end = k + 1;
    while (end < text.length && isNumberChar(text.charCodeAt(end))) end++;
    pairs.push({ letter: String.fromCharCode(upper), value: text.slice(k + 1, end) });
    k = end;
  }
  return pairs;
}
