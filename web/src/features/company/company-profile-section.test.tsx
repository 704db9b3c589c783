import type { Company } from '@studio/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, UI_TEST_TIMEOUT_MS } from '../../test-utils';
import { CompanyProfileSection } from './company-profile-section';

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const company: Company = {
  id: 'c1',
  name: 'Acme Test GmbH',
  slug: 'acme-test-gmbh-1a2b3c',
  role: 'owner',
  website: null,
  vatId: null,
  countryCode: null,
  createdAt: '2026-12-01T10:00:00Z',
};

const type = (label: string | RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('CompanyProfileSection', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes a website without https:// and shows what the server kept', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      expect(body).toMatchObject({ website: 'acme.example' });
      return answer({ ...company, website: 'https://acme.example' });
    });
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<CompanyProfileSection company={company} canAdmin />);
    type('Website', 'acme.example');
    expect(screen.queryByText(/Enter a web address/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save company profile' }));
    await waitFor(() => expect(screen.getByLabelText('Website')).toHaveValue('https://acme.example'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refuses "XX1" as a VAT ID, says what the country takes, and re-checks when the country changes', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<CompanyProfileSection company={{ ...company, countryCode: 'US' }} canAdmin />);
    expect(screen.getByText('For United States of America: EIN.')).toBeInTheDocument();
    type('VAT or tax ID', 'XX1');
    expect(
      await screen.findByText(
        '"XX1" is not a valid EIN for United States of America: the number has an invalid length',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save company profile' }));
    expect(fetch).not.toHaveBeenCalled();

    type('VAT or tax ID', 'DE136695976');
    expect(
      await screen.findByText(
        "DE is the VAT prefix of Germany, but the company's country is United States of America",
      ),
    ).toBeInTheDocument();
    // Choosing Germany makes the same ID right.
    const [country] = screen.getAllByLabelText('Country').filter((e) => e.tagName === 'INPUT');
    fireEvent.click(country as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: /^DE — Germany/ }));
    await waitFor(() => expect(screen.queryByText(/is the VAT prefix of Germany/)).toBeNull());
    expect(screen.getByText('For Germany: St.-Nr. or USt ID Nr.')).toBeInTheDocument();
  });
});
