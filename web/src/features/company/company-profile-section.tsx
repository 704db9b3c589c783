import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Company, CompanyCountry, CompanyName, checkTaxId, Website } from '@studio/api';
import { notify } from '../../components/notifications/notification-store';
import { Section } from '../../components/section';
import { ApiError } from '../../lib/api-error';
import { describeError } from '../../lib/describe-error';
import { COUNTRY_OPTIONS, filterCountries } from '../addresses/address-validation';
import { useUpdateCompany } from './company-queries';
import { taxIdHint } from './tax-id-hint';

const fieldError =
  (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }) =>
  (value: string) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? null : (parsed.error?.issues[0]?.message ?? 'Invalid value');
  };

interface ProfileValues {
  name: string;
  website: string;
  countryCode: string;
  vatId: string;
}

const valuesOf = (company: Company): ProfileValues => ({
  name: company.name,
  website: company.website ?? '',
  countryCode: company.countryCode ?? '',
  vatId: company.vatId ?? '',
});

/**
 * The company profile. The website may be typed without https://; the VAT/tax ID is checked against
 * the country's formats and check digits (checkTaxId, as the server does) and both are saved in their
 * canonical form, shown once saved.
 */
export function CompanyProfileSection({ company, canAdmin }: { company: Company; canAdmin: boolean }) {
  const update = useUpdateCompany();
  const form = useForm<ProfileValues>({
    initialValues: valuesOf(company),
    validateInputOnBlur: true,
    validate: {
      name: fieldError(CompanyName),
      website: fieldError(Website),
      countryCode: fieldError(CompanyCountry),
      vatId: (value, values) => {
        const check = checkTaxId(value, values.countryCode || null);
        return check.ok ? null : check.message;
      },
    },
  });

  // The ID's check depends on the country: a new country re-checks an ID already typed.
  form.watch('countryCode', () => {
    if (form.getValues().vatId.trim()) form.validateField('vatId');
  });

  const submit = form.onSubmit(({ name, website, countryCode, vatId }) =>
    update.mutate(
      {
        name: name.trim(),
        website: website.trim() || null,
        countryCode: countryCode || null,
        vatId: vatId.trim() || null,
      },
      {
        onSuccess: (saved) => {
          form.setValues(valuesOf(saved));
          form.resetDirty(valuesOf(saved));
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
            placeholder="example.com"
            disabled={!canAdmin}
            {...form.getInputProps('website')}
          />
          <Select
            label="Country"
            description="Where the company is registered. New addresses start in it."
            searchable
            clearable
            placeholder="Type a code or a name"
            data={COUNTRY_OPTIONS}
            filter={({ options, search }) => filterCountries(options as typeof COUNTRY_OPTIONS, search)}
            nothingFoundMessage="No country matches"
            autoComplete="country"
            disabled={!canAdmin}
            {...form.getInputProps('countryCode')}
            onChange={(value) => form.setFieldValue('countryCode', value ?? '')}
          />
          <TextInput
            label="VAT or tax ID"
            description={taxIdHint(form.values.countryCode)}
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
