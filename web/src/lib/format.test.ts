import { describe, expect, it } from 'vitest';
import { formatBoardSize, formatBytes, formatCount, formatOptionalLength, formatUpdated } from './format';

describe('board figures in the user units', () => {
  it.each([
    [100, 80, 'mm', '100.00 × 80.00 mm'],
    [25.4, 12.7, 'mil', '1000.0 × 500.0 mil'],
    [0.005, 0, 'mm', '0.01 × 0.00 mm'],
  ] as const)('%s × %s mm in %s', (w, h, units, expected) => {
    expect(formatBoardSize(w, h, units)).toBe(expected);
  });

  it('names an unknown thickness instead of printing 0', () => {
    expect(formatOptionalLength(null, 'mm')).toBe('—');
    expect(formatOptionalLength(1.6, 'mm')).toBe('1.60 mm');
    expect(formatOptionalLength(1.6, 'mil')).toBe('63.0 mil');
  });

  it('separates thousands', () => {
    expect(formatCount(100000)).toBe('100,000');
    expect(formatCount(7)).toBe('7');
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [200 * 1024 * 1024, '200 MB'],
  ])('%d → %s', (bytes, expected) => expect(formatBytes(bytes)).toBe(expected));
});

describe('formatUpdated', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  it.each([
    ['2026-05-10T11:59:50Z', 'just now'],
    ['2026-05-10T11:59:00Z', '1 minute ago'],
    ['2026-05-10T09:00:00Z', '3 hours ago'],
    ['2026-05-08T12:00:00Z', '2 days ago'],
    ['2026-04-01T08:00:00Z', '2026-04-01'],
    ['garbage', '—'],
  ])('%s → %s', (iso, expected) => expect(formatUpdated(iso, now)).toBe(expected));
});
