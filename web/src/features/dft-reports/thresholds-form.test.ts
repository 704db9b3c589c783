import { DEFAULT_THRESHOLDS } from '@studio/core';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  type FieldValue,
  setField,
  type ThresholdField,
  defaultValue,
  fromFormValues,
  isDefault,
  THRESHOLD_FIELDS,
  THRESHOLD_ROWS,
  toFormValues,
  validateThresholds,
} from './thresholds-form';

/** The default form values with some fields changed. */
const edit = (changes: Partial<Record<ThresholdField, FieldValue>>) =>
  Object.entries(changes).reduce(
    (values, [field, value]) => setField(values, field as ThresholdField, value as FieldValue),
    toFormValues(DEFAULT_THRESHOLDS),
  );

describe('thresholds form', () => {
  it('round-trips the defaults, the clearance factor as a percentage', () => {
    const values = toFormValues(DEFAULT_THRESHOLDS);
    expect(values.tpComponent.heightFactor).toBe(80);
    expect(values.tpSpacingMm.minimum).toBe(0.99);
    expect(fromFormValues(values)).toEqual(DEFAULT_THRESHOLDS);
    expect(isDefault(values)).toBe(true);
    expect(defaultValue('guidePinTpMm.recommended')).toBe(2.54);
  });

  it('covers every field in the table (PRODUCT.md §5 order) or the clamp', () => {
    const inRows = THRESHOLD_ROWS.flatMap((r) => [r.recommended?.field, r.minimum?.field]).filter(Boolean);
    expect(new Set([...inRows, 'tpComponent.clampMinMm', 'tpComponent.clampMaxMm'])).toEqual(
      new Set(THRESHOLD_FIELDS),
    );
    expect(THRESHOLD_ROWS[0]!.rule).toBe('Test-point pad size');
  });

  it('accepts numbers typed as text and reports what changed', () => {
    const values = edit({ 'tpSpacingMm.minimum': '1.2', 'tpComponent.heightFactor': 75 });
    expect(validateThresholds(values)).toEqual({});
    const t = fromFormValues(values);
    expect(t.tpSpacingMm.minimum).toBe(1.2);
    expect(t.tpComponent.heightFactor).toBe(0.75);
    expect(changedFields(t)).toEqual(['tpSpacingMm.minimum', 'tpComponent.heightFactor']);
    expect(isDefault(values)).toBe(false);
  });

  it('puts each error on its field', () => {
    const values = edit({
      'padSizeMm.recommended': '',
      'tpEdgeMm.recommended': -1,
      boardThicknessMm: 'abc',
      largeHoleMm: 1001,
    });
    expect(validateThresholds(values)).toEqual({
      'padSizeMm.recommended': 'Enter a number',
      'tpEdgeMm.recommended': 'Must be 0 or more',
      boardThicknessMm: 'Enter a number',
      largeHoleMm: 'Must be at most 1000 mm',
    });
  });

  it('a minimum above its recommended is an error on the minimum; equal is fine', () => {
    expect(validateThresholds(edit({ 'tpSpacingMm.minimum': 2 }))).toEqual({
      'tpSpacingMm.minimum': 'Must not exceed the recommended 1.9 mm',
    });
    expect(validateThresholds(edit({ 'tpSpacingMm.minimum': 1.9 }))).toEqual({});
  });

  it('checks the clamp order', () => {
    expect(validateThresholds(edit({ 'tpComponent.clampMinMm': 6 }))).toEqual({
      'tpComponent.clampMinMm': 'Must not exceed the upper clamp 5 mm',
    });
  });

  it('limits the factor like the API (at most 10, i.e. 1000 %)', () => {
    expect(validateThresholds(edit({ 'tpComponent.heightFactor': 1200 }))).toEqual({
      'tpComponent.heightFactor': 'Must be at most 1000 %',
    });
  });
});
