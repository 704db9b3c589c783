/**
 * Reading component values: "4K7", "22R", "0R051", "1k5", "0201, 100ohm, 1/16W, 1%" (resistance);
 * "8MHz", "32.768kHz", "12M" (frequency). Returns null when the value does not say.
 */
export function parseResistanceOhms(value: string): number | null {
  const parts = value
    .toUpperCase()
    .split(/[,;\s]+/)
    .filter((p) => p !== '');
  for (const part of parts) {
    const letterAsPoint = /^(\d+)([RKM])(\d+)$/.exec(part);
    if (letterAsPoint) return Number(`${letterAsPoint[1]}.${letterAsPoint[3]}`) * FACTOR[letterAsPoint[2]!]!;
    const withUnit = /^(\d+(?:[.,]\d+)?)(R|Ω|OHMS?|K|KΩ|KOHMS?|M|MΩ|MEG)$/.exec(part);
    if (withUnit) return Number(withUnit[1]!.replace(',', '.')) * FACTOR[withUnit[2]!.charAt(0)]!;
  }
  // A bare number is ohms, unless it is a package size (0201, 0402, 0603 …).
  const bare = parts.find((p) => /^\d+(\.\d+)?$/.test(p) && !/^0\d{3}$/.test(p));
  return bare === undefined ? null : Number(bare);
}

const FACTOR: Record<string, number> = { R: 1, Ω: 1, O: 1, K: 1e3, M: 1e6 };

/** A frequency in a value or a net name: "8MHz" → 8e6, "32.768kHz" → 32768, "8MH" → 8e6, "16M" → 16e6. */
export function parseFrequencyHz(text: string): number | null {
  const m = /(\d+(?:[.,]\d+)?)\s*([KMG])(?:HZ?)?(?![A-Z0-9])|(\d+(?:[.,]\d+)?)\s*HZ/i.exec(text);
  if (!m) return null;
  if (m[3]) return Number(m[3].replace(',', '.'));
  const factor = { K: 1e3, M: 1e6, G: 1e9 }[m[2]!.toUpperCase() as 'K' | 'M' | 'G'];
  return Number(m[1]!.replace(',', '.')) * factor;
}
