import { DEFAULT_THRESHOLDS, type DftThresholds, parseDftThresholds } from '@studio/core';

/**
 * The company DFT thresholds (PRODUCT.md §5) as a flat form: one field per number, keyed by its
 * dotted path in `DftThresholds` ("tpSpacingMm.minimum"). The component-clearance factor is edited
 * as a percentage (80 %), everything else in mm.
 */
export type ThresholdField =
  | 'padSizeMm.recommended'
  | 'padSizeMm.minimum'
  | 'tpSpacingMm.recommended'
  | 'tpSpacingMm.minimum'
  | 'guidePinSpacingMm.recommended'
  | 'guidePinSpacingMm.minimum'
  | 'guidePinTpMm.recommended'
  | 'guidePinTpMm.minimum'
  | 'tpEdgeMm.recommended'
  | 'tpEdgeMm.minimum'
  | 'tpComponent.heightFactor'
  | 'tpComponent.clampMinMm'
  | 'tpComponent.clampMaxMm'
  | 'tpComponent.minimumMm'
  | 'componentHeightMaxMm'
  | 'largeHoleMm'
  | 'boardThicknessMm'
  | 'pressurePinClearanceMm';

/** A form value: a number, or '' while the field is empty. */
export type FieldValue = number | string;

/**
 * The form's values: `DftThresholds`' shape with editable leaves (Mantine form addresses nested
 * values by the same dotted paths the API names in its field errors, e.g. "tpSpacingMm.minimum").
 */
export type ThresholdValues = {
  [K in keyof DftThresholds]: DftThresholds[K] extends number
    ? FieldValue
    : { [P in keyof DftThresholds[K]]: FieldValue };
};

/** One row of the thresholds table: a rule with its recommended and minimum fields. */
export interface ThresholdRow {
  rule: string;
  /** What is measured, in plain words. */
  measured: string;
  /** Why the defaults are what they are, where that is not obvious. */
  note?: string;
  /**
   * `label` says in plain words what crossing the value does ("Warning below"); `comparator` is the
   * rule's sense for the report's table (≥: more is better, ≤: less is better).
   */
  recommended: { field: ThresholdField; label: string; unit: 'mm' | '%'; comparator: '≥' | '≤' } | null;
  minimum: { field: ThresholdField; label: string; unit: 'mm'; comparator: '≥' | '≤' } | null;
}

const pair = (key: string) => ({
  recommended: {
    field: `${key}.recommended` as ThresholdField,
    label: 'Warning below',
    unit: 'mm' as const,
    comparator: '≥' as const,
  },
  minimum: {
    field: `${key}.minimum` as ThresholdField,
    label: 'Fail below',
    unit: 'mm' as const,
    comparator: '≥' as const,
  },
});

