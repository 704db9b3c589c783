import { DutStatus, FileStatus } from '@studio/api';
import { describe, expect, it } from 'vitest';
import { DUT_STATUS, FILE_STATUS, isImportBusy, STATUS_FILTERS } from './dut-status';

describe('status mapping', () => {
  it('has a label and colour for every DUT and file status the API knows', () => {
    for (const s of DutStatus.options) expect(DUT_STATUS[s].label).not.toBe('');
    for (const s of FileStatus.options) expect(FILE_STATUS[s].label).not.toBe('');
  });

  it('shows progress only while the import is queued or running', () => {
    expect(DutStatus.options.filter(isImportBusy)).toEqual(['queued', 'importing']);
  });

  it('colours success and failure apart', () => {
    expect(DUT_STATUS.ready.color).toBe('positive');
    expect(DUT_STATUS.failed.color).toBe('negative');
    expect(FILE_STATUS.failed.color).toBe('negative');
  });

  it('offers every status as a filter exactly once', () => {
    expect(STATUS_FILTERS.map((f) => f.value).sort()).toEqual([...DutStatus.options].sort());
  });
});
