import { Grid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { DutField, DutFormValues } from './dut-validation';

/** Name, part number, revision and notes: shared by the create page and the edit dialog. */
export function DutFormFields({
  form,
  disabled,
}: {
  form: UseFormReturnType<DutFormValues>;
  disabled?: boolean;
}) {
  const input = (field: DutField) => ({ name: field, disabled, ...form.getInputProps(field) });
  return (
    <Grid gap="sm">
      <Grid.Col span={12}>
        <TextInput label="Name" required placeholder="e.g. PIC programmer main board" {...input('name')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <TextInput label="Part number" placeholder="Optional" {...input('partNumber')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput label="Revision" placeholder="e.g. B" {...input('revision')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea
          label="Notes"
          placeholder="Anything a colleague should know about this board"
          {...input('notes')}
        />
      </Grid.Col>
    </Grid>
  );
}

/** Focuses the first invalid field, so keyboard and screen-reader users land on the problem. */
export function focusFirstError(errors: Record<string, unknown>): void {
  const first = Object.keys(errors)[0];
  if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
