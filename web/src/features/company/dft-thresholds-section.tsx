import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type GetInputProps, useForm } from '@mantine/form';
import type { CompanyDftThresholds } from '@studio/api';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { notify } from '../../components/notifications/notification-store';
import { LoadingLines, QueryError } from '../../components/query-state';
import { Section } from '../../components/section';
import { ApiError } from '../../lib/api-error';
import { describeError } from '../../lib/describe-error';
import {
  useCompanyThresholds,
  useResetThresholds,
  useSaveThresholds,
} from '../dft-reports/dft-report-queries';
import { formatDateTime } from '../dft-reports/report-format';
import {
  CLAMP_FIELDS,
  defaultValue,
  fromFormValues,
  THRESHOLD_ROWS,
  type ThresholdField,
  type ThresholdRow,
  type ThresholdValues,
  toFormValues,
  validateThresholds,
} from '../dft-reports/thresholds-form';

/** What the inputs need of the form: Mantine's props for a dotted field path. */
type Form = { getInputProps: GetInputProps<ThresholdValues> };

function ThresholdInput({
  form,
  field,
  label,
  unit,
  readOnly,
}: {
  form: Form;
  field: ThresholdField;
  label: string;
  unit: 'mm' | '%';
  readOnly: boolean;
}) {
  const fallback = defaultValue(field);
  return (
    <NumberInput
      label={`${label} (${unit})`}
      description={`Default ${fallback} ${unit}`}
      min={0}
      step={unit === '%' ? 5 : 0.01}
      decimalScale={unit === '%' ? 1 : 3}
      suffix={` ${unit}`}
      hideControls
      readOnly={readOnly}
      variant={readOnly ? 'filled' : 'default'}
      inputMode="decimal"
      data-field={field}
      {...form.getInputProps(field)}
    />
  );
}

function RuleFields({ row, form, readOnly }: { row: ThresholdRow; form: Form; readOnly: boolean }) {
  const clamp = row.recommended?.unit === '%';
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      data-rule-row={row.rule}
      style={clamp ? { gridColumn: '1 / -1' } : undefined}
    >
      <Stack gap="xs">
        <div>
          <Title order={3} size="h6">
            {row.rule}
          </Title>
          <Text size="xs" c="dimmed">
            {row.measured}
          </Text>
          {row.note && (
            <Text size="xs" mt={4} data-testid="threshold-note">
              {row.note}
            </Text>
          )}
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: clamp ? 4 : 2 }} spacing="sm" verticalSpacing="xs">
          {row.recommended && <ThresholdInput form={form} readOnly={readOnly} {...row.recommended} />}
          {clamp &&
            CLAMP_FIELDS.map((c) => (
              <ThresholdInput
                key={c.field}
                form={form}
                readOnly={readOnly}
                field={c.field}
                label={c.label}
                unit="mm"
              />
            ))}
          {row.minimum && <ThresholdInput form={form} readOnly={readOnly} {...row.minimum} />}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function sourceText(data: CompanyDftThresholds): string {
  if (data.source === 'defaults') return 'Your company uses the product defaults.';
  const when = data.updatedAt ? ` on ${formatDateTime(data.updatedAt)}` : '';
  const who = data.updatedBy ? ` by ${data.updatedBy.name}` : '';
  return `Your company’s own thresholds, last changed${when}${who}.`;
}

function ThresholdsForm({ data, canAdmin }: { data: CompanyDftThresholds; canAdmin: boolean }) {
  const save = useSaveThresholds();
  const reset = useResetThresholds();
  const [confirmReset, setConfirmReset] = useState(false);
  const form = useForm<ThresholdValues>({
    initialValues: toFormValues(data.thresholds),
    validate: (values) => validateThresholds(values),
  });

  const submit = form.onSubmit((values) =>
    save.mutate(fromFormValues(values), {
      onSuccess: (saved) => {
        form.setValues(toFormValues(saved.thresholds));
        form.resetDirty(toFormValues(saved.thresholds));
        notify({ color: 'positive', message: 'DFT thresholds saved. New DFT runs use them.' });
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) form.setErrors(error.fields);
        else notify({ color: 'negative', message: describeError(error) });
      },
    }),
  );

  const doReset = () =>
    reset.mutate(undefined, {
      onSuccess: (saved) => {
        form.setValues(toFormValues(saved.thresholds));
        form.resetDirty(toFormValues(saved.thresholds));
        form.clearErrors();
        setConfirmReset(false);
        notify({ color: 'positive', message: 'DFT thresholds reset to the defaults.' });
      },
      onError: (error) => notify({ color: 'negative', message: describeError(error) }),
    });

  return (
    <form onSubmit={submit} noValidate aria-label="DFT rule thresholds">
      <Stack gap="sm">
        <Text size="sm" data-testid="thresholds-source">
          {sourceText(data)}
        </Text>
        {!canAdmin && (
          <Alert color="info" variant="light">
            Only owners and admins can change the DFT thresholds.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="sm">
          {THRESHOLD_ROWS.map((row) => (
            <RuleFields key={row.rule} row={row} form={form} readOnly={!canAdmin} />
          ))}
        </SimpleGrid>
        {canAdmin && (
          <Group gap="sm">
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              Save thresholds
            </Button>
            {form.isDirty() && (
              <Button variant="default" onClick={() => form.reset()}>
                Discard changes
              </Button>
            )}
            <Button
              variant="subtle"
              color="negative"
              onClick={() => setConfirmReset(true)}
              disabled={data.source === 'defaults' && !form.isDirty()}
            >
              Reset to defaults
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirmReset}
        title="Reset DFT thresholds?"
        confirmLabel="Reset to defaults"
        danger
        loading={reset.isPending}
        onConfirm={doReset}
        onCancel={() => setConfirmReset(false)}
      >
        Every threshold goes back to the product default. Reports already made keep the thresholds they were
        run with.
      </ConfirmDialog>
    </form>
  );
}

/**
 * `/settings/company` → DFT rule thresholds (PRODUCT.md §5): recommended and minimum per rule, in mm.
 * Owners and admins edit; everyone else reads. New DFT runs use them; reports keep the set they used.
 */
export function DftThresholdsSection({ canAdmin }: { canAdmin: boolean }) {
  const thresholds = useCompanyThresholds();
  return (
    <Section
      id="dft-thresholds"
      title="DFT rule thresholds"
      description="Each rule warns when a board is worse than its first value and fails when it is worse than the second. Sizes and distances should be larger, heights and holes smaller. Lengths are in mm and measured to 0.01 mm: a value equal to the threshold passes."
    >
      {thresholds.isPending ? (
        <LoadingLines lines={6} />
      ) : thresholds.isError ? (
        <QueryError error={thresholds.error} onRetry={() => thresholds.refetch()} />
      ) : (
        <ThresholdsForm data={thresholds.data} canAdmin={canAdmin} />
      )}
    </Section>
  );
}
