import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Dut, DutRevisionInput } from '@studio/api';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { notify } from '../../../components/notifications/notification-store';
import { ApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/describe-error';
import { useCreateRevision } from '../dut-queries';

interface RevisionValues {
  revision: string;
  copyFiles: boolean;
}

const validateRevision = (values: RevisionValues) => {
  const parsed = DutRevisionInput.safeParse(values);
  return parsed.success ? {} : { revision: parsed.error.issues[0]?.message ?? 'Invalid revision' };
};

function NewRevisionForm({ dut, onClose }: { dut: Dut; onClose(): void }) {
  const create = useCreateRevision(dut.id);
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<RevisionValues>({
    initialValues: { revision: '', copyFiles: false },
    validate: validateRevision,
  });
  const submit = form.onSubmit((values) => {
    setServerError(null);
    create.mutate(values, {
      onSuccess: (created) => {
        notify({ color: 'positive', message: `Revision ${created.revision} of ${created.name} created.` });
        onClose();
        navigate(`/dut/${created.id}`);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields.revision)
          form.setFieldError('revision', error.fields.revision);
        setServerError(describeError(error));
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="New revision">
      <Stack gap="md">
        <Text size="sm">
          A new DUT with the name, part number and notes of <b>{dut.name}</b>
          {dut.revision ? ` (revision ${dut.revision})` : ''}. This one stays as it is.
        </Text>
        {serverError && (
          <Alert color="negative" variant="light" role="alert">
            {serverError}
          </Alert>
        )}
        <TextInput
          label="New revision"
          required
          data-autofocus
          name="revision"
          {...form.getInputProps('revision')}
        />
        <Checkbox
          label="Copy the design package"
          description="Start from this revision's files and upload only what changed. Files are stored once; the copy is imported again."
          {...form.getInputProps('copyFiles', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create revision
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "New revision": a copy of the DUT's metadata under a new revision, optionally with its files. */
export function NewRevisionDialog({ dut, opened, onClose }: { dut: Dut; opened: boolean; onClose(): void }) {
  return (
    <AppDialog opened={opened} onClose={onClose} title="New revision">
      {opened && <NewRevisionForm dut={dut} onClose={onClose} />}
    </AppDialog>
  );
}
