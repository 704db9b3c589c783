import {
  GUIDE_PIN_ACTIONS,
  KIT_ACTUATIONS,
  OPTION_FEATURES,
  OTHER_SERVICES,
  PITCH_CLASS_LABELS,
  PITCH_CLASSES,
  type PartKind,
  PRESSURE_PIN_TIP_MATERIAL_CHOICES,
  PRESSURE_PIN_TIPS,
  RECEPTACLE_TERMINATIONS,
  TIP_STYLES,
} from '@studio/api';
import { PRESSURE_PIN_TIP_MATERIALS } from '@studio/core';

/**
 * How each kind's specification fields are entered and shown. The rules (required, ranges, units)
 * are the API's zod schemas (`SPECS_BY_KIND`); this only says how a field looks: its label, unit,
 * input and choices. A unit test checks that every kind lists exactly its schema's fields.
 */

export type SpecUnit = 'mm' | 'N' | 'A';

export interface Choice {
  value: string;
  label: string;
}

interface FieldBase {
  key: string;
  label: string;
  /** One line under the input (what the datasheet calls it, how it is measured). */
  hint?: string;
}

export type SpecField =
  | (FieldBase & {
      type: 'number';
      unit?: SpecUnit;
      integer?: boolean;
      optional?: boolean;
      decimals?: number;
    })
  | (FieldBase & { type: 'select'; choices: readonly Choice[]; initial?: string })
  | (FieldBase & { type: 'multiselect'; choices: readonly Choice[] })
  | (FieldBase & { type: 'boolean' })
  | (FieldBase & { type: 'text' });

const words = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/-/g, ' ');
const choicesOf = (values: readonly string[]): Choice[] =>
  values.map((value) => ({ value, label: words(value) }));

export const PITCH_CLASS_CHOICES: Choice[] = PITCH_CLASSES.map((value) => ({
  value,
  label: `${value} — ${PITCH_CLASS_LABELS[value]}`,
}));
export const TIP_STYLE_CHOICES = choicesOf(TIP_STYLES);

const mm = (key: string, label: string, extra: { optional?: boolean; hint?: string } = {}): SpecField => ({
  key,
  label,
  type: 'number',
  unit: 'mm',
  decimals: 3,
  ...extra,
});
/** The plate hole's tolerance or fit and the datasheet it comes from (decision 0054). */
const HOLE_CITATION: readonly SpecField[] = [
  {
    key: 'holeFit',
    label: 'Hole tolerance or fit',
    type: 'text',
    hint: 'As the datasheet gives it, e.g. "+0.013/−0 mm (press fit)"',
  },
  {
    key: 'holeSource',
    label: 'Hole source',
    type: 'text',
    hint: 'The manufacturer document the hole size comes from (maker, document, series)',
  },
];

const count = (key: string, label: string, hint?: string): SpecField => ({
  key,
  label,
  type: 'number',
  integer: true,
  hint,
});

