/** Field separators a placement file may use; 'space' means runs of blanks (KiCad `.pos`). */
export type Delimiter = ',' | ';' | '\t' | 'space';

/** Picks the separator of a header line: the most frequent of comma, semicolon, tab; else blanks. */
export function detectDelimiter(line: string): Delimiter {
  let best: Delimiter = 'space';
  let bestCount = 0;
  for (const d of [',', ';', '\t'] as const) {
    let n = 0;
    for (let i = 0; i < line.length; i++) if (line[i] === d) n++;
    if (n > bestCount) {
      best = d;
      bestCount = n;
    }
  }
  return best;
}

/**
 * Splits one line into fields in one pass. Double quotes group a field (`""` inside is a quote);
 * fields are trimmed. With 'space', runs of blanks separate fields.
 */
export function splitFields(line: string, d: Delimiter): string[] {
  const fields: string[] = [];
  let cur = '';
  let quoted = false;
  let started = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
      continue;
    }
    if (c === '"') {
      quoted = true;
      started = true;
    } else if (d === 'space' ? c === ' ' || c === '\t' : c === d) {
      if (d !== 'space' || started) fields.push(cur.trim());
      cur = '';
      started = false;
    } else {
      cur += c;
      if (c !== ' ') started = true;
    }
  }
  if (d !== 'space' || started) fields.push(cur.trim());
  return fields;
}
