/**
 * Which engine read a board, in one line for the DUT page, the report page and its PDF: "engine
 * 1.3.0". A board stored before engine 1.3.0 (`readBy` null) says what that means for its bodies
 * (decision 0043) and what to do about it; `undefined` — a report made before the field — says
 * nothing (null).
 */
export function boardReadingText(readBy: string | null | undefined): string | null {
  if (readBy === undefined) return null;
  if (readBy === null)
    return 'an engine before 1.3.0: KiCad bodies were the courtyards then, not the fabrication outlines; re-import to read them again';
  return `engine ${readBy}`;
}
