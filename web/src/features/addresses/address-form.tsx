import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Address, AddressKind } from '@studio/api';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../lib/api-error';
import { describeError } from '../../lib/describe-error';
import { useSaveAddress } from './address-queries';
import {
  type AddressFormValues,
  COUNTRY_OPTIONS,
  filterCountries,
  validateAddress,
} from './address-validation';

export interface AddressFormProps {
  /** null: a new address. */
  addressId: string | null;
  initialValues: AddressFormValues;
  onSaved(address: Address): void;
  onCancel(): void;
}

/**
 * Create or edit an address. The same schema as the server checks every field on blur and on
 * submit; whatever the server still refuses comes back per field and is shown in the same place.
 */
export function AddressForm({ addressId, initialValues, onSaved, onCancel }: AddressFormProps) {
  const save = useSaveAddress(addressId);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<AddressFormValues>({
    initialValues,
    validate: validateAddress,
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(
    (values) => {
      setServerError(null);
      save.mutate(values, {
        onSuccess: (address) => onSaved(address),
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : {};
          if (Object.keys(fields).length > 0) form.setErrors(fields);
          setServerError(describeError(error));
        },
      });
    },
    // Focus the first invalid field so keyboard and screen-reader users land on the problem.
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    },
  );

  const kind = form.values.kind;
  const input = (field: keyof AddressFormValues) => ({ name: field, ...form.getInputProps(field) });

  return (
    <form onSubmit={submit} noValidate aria-label={addressId ? 'Edit address' : 'New address'}>
      <Stack gap="md">
        {serverError && (
          <Alert color="negative" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {serverError}
          </Alert>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="address-kind-label">
            Type
          </Text>
          <SegmentedControl
            aria-labelledby="address-kind-label"
            value={kind}
            onChange={(value) => form.setFieldValue('kind', value as AddressKind)}
            data={[
              { value: 'shipping', label: 'Shipping' },
              { value: 'billing', label: 'Billing' },
            ]}
            w={{ base: '100%', xs: 280 }}
          />
        </Stack>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Label" description="Optional, e.g. “Lab Munich”" {...input('label')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Recipient" required autoComplete="name" {...input('recipient')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput label="Company name" autoComplete="organization" {...input('companyName')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput label="Address line 1" required autoComplete="address-line1" {...input('line1')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput label="Address line 2" autoComplete="address-line2" {...input('line2')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput label="Postcode" autoComplete="postal-code" {...input('postalCode')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput label="City" required autoComplete="address-level2" {...input('city')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Region / state" autoComplete="address-level1" {...input('region')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Country"
              required
              searchable
              placeholder="Type a code or a name"
              data={COUNTRY_OPTIONS}
              filter={({ options, search }) => filterCountries(options as typeof COUNTRY_OPTIONS, search)}
              nothingFoundMessage="No country matches"
              autoComplete="country"
              {...input('countryCode')}
              onChange={(value) => form.setFieldValue('countryCode', value ?? '')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Phone"
              description="With area code, or in international form (+49 …)"
              type="tel"
              autoComplete="tel"
              {...input('phone')}
            />
          </Grid.Col>
        </Grid>
        <Checkbox
          label={`Default ${kind} address`}
          description={`Proposed first whenever a ${kind} address is needed.`}
          {...form.getInputProps('isDefault', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {addressId ? 'Save address' : 'Add address'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
