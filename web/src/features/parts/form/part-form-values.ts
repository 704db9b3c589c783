import { DEFAULT_CURRENCY, type Part, PartInput, type PartKind } from '@studio/api';
import { emptySpecs, SPEC_FIELDS } from '../catalog/spec-fields';

/**
 * The part form's values. Numbers are `number | ''` as Mantine's NumberInput gives them; they become
 * the API's numbers (or "missing") only when the form is checked with the shared schema.
 */
export interface PartFormValues {
  kind: PartKind;
  partNumber: string;
  name: string;
  manufacturer: string;
  mpn: string;
  classId: string;
  unitPrice: number | string;
  currency: string;
  leadTimeDays: number | string;
  datasheetUrl: string;
  description: string;
  active: boolean;
  specs: Record<string, unknown>;
}

export const COMMON_FIELDS = [
  'partNumber',
  'name',
  'manufacturer',
  'mpn',
  'classId',
  'unitPrice',
  'currency',
  'leadTimeDays',
  'datasheetUrl',
  'description',
  'active',
] as const;

export function emptyPartForm(kind: PartKind, classId = ''): PartFormValues {
  return {
    kind,
    partNumber: '',
    name: '',
    manufacturer: '',
    mpn: '',
    classId,
    unitPrice: '',
    currency: DEFAULT_CURRENCY,
    leadTimeDays: '',
    datasheetUrl: '',
    description: '',
    active: true,
    specs: emptySpecs(kind),
  };
}

/** A saved part as form values (null numbers become blanks). */
export function valuesOfPart(part: Part): PartFormValues {
  const specs = emptySpecs(part.kind);
  for (const [key, value] of Object.entries(part.specs as Record<string, unknown>)) {
    if (key in specs) specs[key] = value ?? '';
  }
  return {
    kind: part.kind,
    partNumber: part.partNumber,
    name: part.name,
    manufacturer: part.manufacturer,
    mpn: part.mpn,
    classId: part.classId,
    unitPrice: part.unitPrice,
    currency: part.currency,
    leadTimeDays: part.leadTimeDays,
    datasheetUrl: part.datasheetUrl ?? '',
    description: part.description,
    active: part.active,
    specs,
  };
}

/** Another kind: the common fields stay, and so do spec values of fields both kinds have (pitch class, length). */
export function changeKind(values: PartFormValues, kind: PartKind): PartFormValues {
  const specs = emptySpecs(kind);
  for (const key of Object.keys(specs)) {
    if (key in values.specs) specs[key] = values.specs[key];
  }
  return { ...values, kind, specs };
}

/** A form number as the API wants it: a number, or undefined ("required") / null (optional, blank). */
function toNumber(value: unknown, optional = false): number | null | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : Number.NaN;
  }
  return optional ? null : undefined;
}

/** The request body for `POST /parts` / `PUT /parts/:id`. */
export function toPartInput(values: PartFormValues): Record<string, unknown> {
  const specs: Record<string, unknown> = {};
  for (const field of SPEC_FIELDS[values.kind]) {
    const raw = values.specs[field.key];
    specs[field.key] = field.type === 'number' ? toNumber(raw, field.optional) : raw;
  }
  return {
    kind: values.kind,
    partNumber: values.partNumber,
    name: values.name,
    manufacturer: values.manufacturer,
    mpn: values.mpn,
    classId: values.classId,
    unitPrice: toNumber(values.unitPrice),
    currency: values.currency,
    leadTimeDays: toNumber(values.leadTimeDays),
    datasheetUrl: values.datasheetUrl.trim(),
    description: values.description,
    active: values.active,
    specs,
  };
}

/** The form paths of a kind: the common fields and `specs.<field>`. */
export function formPaths(kind: PartKind): string[] {
  return [...COMMON_FIELDS, 'kind', ...SPEC_FIELDS[kind].map((f) => `specs.${f.key}`)];
}

/**
 * Checks the form with the schema the server uses (`PartInput`): one message per field, keyed by its
 * dot path (`specs.tipDiameterMm`), the same paths the server's error envelope uses.
 */
export function validatePartForm(values: PartFormValues): Record<string, string> {
  const parsed = PartInput.safeParse(toPartInput(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    if (path && !(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/**
 * Splits the server's `fields` into those the form shows under an input and the rest (a path the form
 * has no input for), which the form lists in its summary so nothing the server said is lost.
 */
export function splitServerErrors(
  kind: PartKind,
  fields: Record<string, string>,
): { known: Record<string, string>; other: string[] } {
  const paths = new Set(formPaths(kind));
  const known: Record<string, string> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    if (paths.has(path)) known[path] = message;
    else other.push(path ? `${path}: ${message}` : message);
  }
  return { known, other };
}
