import { ShopSettingsInput, type ShopSettings } from '@studio/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, UI_TEST_TIMEOUT_MS } from '../../test-utils';
import { logoFileProblem } from './shop-logo-section';
import { ShopSettingsForm } from './shop-settings-form';

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What the server answers while staff never saved the settings. */
const defaults: ShopSettings = { ...ShopSettingsInput.parse({}), company: null, saved: false, logo: null };

const type = (label: string | RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('ShopSettingsForm', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the defaults (a PO number required) and names every missing seller field on save', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<ShopSettingsForm settings={defaults} />);
    expect(screen.getByRole('switch', { name: /^PO number required on submit/ })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Save shop settings' }));
    expect(await screen.findByText('Legal name is required')).toBeTruthy();
    expect(screen.getByText('Address line 1 is required')).toBeTruthy();
    expect(screen.getByText('City is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the VAT ID against the country and sends the seller as the API takes it', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      return answer({ ...defaults, ...body, seller: { ...body.seller, vatId: 'DE136695976' }, saved: true });
    });
    vi.stubGlobal('fetch', fetch);
    // A seller begun in Germany (the country picker is Mantine's combobox, tried in the browser flow).
    const begun = {
      line1: '',
      line2: '',
      postalCode: '',
      city: '',
      region: '',
      countryCode: 'DE',
      phone: '',
    };
    renderWithProviders(
      <ShopSettingsForm
        settings={{
          ...defaults,
          incotermsPlace: 'Berlin',
          seller: { legalName: '', address: begun, vatId: '' },
        }}
      />,
    );
    type('Legal name', 'Prüfstand Werke GmbH');
    type(/Address line 1/, 'Werkstraße 5');
    type('Postcode', '10117');
    type(/^City/, 'Berlin');
    type('VAT or tax ID', 'DE136695977');
    expect(await screen.findByText(/not a valid German VAT Number/)).toBeTruthy();
    type('VAT or tax ID', 'de 136 695 976');
    await waitFor(() => expect(screen.queryByText(/not a valid German VAT Number/)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save shop settings' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/staff/shop-settings');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      seller: {
        legalName: 'Prüfstand Werke GmbH',
        address: { line1: 'Werkstraße 5', postalCode: '10117', city: 'Berlin', countryCode: 'DE' },
        vatId: 'de 136 695 976',
      },
      requirePoNumber: true,
      incoterms: 'FCA',
      validityDays: 30,
    });
    await waitFor(() => expect(screen.getByLabelText('VAT or tax ID')).toHaveValue('DE136695976'));
  });

  it('says what is wrong with a logo file before sending it', () => {
    const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
    expect(logoFileProblem(file('logo.svg', 'image/svg+xml'))).toMatch(/SVG: quotes embed PNG or JPEG only/);
    expect(logoFileProblem(file('logo.gif', 'image/gif'))).toBe('logo.gif is not a PNG or JPEG image.');
    expect(logoFileProblem(file('logo.png', 'image/png', 1024 * 1024 + 1))).toMatch(/at most 1 MB/);
    expect(logoFileProblem(file('logo.png', 'image/png'))).toBeNull();
  });
});
