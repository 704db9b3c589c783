import { type Dut, DutInput } from '@studio/api';

export interface DutFormValues {
  name: string;
  partNumber: string;
  revision: string;
  notes: string;
}

export type DutField = keyof DutFormValues;

export const emptyDut: DutFormValues = { name: '', partNumber: '', revision: '', notes: '' };

export const valuesOf = (dut: Dut): DutFormValues => ({
  name: dut.name,
  partNumber: dut.partNumber,
  revision: dut.revision,
  notes: dut.notes,
});

/** Checks the form with the schema the server uses (`DutInput`): one message per invalid field. */
export function validateDut(values: DutFormValues): Partial<Record<DutField, string>> {
  const parsed = DutInput.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<DutField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as DutField | undefined;
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The server's field errors (`{ fields: { "name": "…" } }`) as form errors. Only the form's own
 * fields: anything else is shown in the general message.
 */
export function fieldErrorsOf(fields: Record<string, string>): Partial<Record<DutField, string>> {
  const known: DutField[] = ['name', 'partNumber', 'revision', 'notes'];
  return Object.fromEntries(Object.entries(fields).filter(([k]) => known.includes(k as DutField)));
}
