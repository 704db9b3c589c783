/**
 * Small pieces of KiCad's board file syntax (an S-expression; KiCad 6 "Board File Format", version
 * 20211014): quoted strings, numbers, and deterministic `tstamp` UUIDs (core has no randomness: the same
 * design writes the same file).
 */

/** A quoted KiCad string: backslash and double quote escaped, line breaks as spaces. */
export const q = (text: string): string =>
  `"${text
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/[\r\n]+/g, ' ')}"`;

/** A number in mm as KiCad writes them: at most 6 decimals, no trailing zeros, no "-0". */
export function n(value: number): string {
  const r = Math.round(value * 1e6) / 1e6;
  if (Object.is(r, -0) || r === 0) return '0';
  return String(r);
}

/** Deterministic UUIDs (version-4 layout) numbered from 1, for `tstamp`s. */
export class Stamps {
  private next = 1;
  take(): string {
    const hex = (this.next++).toString(16).padStart(12, '0');
    return `00000000-0000-4000-8000-${hex}`;
  }
}
