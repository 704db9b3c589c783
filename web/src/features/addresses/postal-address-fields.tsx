import { Grid, Select, TextInput } from '@mantine/core';
import { COUNTRY_OPTIONS, filterCountries } from './address-validation';

/** The fields of a postal address a form shares with every other address form. */
export type PostalField = 'line1' | 'line2' | 'postalCode' | 'city' | 'region' | 'countryCode';

/**
 * Address lines, postcode, city, region and country as grid columns (inside the form's Grid), wired
 * to the form by `input` (name, value, error, handlers of a field); `setCountry` takes the choice.
 * The address book's form and the shop's seller form both use it, so the two read and check alike.
 */
export function PostalAddressFields({
  input,
  setCountry,
}: {
  input: (field: PostalField) => object;
  setCountry: (code: string) => void;
}) {
  return (
    <>
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
          onChange={(value) => setCountry(value ?? '')}
        />
      </Grid.Col>
    </>
  );
}
