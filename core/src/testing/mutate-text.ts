/**
 * Support for the mutation fuzz tests of the Gerber, Excellon and placement readers: damages a real
 * file the way transfers and hostile uploads do. Pure and deterministic: the test framework picks
 * the numbers.
 */
export type Mutation =
  | { kind: 'truncate'; at: number }
  | { kind: 'flip'; at: number; char: number }
  | { kind: 'delete-line'; at: number }
  | { kind: 'duplicate-line'; at: number; times: number }
  | { kind: 'huge-number'; at: number; value: string }
  | { kind: 'insert'; at: number; snippet: number };

/** Numbers that break naive readers: overflow, precision loss, exponent notation, signs. */
export const HUGE_NUMBERS = [
  '9'.repeat(40),
  '-99999999999',
  '1e308',
  '-0',
  '4294967296',
  '0.0000000001',
  'NaN',
];

const position = (text: string, at: number) => Math.floor(Math.abs(at) * text.length) % (text.length + 1);

function lineBounds(text: string, at: number): [number, number] {
  const p = position(text, at);
  const start = text.lastIndexOf('\n', p - 1) + 1;
  const end = text.indexOf('\n', p);
  return [start, end < 0 ? text.length : end + 1];
}

/** Replaces the digit run nearest after `at` with a huge value. */
function hugeNumber(text: string, at: number, value: string): string {
  let i = position(text, at);
  while (i < text.length && !(text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57)) i++;
  let j = i;
  while (j < text.length && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j++;
  return text.slice(0, i) + value + text.slice(j);
}

/** Applies mutations in order. `snippets` are format-specific hostile insertions. */
export function mutateText(text: string, mutations: Mutation[], snippets: readonly string[]): string {
  let t = text;
  for (const m of mutations) {
    if (m.kind === 'truncate') t = t.slice(0, position(t, m.at));
    else if (m.kind === 'flip') {
      const p = Math.min(position(t, m.at), Math.max(0, t.length - 1));
      t = t.slice(0, p) + String.fromCharCode(m.char) + t.slice(p + 1);
    } else if (m.kind === 'delete-line') {
      const [s, e] = lineBounds(t, m.at);
      t = t.slice(0, s) + t.slice(e);
    } else if (m.kind === 'duplicate-line') {
      const [s, e] = lineBounds(t, m.at);
      t = t.slice(0, e) + t.slice(s, e).repeat(m.times) + t.slice(e);
    } else if (m.kind === 'huge-number') t = hugeNumber(t, m.at, m.value);
    else {
      const p = position(t, m.at);
      t = t.slice(0, p) + (snippets[m.snippet % Math.max(1, snippets.length)] ?? '') + t.slice(p);
    }
  }
  return t;
}
