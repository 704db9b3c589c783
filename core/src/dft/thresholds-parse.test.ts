import { describe, expect, it } from 'vitest';
import { DEFAULT_THRESHOLDS } from './thresholds';
import { parseDftThresholds } from './thresholds-parse';

describe('parseDftThresholds', () => {
  it('fills what a company file leaves out with the defaults', () => {
    const result = parseDftThresholds({ tpSpacingMm: { recommended: 2.0 } });
    expect(result).toEqual({
      ok: true,
      thresholds: { ...DEFAULT_THRESHOLDS, tpSpacingMm: { recommended: 2.0, minimum: 0.99 } },
    });
  });

  it.each([
    [{ tpSpacingMm: { minimum: 'x' } }, 'tpSpacingMm.minimum'],
    [{ tpEdgeMm: { recommended: -1 } }, 'tpEdgeMm.recommended'],
    [{ padSize: 1 }, 'padSize'],
    [{ tpComponent: 3 }, 'tpComponent'],
    [{ padSizeMm: { minimum: 0.9 } }, 'padSizeMm.minimum'], // above the recommended 0.8
    [[], '(root)'],
  ])('names the bad field of %j', (input, field) => {
    const result = parseDftThresholds(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.field).toBe(field);
      expect(result.message).toContain(field === '(root)' ? 'rules' : field);
    }
  });
});
