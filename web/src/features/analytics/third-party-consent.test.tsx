import type { PublicConfig, ThirdPartyScript } from '@studio/api';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../lib/query-keys';
import { TestProviders, UI_TEST_TIMEOUT_MS } from '../../test-utils';
import { ThirdPartyScripts } from './third-party-consent';
import { CONSENT_KEY } from './third-party-scripts';

// Issue 13 item 11: the scripts come from the server's configuration; none by default; those that set
// cookies wait for the user's consent.

const loaded = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[data-third-party]')].map((s) => s.src);

const analytics: ThirdPartyScript = {
  kind: 'analytics',
  name: 'Privacy-friendly analytics',
  src: 'https://plausible.example/js/script.js',
  origin: 'https://plausible.example',
  attributes: { 'data-domain': 'studio.example.com' },
  cookies: false,
};
const heatmap: ThirdPartyScript = {
  kind: 'heatmap',
  name: 'Heatmap',
  src: 'https://static.heatmap.example/h.js',
  origin: 'https://static.heatmap.example',
  attributes: { 'data-site-id': '12345' },
  cookies: true,
};

function renderWith(thirdPartyScripts: ThirdPartyScript[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const config: PublicConfig = {
    mailMode: 'outbox',
    outboxDir: null,
    firstRun: false,
    version: '0',
    buildId: 'b',
    thirdPartyScripts,
  };
  client.setQueryData(queryKeys.config, config);
  return render(
    <TestProviders client={client}>
      <ThirdPartyScripts />
    </TestProviders>,
  );
}

describe('third-party scripts', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  beforeEach(() => localStorage.removeItem(CONSENT_KEY));
  afterEach(() => {
    for (const s of document.head.querySelectorAll('script[data-third-party]')) s.remove();
  });

  it('loads nothing and asks nothing on a default instance', () => {
    renderWith([]);
    expect(loaded()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
  });

  it('loads the cookie-less analytics at once, and the heatmap only after the user allows it', () => {
    const view = renderWith([analytics, heatmap]);
    expect(loaded()).toEqual([analytics.src]);
    expect(
      document.head.querySelector('script[data-third-party="analytics"]')?.getAttribute('data-domain'),
    ).toBe('studio.example.com');
    screen.getByText(/set cookies in your browser: Heatmap\./);
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(loaded()).toEqual([analytics.src, heatmap.src]);
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
    expect(localStorage.getItem(CONSENT_KEY)).toBe('granted');
    view.unmount();
    expect(loaded()).toEqual([]);
  });

  it('keeps a refusal: the heatmap never loads and the question is not asked again', () => {
    const first = renderWith([heatmap]);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(loaded()).toEqual([]);
    first.unmount();
    renderWith([heatmap]);
    expect(loaded()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
  });
});
