import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CompanyName } from '@studio/api';
import { notify } from '../../components/notifications/notification-store';
import { ApiError } from '../../lib/api-error';
import { describeError } from '../../lib/describe-error';
import { useCreateCompany } from './company-queries';

/** Name a new company; its creator becomes its owner and acts in it right away. */
export function CreateCompanyForm({ onCreated }: { onCreated?(): void }) {
  const create = useCreateCompany();
  const form = useForm({
    initialValues: { name: '' },
    validate: {
      name: (value) => {
        const parsed = CompanyName.safeParse(value);
        return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid name');
      },
    },
  });

  const submit = form.onSubmit(({ name }) => {
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (company) => {
          notify({ color: 'positive', message: `${company.name} is ready. You are its owner.` });
          form.reset();
          onCreated?.();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields.name) form.setFieldError('name', error.fields.name);
          else form.setFieldError('name', describeError(error));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Company name"
          placeholder="e.g. Acme Electronics GmbH"
          description="Your team's name as it should appear on orders and reports."
          style={{ flex: 1, minWidth: 220 }}
          {...form.getInputProps('name')}
        />
        <Button type="submit" loading={create.isPending} mt={{ base: 0, xs: 44 }}>
          Create company
        </Button>
      </Group>
    </form>
  );
}
