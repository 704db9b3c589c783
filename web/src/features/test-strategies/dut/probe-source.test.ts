import type { TestConfigSummary } from '@studio/api';
import { describe, expect, it } from 'vitest';
import { BOARD_SOURCE, defaultProbeSource } from './probe-source';

const config = (id: string, latestVersion: number | null, updatedAt: string): TestConfigSummary => ({
  id,
  dutId: 'd1',
  name: id,
  latestVersion,
  createdBy: null as unknown as TestConfigSummary['createdBy'],
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt,
});

describe('defaultProbeSource', () => {
  it('is the board without a saved test config', () => {
    expect(defaultProbeSource([])).toBe(BOARD_SOURCE);
    expect(defaultProbeSource([config('unsaved', null, '2026-12-07T10:00:00.000Z')])).toBe(BOARD_SOURCE);
  });

  it('is the test config saved last, whatever the list order', () => {
    const older = config('older', 4, '2026-12-05T10:00:00.000Z');
    const newer = config('newer', 1, '2026-12-06T10:00:00.000Z');
    const unsaved = config('unsaved', null, '2026-12-07T10:00:00.000Z');
    expect(defaultProbeSource([older, newer, unsaved])).toBe('newer');
    expect(defaultProbeSource([unsaved, newer, older])).toBe('newer');
  });
});
