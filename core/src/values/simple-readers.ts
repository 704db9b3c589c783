import { readPartValue } from './read-value';

/**
 * A resistance in a value: "4K7", "22R", "0R051", "1k5", "0201, 100ohm, 1/16W, 1%", "470" (a bare
 * number is ohms; chip sizes such as 0603 are not). Null when the value does not say.
 */
export function readResistanceOhms(value: string): number | null {
  return readPartValue(value, 'resistor').resistanceOhms;
}

// A number, a k / M / G prefix and an optional (possibly cut) Hz: "8MHz", "8MH" (a net name), "16M".
const IN_TEXT = /(\d{1,9}(?:[.,]\d{1,9})?)\s?([KMG])(?:HZ?)?(?![A-Z0-9])|(\d{1,9}(?:[.,]\d{1,9})?)\s?HZ/i;

/**
 * A frequency in a value or a net name: "8MHz" → 8e6, "32.768kHz" → 32768, "16.000 MHz", "12M",
 * "/8MH-OUT" → 8e6. Null when the text gives none.
 */
export function readFrequencyHz(text: string): number | null {
  const fromValue = readPartValue(text, 'crystal').frequencyHz;
  if (fromValue !== null) return fromValue;
  const m = IN_TEXT.exec(text.length > 400 ? text.slice(0, 400) : text);
  if (!m) return null;
  if (m[3]) return Number(m[3].replace(',', '.'));
  const factor = { K: 1e3, M: 1e6, G: 1e9 }[m[2]!.toUpperCase() as 'K' | 'M' | 'G'];
  return Number(m[1]!.replace(',', '.')) * factor;
}
