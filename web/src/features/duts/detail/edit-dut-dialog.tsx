import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Dut } from '@studio/api';
import { useState } from 'react';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { notify } from '../../../components/notifications/notification-store';
import { ApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/describe-error';
import { DutFormFields, focusFirstError } from '../dut-form-fields';
import { useUpdateDut } from '../dut-queries';
import { type DutFormValues, fieldErrorsOf, validateDut, valuesOf } from '../dut-validation';

function EditDutForm({ dut, onClose }: { dut: Dut; onClose(): void }) {
  const update = useUpdateDut(dut.id);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<DutFormValues>({
    initialValues: valuesOf(dut),
    validate: validateDut,
    validateInputOnBlur: true,
  });
  const submit = form.onSubmit((values) => {
    setServerError(null);
    update.mutate(values, {
      onSuccess: () => {
        notify({ color: 'positive', message: 'DUT saved.' });
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(fieldErrorsOf(error.fields));
        setServerError(describeError(error));
      },
    });
  }, focusFirstError);
  return (
    <form onSubmit={submit} noValidate aria-label="Edit DUT">
      <Stack gap="md">
        {serverError && (
          <Alert color="negative" variant="light" role="alert">
            {serverError}
          </Alert>
        )}
        <DutFormFields form={form} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Name, part number, revision and notes of a DUT. */
export function EditDutDialog({ dut, opened, onClose }: { dut: Dut; opened: boolean; onClose(): void }) {
  return (
    <AppDialog opened={opened} onClose={onClose} title="Edit DUT" size="lg">
      {opened && <EditDutForm dut={dut} onClose={onClose} />}
    </AppDialog>
  );
}
