/**
 * Pin lists as an engineer types them: names separated by commas or spaces, and ranges with a common
 * prefix ("1-50", "A1-A32, B1-B32"). `formatPins` writes a list back in the same short form.
 */
export function parsePins(text: string): string[] {
  const out: string[] = [];
  for (const token of text.split(/[\s,;]+/).filter((t) => t !== '')) {
    const m = /^([A-Za-z]*)(\d+)-\1(\d+)$/.exec(token) ?? /^([A-Za-z]*)(\d+)-(\d+)$/.exec(token);
    if (m) {
      const [from, to] = [Number(m[2]), Number(m[3])];
      if (to >= from && to - from < 1000) for (let k = from; k <= to; k++) out.push(`${m[1]}${k}`);
      else out.push(token);
    } else out.push(token);
  }
  return out;
}

export function formatPins(pins: readonly string[]): string {
  const parts: string[] = [];
  let i = 0;
  while (i < pins.length) {
    const m = /^([A-Za-z]*)(\d+)$/.exec(pins[i]!);
    let j = i;
    if (m) while (j + 1 < pins.length && pins[j + 1] === `${m[1]}${Number(m[2]) + (j + 1 - i)}`) j++;
    parts.push(j > i + 1 ? `${pins[i]}-${pins[j]}` : pins.slice(i, j + 1).join(', '));
    i = j + 1;
  }
  return parts.join(', ');
}
