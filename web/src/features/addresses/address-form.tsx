import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  SegmentedControl,
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
import { type AddressFormValues, validateAddress } from './address-validation';
import { PostalAddressFields } from './postal-address-fields';

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
          <PostalAddressFields input={input} setCountry={(code) => form.setFieldValue('countryCode', code)} />
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
