import { Grid, MultiSelect, NumberInput, Select, Switch, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { PartKind, Units } from '@studio/api';
import { SPEC_FIELDS, type SpecField } from '../catalog/spec-fields';
import { milHint } from '../catalog/spec-format';
import type { PartFormValues } from './part-form-values';

interface SpecInputProps {
  field: SpecField;
  form: UseFormReturnType<PartFormValues>;
  units: Units;
}

/** One spec field's input: numbers carry their unit (and the mil equivalent for mil readers). */
function SpecInput({ field, form, units }: SpecInputProps) {
  const path = `specs.${field.key}`;
  const label = field.type === 'number' && field.unit ? `${field.label} (${field.unit})` : field.label;
  const props = { name: path, label, ...form.getInputProps(path) };
  switch (field.type) {
    case 'number': {
      const value = form.getValues().specs[field.key];
      const hint =
        field.unit === 'mm' && units === 'mil' && typeof value === 'number' ? milHint(value) : field.hint;
      return (
        <NumberInput
          {...props}
          required={!field.optional}
          description={field.optional ? `Optional${hint ? ` · ${hint}` : ''}` : hint}
          decimalScale={field.integer ? 0 : (field.decimals ?? 3)}
          allowDecimal={!field.integer}
          thousandSeparator={field.integer ? ',' : undefined}
          hideControls
        />
      );
    }
    case 'select':
      return (
        <Select
          {...props}
          required
          description={field.hint}
          data={[...field.choices]}
          value={(form.getValues().specs[field.key] as string) || null}
          onChange={(v) => form.setFieldValue(path, v ?? '')}
          placeholder="Choose"
          allowDeselect={false}
        />
      );
    case 'multiselect':
      return (
        <MultiSelect
          {...props}
          required
          description={field.hint}
          data={[...field.choices]}
          placeholder="Choose one or more"
        />
      );
    case 'boolean':
      return (
        <Switch
          name={path}
          label={field.label}
          description={field.hint}
          mt="md"
          {...form.getInputProps(path, { type: 'checkbox' })}
        />
      );
    case 'text':
      return <Textarea {...props} description={field.hint} autosize minRows={2} maxRows={8} />;
  }
}

/** The specification inputs of a kind, two or three to a row on wide screens. */
export function SpecInputs({
  kind,
  form,
  units,
}: {
  kind: PartKind;
  form: UseFormReturnType<PartFormValues>;
  units: Units;
}) {
  return (
    <Grid gap="sm">
      {SPEC_FIELDS[kind].map((field) => (
        <Grid.Col key={`${kind}.${field.key}`} span={field.type === 'text' ? 12 : { base: 12, sm: 6, md: 4 }}>
          <SpecInput field={field} form={form} units={units} />
        </Grid.Col>
      ))}
    </Grid>
  );
}
