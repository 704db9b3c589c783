import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, UI_TEST_TIMEOUT_MS } from '../../test-utils';
import { AddressForm } from './address-form';
import { emptyAddress } from './address-validation';

const filled = {
  ...emptyAddress('shipping', 'DE'),
  recipient: 'Ada Lovelace',
  line1: 'Hauptstraße 1',
  city: 'Berlin',
  postalCode: '10115',
};

function renderForm(initialValues = emptyAddress('shipping', 'DE'), onSaved = vi.fn()) {
  renderWithProviders(
    <AddressForm addressId={null} initialValues={initialValues} onSaved={onSaved} onCancel={() => {}} />,
  );
  return onSaved;
}

describe('AddressForm', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a message on every invalid field and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText('Recipient is required')).toBeInTheDocument();
    expect(screen.getByText('Address line 1 is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('Postcode is required for DE')).toBeInTheDocument();
    expect(screen.getByLabelText('Recipient')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks a field when it loses focus', async () => {
    renderForm(filled);
    const phone = screen.getByLabelText('Phone');
    fireEvent.change(phone, { target: { value: '12' } });
    fireEvent.blur(phone);
    expect(await screen.findByText(/"12" is not a valid phone number for DE/)).toBeInTheDocument();
  });

  it("shows the server's field messages where the field is", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              code: 'validation',
              message: 'Invalid body: check postalCode.',
              requestId: 'r1',
              fields: { postalCode: 'Postcode 10115 does not exist in Berlin' },
            }),
            { status: 400, headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );
    const onSaved = renderForm(filled);
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText('Postcode 10115 does not exist in Berlin')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid body: check postalCode.');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('posts a valid address and reports it saved', async () => {
    const saved = { ...filled, id: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b', createdAt: 'x', updatedAt: 'x' };
    const fetch = vi.fn(async () => new Response(JSON.stringify(saved), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const onSaved = renderForm(filled);
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/addresses');
    expect(JSON.parse(String(init.body))).toMatchObject({ recipient: 'Ada Lovelace', countryCode: 'DE' });
  });
});
