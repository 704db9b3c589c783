import { shownName } from '../net-names';
import type { Step } from '../types';

/** Steps after which the sequence stops when they fail: testing on would power a short. */
export const GATE_KINDS: ReadonlySet<string> = new Set(['shorts', 'power-up']);

/** A Python identifier from a step: `test_03_rail_3v3`. */
export function testName(step: Step, index: number): string {
  const slug = shownName(step.id)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return `test_${String(index + 1).padStart(2, '0')}_${slug || 'step'}`;
}

/** A Python string literal (JSON's string syntax is valid Python 3 for any text). */
export const py = (text: string) => JSON.stringify(text);

/** A Python literal of a channel id or None. */
export const pyOrNone = (text: string | null) => (text === null ? 'None' : py(text));

/** Words wrapped to lines of at most `width` characters (a longer word stands alone). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter((w) => w !== '')) {
      if (line && line.length + 1 + word.length > width) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  return lines;
}

/** A triple-quoted docstring, wrapped and indented; backslashes and quotes escaped. */
export function docstring(text: string, indent: string): string {
  const safe = text.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
  const lines = wrap(safe, 96 - indent.length);
  return `${indent}"""${lines.join(`\n${indent}`).replace(/\n\s+\n/g, '\n\n')}\n${indent}"""`;
}

/** A one-line comment. */
export const comment = (text: string) => text.replace(/[\r\n]+/g, ' ');
