import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Company, UpdateCompany } from '@studio/api';
import { notify } from '../../components/notifications/notification-store';
import { Section } from '../../components/section';
import { ApiError } from '../../lib/api-error';
import { describeError } from '../../lib/describe-error';
import { useUpdateCompany } from './company-queries';

const fieldError =
  (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }) =>
  (value: string) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? null : (parsed.error?.issues[0]?.message ?? 'Invalid value');
  };

export function CompanyProfileSection({ company, canAdmin }: { company: Company; canAdmin: boolean }) {
  const update = useUpdateCompany();
  const form = useForm({
    initialValues: { name: company.name, website: company.website ?? '', vatId: company.vatId ?? '' },
    validate: {
      name: fieldError(UpdateCompany.shape.name),
      website: fieldError(UpdateCompany.shape.website),
      vatId: fieldError(UpdateCompany.shape.vatId),
    },
  });

  const submit = form.onSubmit(({ name, website, vatId }) =>
    update.mutate(
      { name: name.trim(), website: website.trim() || null, vatId: vatId.trim() || null },
      {
        onSuccess: (saved) => {
          form.resetDirty({ name: saved.name, website: saved.website ?? '', vatId: saved.vatId ?? '' });
          notify({ color: 'positive', message: 'Company profile saved.' });
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length > 0) form.setErrors(error.fields);
          else notify({ color: 'negative', message: describeError(error) });
        },
      },
    ),
  );

  return (
    <Section
      id="company-profile"
      title="Company profile"
      description="Shown on orders, invoices and reports."
    >
      <form onSubmit={submit} noValidate aria-label="Company profile">
        <Stack gap="sm" maw={560}>
          {!canAdmin && (
            <Alert color="info" variant="light">
              Only owners and admins can change the company profile.
            </Alert>
          )}
          <TextInput label="Company name" required disabled={!canAdmin} {...form.getInputProps('name')} />
          <TextInput
            label="Website"
            placeholder="https://example.com"
            disabled={!canAdmin}
            {...form.getInputProps('website')}
          />
          <TextInput
            label="VAT ID"
            description="For invoices within the EU, e.g. DE123456789."
            disabled={!canAdmin}
            {...form.getInputProps('vatId')}
          />
          {canAdmin && (
            <Group>
              <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
                Save company profile
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Section>
  );
}