/** The table of PRODUCT.md §5, in its order. */
export const THRESHOLD_ROWS: ThresholdRow[] = [
  {
    rule: 'Test-point pad size',
    measured: 'The narrowest width of the copper a probe can touch.',
    ...pair('padSizeMm'),
  },
  {
    rule: 'Test point ↔ test point, same side',
    measured: 'Centre to centre.',
    note:
      'Why 0.99 mm: it is 39 mil, the pitch of the smallest probes (P39); two test points closer than ' +
      'that cannot both get a probe. 1.9 mm is about 75 mil, room for sturdier P75 probes.',
    ...pair('tpSpacingMm'),
  },
  { rule: 'Guide pin ↔ guide pin', measured: 'Edge to edge of the two holes.', ...pair('guidePinSpacingMm') },
  {
    rule: 'Guide pin ↔ test point',
    measured: 'Centre to centre; the guide hole’s radius is added to both values.',
    ...pair('guidePinTpMm'),
  },
  { rule: 'Test point ↔ board edge', measured: 'Centre to the nearest outline edge.', ...pair('tpEdgeMm') },
  {
    rule: 'Test point ↔ component, same side',
    measured:
      'Pad edge to the component body. The warning distance grows with the part’s height: this share ' +
      'of it, but never less or more than the two limits.',
    recommended: {
      field: 'tpComponent.heightFactor',
      label: 'Share of the height',
      unit: '%',
      comparator: '≥',
    },
    minimum: { field: 'tpComponent.minimumMm', label: 'Fail below', unit: 'mm', comparator: '≥' },
  },
  {
    rule: 'Component height on the probe side',
    measured: 'Taller parts need a cut-out in the probe plate.',
    recommended: { field: 'componentHeightMaxMm', label: 'Warning above', unit: 'mm', comparator: '≤' },
    minimum: null,
  },
  {
    rule: 'Probing a hole larger than',
    measured: 'Hole diameter: a probe may not sit well in a large hole.',
    recommended: { field: 'largeHoleMm', label: 'Warning above', unit: 'mm', comparator: '≤' },
    minimum: null,
  },
  {
    rule: 'Board thickness',
    measured: 'Thin boards bend under the probes.',
    recommended: { field: 'boardThicknessMm', label: 'Warning below', unit: 'mm', comparator: '≥' },
    minimum: null,
  },
  {
    rule: 'Pressure pin ↔ pads, holes and parts',
    measured:
      'Edge of the pressure pin’s tip to every pad, solder joint, open via, hole and component body on the side it presses.',
    recommended: null,
    minimum: { field: 'pressurePinClearanceMm', label: 'Fail below', unit: 'mm', comparator: '≥' },
  },
];

/** The clamp of the component-clearance recommendation (two more fields of that rule). */
export const CLAMP_FIELDS: { field: ThresholdField; label: string }[] = [
  { field: 'tpComponent.clampMinMm', label: 'At least' },
  { field: 'tpComponent.clampMaxMm', label: 'At most' },
];

export const THRESHOLD_FIELDS: ThresholdField[] = [
  'padSizeMm.recommended',
  'padSizeMm.minimum',
  'tpSpacingMm.recommended',
  'tpSpacingMm.minimum',
  'guidePinSpacingMm.recommended',
  'guidePinSpacingMm.minimum',
  'guidePinTpMm.recommended',
  'guidePinTpMm.minimum',
  'tpEdgeMm.recommended',
  'tpEdgeMm.minimum',
  'tpComponent.heightFactor',
  'tpComponent.clampMinMm',
  'tpComponent.clampMaxMm',
  'tpComponent.minimumMm',
  'componentHeightMaxMm',
  'largeHoleMm',
  'boardThicknessMm',
  'pressurePinClearanceMm',
];

const PERCENT_FIELDS: ReadonlySet<ThresholdField> = new Set(['tpComponent.heightFactor']);

/** Largest accepted values: the API's limits (api/src/dft-report.ts: 1000 mm, a factor of 10). */
export const MAX_MM = 1000;
const MAX_PERCENT = 1000;

/** One field's value, by its dotted path, from thresholds or form values. */
export function getField<T>(values: { [K in keyof DftThresholds]: unknown }, field: ThresholdField): T {
  const [a, b] = field.split('.') as [keyof DftThresholds, string | undefined];
  const v = values[a];
  return (b === undefined ? v : (v as Record<string, unknown>)[b]) as T;
}

/** A copy of the form values with one field changed. */
export function setField(values: ThresholdValues, field: ThresholdField, value: FieldValue): ThresholdValues {
  const out = structuredClone(values) as unknown as Record<string, Record<string, FieldValue> | FieldValue>;
  const [a, b] = field.split('.') as [string, string | undefined];
  if (b === undefined) out[a] = value;
  else (out[a] as Record<string, FieldValue>)[b] = value;
  return out as unknown as ThresholdValues;
}

// The factor is stored as 0.8 and shown as 80 (%); rounding keeps 0.8 × 100 from showing 80.00000000000001.
const toForm = (field: ThresholdField, v: number) =>
  PERCENT_FIELDS.has(field) ? Math.round(v * 10000) / 100 : v;
const fromForm = (field: ThresholdField, v: number) =>
  PERCENT_FIELDS.has(field) ? Math.round(v * 100) / 10000 : v;

