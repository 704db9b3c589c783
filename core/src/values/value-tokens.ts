import { type ValueQuantity, readQuantity } from './quantity';

/** A tolerance as fractions of the nominal: ±5 % → { plus: 0.05, minus: 0.05 }; +80/−20 % too. */
export interface Tolerance {
  plus: number;
  minus: number;
}

/** One piece of a value text, read for what it is. */
export type ValueToken =
  | { type: 'quantity'; text: string; quantity: ValueQuantity }
  | { type: 'tolerance'; text: string; tolerance: Tolerance }
  | { type: 'power'; text: string; watts: number }
  | { type: 'dielectric'; text: string; name: string }
  | { type: 'package'; text: string }
  | { type: 'at'; text: string }
  | { type: 'word'; text: string };

/** Chip sizes (inch codes) that a BOM writes beside the value ("0201, 1.5k, 1/16W, 1%"). */
const PACKAGE = /^(?:01005|0201|0402|0603|0805|1008|1206|1210|1806|1808|1812|2010|2220|2512)(?:Metric)?$/i;
const METRIC_PACKAGE = /^\d{4}Metric$/i;
/** Ceramic dielectrics (EIA RS-198 class 1 and 2 codes). `COG` / `NPO` are the common misspellings. */
const DIELECTRIC = /^(?:C0G|COG|NP0|NPO|X[5-8][PRSTUV]|Y5[PUV]|Z5U)$/i;
const PERCENT = /^±?(\d{1,3}(?:\.\d{1,4})?)%$/;
const FRACTION_WATTS = /^(\d{1,3})\u2044(\d{1,4})W$/i;
const ASYMMETRIC = /\+\s?(\d{1,3}(?:\.\d{1,4})?)\s?%?\s?\/?\s?[-−]\s?(\d{1,3}(?:\.\d{1,4})?)\s?%/g;

const DIELECTRIC_NAME: Record<string, string> = { COG: 'C0G', NPO: 'NP0' };

/**
 * Splits a value as a schematic or BOM writes it into tokens: separators are spaces, `,` (a comma
 * between digits is a decimal comma: `5,1K`), `;`, `/` (but `1/16W` is a power), `|`, `_` and `@`
 * (`600R@100MHz`: the `@` is kept as a token). `±`, `+80/-20%` and `%` give tolerances.
 */
export function tokenizeValue(text: string): ValueToken[] {
  if (text.length > 400) text = text.slice(0, 400);
  const tokens: ValueToken[] = [];
  // Asymmetric tolerances first: their "/" and "-" are not separators.
  let rest = text.replace(ASYMMETRIC, (all, plus: string, minus: string) => {
    tokens.push({
      type: 'tolerance',
      text: all.trim(),
      tolerance: { plus: Number(plus) / 100, minus: Number(minus) / 100 },
    });
    return ' ';
  });
  // A decimal comma sits between digits with no space after it ("5,1K", "4,7uF"); "0201, 1k" is a list.
  rest = rest.replace(/(^|[^\d.,])(\d{1,3}),(\d{1,3})(?=[A-Za-zΩµμ%]|\s|$)/g, '$1$2.$3');
  rest = rest.replace(/±\s+/g, '±').replace(/(\d)\s+%/g, '$1%');
  // A number and its unit written apart ("100 nF", "16.000 MHz", "4.7 kΩ") are one quantity.
  rest = rest.replace(
    /(\d)\s+(?=(?:[pnuµμmkKMG]?(?:F|H|Hz|HZ|Ω|ohms?|Ohms?|V|W|A)|[kKM]|meg)(?![A-Za-z0-9]))/g,
    '$1',
  );
  // "1/16W" is a power, not two tokens: its slash becomes the fraction slash (U+2044) before splitting.
  rest = rest.replace(/(^|[^\d])(\d{1,3})\/(\d{1,4})\s?W(?![A-Za-z])/gi, '$1$2\u2044$3W');
  for (const piece of rest.split(/[\s,;|_/]+|(@)/)) {
    if (piece === undefined || piece === '') continue;
    tokens.push(readToken(piece));
  }
  return tokens;
}

function readToken(text: string): ValueToken {
  if (text === '@') return { type: 'at', text };
  const percent = PERCENT.exec(text);
  if (percent) {
    const v = Number(percent[1]) / 100;
    return { type: 'tolerance', text, tolerance: { plus: v, minus: v } };
  }
  const fraction = FRACTION_WATTS.exec(text);
  if (fraction) {
    const watts = Number(fraction[1]) / Number(fraction[2]);
    if (Number.isFinite(watts)) return { type: 'power', text, watts };
  }
  if (DIELECTRIC.test(text)) {
    const upper = text.toUpperCase();
    return { type: 'dielectric', text, name: DIELECTRIC_NAME[upper] ?? upper };
  }
  if (PACKAGE.test(text) || METRIC_PACKAGE.test(text)) return { type: 'package', text };
  const quantity = readQuantity(text);
  if (quantity) return { type: 'quantity', text, quantity };
  return { type: 'word', text };
}
