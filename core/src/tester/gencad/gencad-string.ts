/**
 * A GenCAD `<string>` (GenCAD 1.4 Appendix A): printable ASCII 33–126 as it is; a string holding a
 * space is enclosed in double quotes, and a double quote inside it is preceded by the escape character
 * `\`. GenCAD allows no other characters (§1 "Character Rules"), so Studio also escapes the escape
 * character itself (`\\`) and writes every character outside 32–126 — non-ASCII letters, tabs — as
 * `\u{HEX}` (its Unicode code point): the name stays unique and readable, and a reader that knows the
 * rule gets the original back. Such a string is quoted too, and so is the empty string.
 */
export function gencadString(s: string): string {
  let out = '';
  let plain = s.length > 0;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === '"' || ch === '\\') {
      out += `\\${ch}`;
      plain = false;
    } else if (c > 32 && c < 127) out += ch;
    else if (c === 32) {
      out += ch;
      plain = false;
    } else {
      out += `\\u{${c.toString(16).toUpperCase()}}`;
      plain = false;
    }
  }
  return plain ? out : `"${out}"`;
}
