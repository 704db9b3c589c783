import {
  Alert,
  Button,
  Grid,
  Group,
  List,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { PartDetail, PartKind } from '@studio/api';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useUnits } from '../../../lib/current-user';
import { describeError } from '../../../lib/describe-error';
import { usePartClasses, useSavePart } from '../api/parts-queries';
import { classOptions } from '../catalog/class-options';
import { KIND_CHOICES } from '../catalog/screens';
import {
  changeKind,
  type PartFormValues,
  splitServerErrors,
  toPartInput,
  validatePartForm,
} from './part-form-values';
import { SpecInputs } from './spec-inputs';

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Focuses the first invalid input so keyboard and screen-reader users land on the problem. */
function focusFirstError(errors: Record<string, unknown>) {
  const first = Object.keys(errors)[0];
  if (!first) return;
  // Mantine form marks every input it binds with data-path (selects included, whose `name` sits on a
  // hidden input that cannot take focus).
  const path = CSS.escape(first);
  document.querySelector<HTMLElement>(`[data-path="${path}"], [name="${path}"]`)?.focus();
}

export interface PartFormProps {
  /** null: a new part. */
  partId: string | null;
  initialValues: PartFormValues;
  onSaved(part: PartDetail): void;
  onCancel(): void;
}

/**
 * Create or edit a part: common fields, the kind's specification fields with their units, price and
 * lead time. The shared schema (`PartInput`) checks each field on blur and on submit; whatever the
 * server still refuses (a part number that exists, an unknown class) comes back under the same input.
 */
export function PartForm({ partId, initialValues, onSaved, onCancel }: PartFormProps) {
  const save = useSavePart(partId);
  const classes = usePartClasses();
  const units = useUnits();
  const [serverError, setServerError] = useState<{ message: string; other: string[] } | null>(null);
  const form = useForm<PartFormValues>({
    initialValues,
    validate: validatePartForm,
    validateInputOnBlur: true,
  });
  const kind = form.values.kind;

  const submit = form.onSubmit((values) => {
    setServerError(null);
    save.mutate(toPartInput(values) as never, {
      onSuccess: onSaved,
      onError: (error) => {
        const split =
          error instanceof ApiError ? splitServerErrors(values.kind, error.fields) : { known: {}, other: [] };
        form.setErrors(split.known);
        focusFirstError(split.known);
        setServerError({ message: describeError(error), other: split.other });
      },
    });
  }, focusFirstError);

  const input = (path: keyof PartFormValues) => ({ name: path, ...form.getInputProps(path) });
  const errorCount = Object.keys(form.errors).length;

  return (
    <form onSubmit={submit} noValidate aria-label={partId ? 'Edit part' : 'New part'}>
      <Stack gap="md">
        {serverError && (
          <Alert color="negative" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {serverError.message}
            {serverError.other.length > 0 && (
              <List size="sm" mt={4}>
                {serverError.other.map((o) => (
                  <List.Item key={o}>{o}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        <FormSection title="Part">
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <Select
                name="kind"
                label="Kind"
                required
                data={KIND_CHOICES}
                value={kind}
                onChange={(v) => v && form.setValues(changeKind(form.getValues(), v as PartKind))}
                allowDeselect={false}
                error={form.errors.kind}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <TextInput
                label="Part number"
                required
                placeholder="e.g. P100-CR-150"
                {...input('partNumber')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Select
                label="Class"
                required
                searchable
                placeholder={classes.isPending ? 'Loading classes…' : 'Choose a class'}
                data={classOptions(classes.data)}
                nothingFoundMessage="No class of that name"
                {...input('classId')}
                value={form.values.classId || null}
                onChange={(v) => form.setFieldValue('classId', v ?? '')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                label="Name"
                required
                placeholder="e.g. 100 mil probe, crown tip, 1.5 N"
                {...input('name')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Manufacturer" placeholder="Optional" {...input('manufacturer')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="MPN"
                description="Manufacturer's part number"
                placeholder="Optional"
                {...input('mpn')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea label="Description" autosize minRows={2} maxRows={8} {...input('description')} />
            </Grid.Col>
          </Grid>
        </FormSection>
        <FormSection title="Specification">
          <SpecInputs kind={kind} form={form} units={units} />
        </FormSection>
        <FormSection title="Price and supply">
          <Grid gap="sm">
            <Grid.Col span={{ base: 8, sm: 4 }}>
              <NumberInput
                label="Unit price"
                required
                decimalScale={4}
                min={0}
                hideControls
                thousandSeparator=","
                {...input('unitPrice')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 4, sm: 2 }}>
              <TextInput label="Currency" required maxLength={3} {...input('currency')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NumberInput
                label="Lead time (days)"
                required
                description="0 when shipped from stock"
                allowDecimal={false}
                min={0}
                hideControls
                {...input('leadTimeDays')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput label="Datasheet" placeholder="https://…" type="url" {...input('datasheetUrl')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <Switch
                label="Active"
                description="Inactive parts stay in the catalog and in stock history but customers no longer see them."
                {...form.getInputProps('active', { type: 'checkbox' })}
              />
            </Grid.Col>
          </Grid>
        </FormSection>
        <Group justify="space-between" gap="sm">
          <Text size="sm" c={errorCount > 0 ? 'negative' : 'dimmed'} aria-live="polite">
            {errorCount > 0
              ? `${errorCount} ${errorCount === 1 ? 'field needs' : 'fields need'} attention.`
              : ''}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {partId ? 'Save part' : 'Create part'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
