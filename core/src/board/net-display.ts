/**
 * KiCad stores some characters of net names escaped (`/VPP{slash}MCLR`: KiCad 6+ `EscapeString`),
 * and writes them so in its own outputs (Gerber X2 `.N`, the board file): the board model keeps the
 * name exactly as the design data has it, so that names match across files. What an engineer reads
 * is KiCad's display form, `/VPP/MCLR`: screens, reports and messages show `displayNetName`.
 */
const KICAD_ESCAPES: Record<string, string> = {
  slash: '/',
  backslash: '\\',
  lt: '<',
  gt: '>',
  colon: ':',
  dblquote: '"',
  quote: "'",
  bar: '|',
  space: ' ',
  dollar: '$',
  tab: '\t',
  return: '\n',
  brace: '{',
};

const ESCAPED = /\{(slash|backslash|lt|gt|colon|dblquote|quote|bar|space|dollar|tab|return|brace)\}/g;

/** A net name as the engineer's CAD tool shows it (KiCad escapes undone); other names unchanged. */
export function displayNetName(name: string): string {
  return name.includes('{') ? name.replace(ESCAPED, (_, key: string) => KICAD_ESCAPES[key]!) : name;
}
