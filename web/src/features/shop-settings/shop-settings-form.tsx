import { Alert, Button, Grid, Group, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { INCOTERMS, type ShopSettings } from '@studio/api';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../components/notifications/notification-store';
import { Section } from '../../components/section';
import { ApiError } from '../../lib/api-error';
import { describeError } from '../../lib/describe-error';
import { PostalAddressFields } from '../addresses/postal-address-fields';
import { taxIdHint } from '../company/tax-id-hint';
import { useSaveShopSettings } from './shop-settings-queries';
import {
  formErrors,
  type ShopSettingsField,
  type ShopSettingsValues,
  toInput,
  toValues,
  validateShopSettings,
} from './shop-settings-values';

/** What each Incoterms® 2020 rule means for the buyer, in a few words (the picker's labels). */
const INCOTERM_LABELS: Record<(typeof INCOTERMS)[number], string> = {
  EXW: 'Ex Works — the buyer collects',
  FCA: 'Free Carrier — handed to the buyer’s carrier',
  CPT: 'Carriage Paid To',
  CIP: 'Carriage and Insurance Paid To',
  DAP: 'Delivered at Place — duties unpaid',
  DPU: 'Delivered at Place Unloaded',
  DDP: 'Delivered Duty Paid',
  FAS: 'Free Alongside Ship',
  FOB: 'Free on Board',
  CFR: 'Cost and Freight',
  CIF: 'Cost, Insurance and Freight',
};
const INCOTERM_OPTIONS = INCOTERMS.map((value) => ({ value, label: `${value} — ${INCOTERM_LABELS[value]}` }));

/**
 * The seller quotes name and the terms every quote and order carries (decision 0067). The same
 * schema as the server checks every field on blur and on save (the VAT/tax ID against the seller's
 * country, as the company profile does); what the server still refuses lands on its field.
 */
export function ShopSettingsForm({ settings }: { settings: ShopSettings }) {
  const save = useSaveShopSettings();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ShopSettingsValues>({
    initialValues: toValues(settings),
    validate: validateShopSettings,
    validateInputOnBlur: true,
  });
  // The ID's and the postcode's checks depend on the country: a new country checks them again.
  form.watch('countryCode', () => {
    const v = form.getValues();
    if (v.vatId.trim()) form.validateField('vatId');
    if (v.postalCode.trim()) form.validateField('postalCode');
  });

  const submit = form.onSubmit(
    (values) => {
      setServerError(null);
      save.mutate(toInput(values, settings.seller ? null : settings.companyId), {
        onSuccess: (saved) => {
          form.setValues(toValues(saved));
          form.resetDirty(toValues(saved));
          notify({ color: 'positive', message: 'Shop settings saved. New quotes use them.' });
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : {};
          if (Object.keys(fields).length > 0) form.setErrors(formErrors(fields));
          setServerError(describeError(error));
        },
      });
    },
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    },
  );

  const input = (field: ShopSettingsField) => ({ name: field, ...form.getInputProps(field) });

  return (
    <form onSubmit={submit} noValidate aria-label="Shop settings">
      <Stack gap="md">
        {serverError && (
          <Alert color="negative" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {serverError}
          </Alert>
        )}
        <Section
          id="shop-seller"
          title="Seller on quotes"
          description="The legal entity that sells: printed at the top of every quote and packing list."
        >
          <Grid gap="sm" maw={720}>
            <Grid.Col span={12}>
              <TextInput label="Legal name" required autoComplete="organization" {...input('legalName')} />
            </Grid.Col>
            <PostalAddressFields
              input={input}
              setCountry={(code) => form.setFieldValue('countryCode', code)}
            />
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Phone" type="tel" autoComplete="tel" {...input('phone')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="VAT or tax ID"
                description={taxIdHint(form.values.countryCode)}
                {...input('vatId')}
              />
            </Grid.Col>
          </Grid>
        </Section>
        <Section
          id="shop-terms"
          title="Terms"
          description="Printed on every new quote; what ordering asks of a buyer. Issued quotes keep theirs."
        >
          <Grid gap="sm" maw={720}>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput
                label="Payment terms"
                required
                placeholder="30 days net"
                {...input('paymentTerms')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <NumberInput
                label="Quotes valid for (days)"
                required
                min={1}
                max={365}
                allowDecimal={false}
                {...input('validityDays')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <Select
                label="Default Incoterms® 2020 rule"
                required
                data={INCOTERM_OPTIONS}
                allowDeselect={false}
                {...input('incoterms')}
                onChange={(value) => form.setFieldValue('incoterms', value ?? 'FCA')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="Named place" placeholder="e.g. Berlin" {...input('incotermsPlace')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <Stack gap="xs" mt={4}>
                <Switch
                  label="PO number required on submit"
                  description="Buyers give their purchase-order number when they order; it is printed on the packing list."
                  {...form.getInputProps('requirePoNumber', { type: 'checkbox' })}
                />
                <Switch
                  label="Buyer reference required on submit"
                  description="Who ordered, or the buyer’s project."
                  {...form.getInputProps('requireBuyerReference', { type: 'checkbox' })}
                />
              </Stack>
            </Grid.Col>
          </Grid>
        </Section>
        <Group>
          <Button type="submit" loading={save.isPending} disabled={settings.saved && !form.isDirty()}>
            Save shop settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
