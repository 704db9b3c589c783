import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PartDetail, PartDuplicateInput } from '@studio/api';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { notify } from '../../../components/notifications/notification-store';
import { ApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/describe-error';
import { useDuplicatePart } from '../api/parts-queries';
import { partPath } from '../catalog/screens';

function DuplicateForm({ part, onClose }: { part: PartDetail; onClose(): void }) {
  const duplicate = useDuplicatePart(part.id);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { partNumber: `${part.partNumber}-COPY`.slice(0, 64), name: part.name },
    validate: (values) => {
      const parsed = PartDuplicateInput.safeParse(values);
      if (parsed.success) return {};
      return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
    },
    validateInputOnBlur: true,
  });
  const submit = form.onSubmit((values) =>
    duplicate.mutate(values, {
      onSuccess: (copy) => {
        notify({ color: 'positive', message: `${copy.partNumber} created as a copy of ${part.partNumber}.` });
        onClose();
        navigate(`${partPath(copy.id)}/edit`);
      },
      onError: (e) => {
        if (e instanceof ApiError) form.setErrors(e.fields);
        setError(describeError(e));
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Duplicate part">
      <Stack gap="md">
        <Text size="sm">
          The copy gets the same kind, class, specification, price and compatibility links; you can edit it
          next.
        </Text>
        {error && (
          <Alert color="negative" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <TextInput label="New part number" required {...form.getInputProps('partNumber')} name="partNumber" />
        <TextInput label="Name" {...form.getInputProps('name')} name="name" />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={duplicate.isPending}>
            Duplicate
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function DuplicateDialog({
  part,
  opened,
  onClose,
}: {
  part: PartDetail;
  opened: boolean;
  onClose(): void;
}) {
  return (
    <AppDialog opened={opened} onClose={onClose} title={`Duplicate ${part.partNumber}`}>
      {opened && <DuplicateForm part={part} onClose={onClose} />}
    </AppDialog>
  );
}
