/**
 * A value that says the part is not fitted: "DNP", "DNF", "NF", "NC", "N/A", "NOPOP", "NO POP",
 * "DNI", "DO NOT FIT", alone or leading the value ("DNP - 10n X7R 50V", "DNP 10K"), as BOMs write it
 * where the design has no do-not-populate flag.
 */
export function isNotFittedValue(value: string): boolean {
  return /^\s*(?:DNP|DNF|DNI|NF|NC|N\/A|NOPOP|NO[\s_-]?POP|NO[\s_-]?FIT|DO[\s_-]?NOT[\s_-]?(?:FIT|POPULATE|PLACE))(?![A-Za-z0-9])/i.test(
    value,
  );
}
