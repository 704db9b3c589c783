/** One CSV field (RFC 4180): quoted when it holds a separator, a quote or a line break. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  const s = typeof value === 'number' ? String(value) : value;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * A CSV text: comment lines first (`# …`, the frame and status notes), then the header and rows,
 * CRLF line ends as RFC 4180 says.
 */
export function writeCsv(comments: string[], header: string[], rows: (string | number | null)[][]): string {
  const lines = [
    ...comments.map((c) => `# ${c.replace(/[\r\n]+/g, ' ')}`),
    header.map(csvField).join(','),
    ...rows.map((r) => r.map(csvField).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** mm with at most 4 decimals. */
export const mm4 = (v: number): number => Math.round(v * 10000) / 10000;