/** Thresholds → form values. */
export function toFormValues(t: DftThresholds): ThresholdValues {
  let values = structuredClone(t) as unknown as ThresholdValues;
  for (const f of PERCENT_FIELDS) values = setField(values, f, toForm(f, getField<number>(t, f)));
  return values;
}

/** The default of one field, as the form shows it. */
export const defaultValue = (field: ThresholdField): number =>
  toForm(field, getField<number>(DEFAULT_THRESHOLDS, field));

const num = (v: FieldValue | undefined): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (v === undefined || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** A field's value as a number, or null while it is empty or not a number. */
export const fieldNumber = (values: ThresholdValues, field: ThresholdField): number | null =>
  num(getField<FieldValue | undefined>(values, field));

/** Form values → thresholds (call after `validateThresholds` found no error). */
export function fromFormValues(values: ThresholdValues): DftThresholds {
  let out = structuredClone(DEFAULT_THRESHOLDS) as unknown as ThresholdValues;
  for (const field of THRESHOLD_FIELDS)
    out = setField(out, field, fromForm(field, fieldNumber(values, field) ?? 0));
  return out as unknown as DftThresholds;
}

const LIMIT_KEYS = ['padSizeMm', 'tpSpacingMm', 'guidePinSpacingMm', 'guidePinTpMm', 'tpEdgeMm'] as const;

/**
 * Field-level errors of the form: every field a number within range; each minimum at most its
 * recommended (the error sits on the minimum, naming the recommended value); the clamp in order. The
 * last word is core's `parseDftThresholds`, the same check the server and the CLI make.
 */
export function validateThresholds(values: ThresholdValues): Partial<Record<ThresholdField, string>> {
  const errors: Partial<Record<ThresholdField, string>> = {};
  for (const field of THRESHOLD_FIELDS) {
    const n = fieldNumber(values, field);
    const percent = PERCENT_FIELDS.has(field);
    const max = percent ? MAX_PERCENT : MAX_MM;
    if (n === null) errors[field] = 'Enter a number';
    else if (n < 0) errors[field] = 'Must be 0 or more';
    else if (n > max) errors[field] = `Must be at most ${max}${percent ? ' %' : ' mm'}`;
  }
  for (const key of LIMIT_KEYS) {
    const rec = fieldNumber(values, `${key}.recommended`);
    const min = fieldNumber(values, `${key}.minimum`);
    const bothValid = !errors[`${key}.recommended`] && !errors[`${key}.minimum`];
    if (rec !== null && min !== null && min > rec && bothValid)
      errors[`${key}.minimum`] = `Must not exceed the recommended ${rec} mm`;
  }
  const lo = fieldNumber(values, 'tpComponent.clampMinMm');
  const hi = fieldNumber(values, 'tpComponent.clampMaxMm');
  const clampValid = !errors['tpComponent.clampMinMm'] && !errors['tpComponent.clampMaxMm'];
  if (lo !== null && hi !== null && lo > hi && clampValid)
    errors['tpComponent.clampMinMm'] = `Must not exceed the upper clamp ${hi} mm`;
  if (Object.keys(errors).length === 0) {
    const parsed = parseDftThresholds(fromFormValues(values));
    if (!parsed.ok) {
      const field = (THRESHOLD_FIELDS as string[]).includes(parsed.field)
        ? (parsed.field as ThresholdField)
        : 'padSizeMm.recommended';
      errors[field] = parsed.message;
    }
  }
  return errors;
}

/** True when the values equal the defaults of PRODUCT.md §5. */
export const isDefault = (values: ThresholdValues): boolean =>
  THRESHOLD_FIELDS.every((f) => fieldNumber(values, f) === defaultValue(f));

/** Fields that differ from the defaults (to mark them in the form and in reports). */
export const changedFields = (t: DftThresholds): ThresholdField[] => {
  const values = toFormValues(t);
  return THRESHOLD_FIELDS.filter((f) => fieldNumber(values, f) !== defaultValue(f));
};