export const SPEC_FIELDS: Record<PartKind, readonly SpecField[]> = {
  probe: [
    { key: 'pitchClass', label: 'Pitch class', type: 'select', choices: PITCH_CLASS_CHOICES },
    { key: 'tipStyle', label: 'Tip style', type: 'select', choices: TIP_STYLE_CHOICES },
    mm('tipDiameterMm', 'Tip diameter'),
    mm('fullTravelMm', 'Full travel'),
    mm('workingTravelMm', 'Working travel', { hint: 'Recommended travel in use; at most the full travel' }),
    {
      key: 'forceAtWorkingTravelN',
      label: 'Force at working travel',
      type: 'number',
      unit: 'N',
      decimals: 2,
    },
    { key: 'currentRatingA', label: 'Current rating', type: 'number', unit: 'A', decimals: 2 },
    mm('lengthMm', 'Length', { optional: true }),
    mm('mountHoleMm', 'Mounting hole', {
      optional: true,
      hint: 'Press-fit hole of a receptacle-less (P39) probe in the probe plate',
    }),
    {
      key: 'ratedCycles',
      label: 'Rated cycles',
      type: 'number',
      integer: true,
      optional: true,
      hint: 'Mechanical life in cycles from the maker’s datasheet; fixture wear counts runs against it',
    },
    ...HOLE_CITATION,
  ],
  receptacle: [
    {
      key: 'pitchClass',
      label: 'Pitch class',
      type: 'select',
      choices: PITCH_CLASS_CHOICES.filter((c) => c.value !== 'P39'),
      hint: 'P39 probes need no receptacle',
    },
    mm('drillDiameterMm', 'Drill diameter', { hint: 'The hole drilled in the probe plate' }),
    mm('collarHeightMm', 'Collar height'),
    { key: 'termination', label: 'Termination', type: 'select', choices: choicesOf(RECEPTACLE_TERMINATIONS) },
    mm('lengthMm', 'Length', { optional: true }),
    ...HOLE_CITATION,
  ],
  'guide-pin': [
    mm('holeDiameterMinMm', 'Smallest hole diameter'),
    mm('holeDiameterMaxMm', 'Largest hole diameter'),
    { key: 'action', label: 'Action', type: 'select', choices: choicesOf(GUIDE_PIN_ACTIONS) },
    mm('lengthMm', 'Length'),
    ...HOLE_CITATION,
  ],
  'pressure-pin': [
    mm('diameterMm', 'Diameter'),
    mm('lengthMm', 'Length'),
    { key: 'tip', label: 'Tip', type: 'select', choices: choicesOf(PRESSURE_PIN_TIPS) },
    {
      key: 'tipMaterial',
      label: 'Tip material',
      type: 'select',
      choices: PRESSURE_PIN_TIP_MATERIAL_CHOICES.map((value) => ({
        value,
        label: value === 'unknown' ? 'Not stated' : PRESSURE_PIN_TIP_MATERIALS[value].label,
      })),
      initial: 'unknown',
      hint: 'The tip touches the board: it must insulate (POM, PEEK, nylon, rubber)',
    },
    ...HOLE_CITATION,
  ],
  cartridge: [
    { key: 'pitchClasses', label: 'Pitch classes', type: 'multiselect', choices: PITCH_CLASS_CHOICES },
    count('positions', 'Positions', 'Probe positions the cartridge holds'),
  ],
  'fixture-kit': [
    mm('activeAreaXMm', 'Active area X'),
    mm('activeAreaYMm', 'Active area Y'),
    count('maxProbes', 'Maximum probes'),
    { key: 'topProbing', label: 'Top probing', type: 'boolean', hint: 'Probes in the lid as well' },
    { key: 'cartridgeSupport', label: 'Takes cartridges', type: 'boolean' },
    { key: 'actuation', label: 'Actuation', type: 'select', choices: choicesOf(KIT_ACTUATIONS) },
    count('ratedCycles', 'Rated cycles'),
    { key: 'holdDownForceN', label: 'Hold-down force', type: 'number', unit: 'N', decimals: 1 },
  ],
  option: [
    { key: 'adds', label: 'Adds', type: 'select', choices: choicesOf(OPTION_FEATURES) },
    { key: 'description', label: 'What it does', type: 'text' },
  ],
  other: [
    { key: 'description', label: 'Specification', type: 'text' },
    {
      key: 'service',
      label: 'Service rate',
      type: 'select',
      choices: choicesOf(OTHER_SERVICES),
      initial: 'none',
      hint: 'Test solutions charge this part per drilled hole, per probe or per fixture',
    },
    {
      key: 'wireAwg',
      label: 'Wire gauge (AWG)',
      type: 'number',
      integer: true,
      optional: true,
      hint: 'Hook-up wire of this gauge, priced per metre (the fixture BOM takes it by gauge)',
    },
  ],
};

/** "Crown", "Wire wrap": the label of an enumerated spec value. */
export function choiceLabel(field: SpecField, value: string): string {
  if (field.type !== 'select' && field.type !== 'multiselect') return value;
  return field.choices.find((c) => c.value === value)?.label ?? value;
}

/** The empty form value of each field (numbers start blank, booleans false, lists empty). */
export function emptySpecs(kind: PartKind): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of SPEC_FIELDS[kind]) {
    out[field.key] =
      field.type === 'boolean'
        ? false
        : field.type === 'multiselect'
          ? []
          : field.type === 'select'
            ? (field.initial ?? '')
            : '';
  }
  return out;
}
