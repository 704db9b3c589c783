/** At most this many references from one range (`R1-R2000000` is a typo, not a part list). */
export const MAX_RANGE = 1000;

/**
 * The references of a BOM cell: separated by commas, semicolons or blanks (`R1, R2 R5`), with
 * ranges of one prefix (`R5-R8`, `R5-8`, `C10..C12`) expanded. A range wider than `MAX_RANGE` or
 * with different prefixes is returned in `bad` and left out.
 */
export function splitReferences(cell: string): { refs: string[]; bad: string[] } {
  const refs: string[] = [];
  const bad: string[] = [];
  for (const token of cell.split(/[\s,;]+/)) {
    if (token === '') continue;
    const range = /^([A-Za-z_#]*)(\d+)(?:-|\.\.)([A-Za-z_#]*)(\d+)$/.exec(token);
    if (!range) {
      refs.push(token);
      continue;
    }
    const [, p1, a, p2, b] = range;
    const from = Number(a);
    const to = Number(b);
    if ((p2 !== '' && p2 !== p1) || to < from || to - from >= MAX_RANGE) {
      bad.push(token);
      continue;
    }
    for (let n = from; n <= to; n++) refs.push(`${p1}${n}`);
  }
  return { refs, bad };
}
