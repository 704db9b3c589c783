/** One physical line of a text file. */
export interface SourceLine {
  /** 1-based line number. */
  line: number;
  /** The line without its end-of-line characters and trailing white space. */
  text: string;
  /** True when the line was longer than MAX_LINE_CHARS and was cut. */
  cut: boolean;
}

/** IPC-D-356A records are at most 80 columns; anything far longer is not a record we can use. */
export const MAX_LINE_CHARS = 1024;

/** Splits text at LF, CRLF or CR. Lines longer than MAX_LINE_CHARS are cut (the caller reports it). */
export function splitLines(text: string): SourceLine[] {
  const out: SourceLine[] = [];
  const parts = text.split(/\r\n|\n|\r/);
  for (let i = 0; i < parts.length; i++) {
    const raw = parts[i]!;
    const cut = raw.length > MAX_LINE_CHARS;
    out.push({ line: i + 1, text: (cut ? raw.slice(0, MAX_LINE_CHARS) : raw).trimEnd(), cut });
  }
  return out;
}
