/**
 * Text as printable ASCII for tester files that allow nothing else (i3070 comments and names,
 * IPC-D-356A): every other character — non-ASCII letters, tabs, line breaks — as `\u{HEX}`, its
 * Unicode code point, so that the text stays unique and a reader knowing the rule gets it back.
 */
export function asciiOf(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    out += c >= 32 && c < 127 ? ch : `\\u{${c.toString(16).toUpperCase()}}`;
  }
  return out;
}
