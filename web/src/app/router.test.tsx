import type { Me } from '@studio/api';
import { REDIRECT_COOKIE } from '@studio/api';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toErrorView } from '../components/errors/error-page';
import { deleteCookie } from '../lib/cookies';
import { queryKeys } from '../lib/query-keys';
import { createTestQueryClient, TestProviders, UI_TEST_TIMEOUT_MS } from '../test-utils';
import { createRoutes } from './router';

const fetchHasSession = vi.fn(async () => false);
vi.mock('../features/auth/session-check', () => ({
  fetchHasSession: () => fetchHasSession(),
  sessionQuery: { queryKey: ['auth-session'], queryFn: () => fetchHasSession(), retry: false, staleTime: 0 },
}));

const me: Me = {
  user: {
    id: 'u1',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    emailVerified: true,
    twoFactorEnabled: false,
    isStaff: false,
  },
  preferences: { units: 'mm', theme: 'light' },
  activeCompanyId: 'c1',
  companies: [{ id: 'c1', name: 'Acme', slug: 'acme', role: 'owner' }],
};

function renderAt(path: string, { signedIn }: { signedIn: boolean }) {
  const client = createTestQueryClient();
  if (signedIn) client.setQueryData(queryKeys.me, me);
  const router = createMemoryRouter(createRoutes(client), { initialEntries: [path] });
  render(
    <TestProviders client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('routes', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 'not_found', message: 'Not found', requestId: 'r' }), {
            status: 404,
          }),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    deleteCookie(REDIRECT_COOKIE);
  });

  it('shows a fatal 404 on the error page when a route parameter is malformed', async () => {
    renderAt('/settings/addresses/not-a-uuid?tab=1', { signedIn: true });
    expect(
      await screen.findByText('Page Not Found: /settings/addresses/not-a-uuid?tab=1'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    // Fatal: the layout (navigation) is gone.
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Page Not Found - Studio'));
  });

  it('renders a well-formed id that names nothing inside the layout (not fatal)', async () => {
    renderAt('/settings/addresses/6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b', { signedIn: true });
    expect(await screen.findByText('Address not found')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('shows an unmatched path as a non-fatal 404 inside the default layout', async () => {
    renderAt('/nope/deeper', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Page not found: /nope/deeper' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('draws both 404s in one design: status, title, message and the way to the dashboard', async () => {
    const shapes: string[][] = [];
    for (const path of ['/nope/deeper', '/settings/addresses/not-a-uuid']) {
      renderAt(path, { signedIn: true });
      const view = await screen.findByTestId('status-view');
      shapes.push([
        screen.getByTestId('error-status').textContent ?? '',
        String(view.querySelector('h1') !== null),
        String(screen.getByTestId('error-message').textContent !== ''),
        screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href') ?? '',
        String(screen.queryByRole('button', { name: 'Reload' }) !== null),
      ]);
      cleanup();
    }
    expect(shapes[0]).toEqual(['404', 'true', 'true', '/', 'false']);
    expect(shapes[1]).toEqual(shapes[0]);
  });

  it('shows an unmatched settings path inside the settings layout', async () => {
    renderAt('/settings/nothing-here', { signedIn: true });
    expect(
      await screen.findByRole('heading', { name: 'Page not found: /settings/nothing-here' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile & security' })).toBeInTheDocument();
  });

  it('sends a visitor without a session to /login and remembers the full path', async () => {
    fetchHasSession.mockResolvedValueOnce(false);
    const router = renderAt('/settings/company?tab=members', { signedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(decodeURIComponent(document.cookie)).toContain(`${REDIRECT_COOKIE}=/settings/company?tab=members`);
  });

  it('lets /confirm through without asking the server', async () => {
    fetchHasSession.mockClear();
    const router = renderAt('/confirm?type=nonsense', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Incomplete link' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/confirm');
    expect(fetchHasSession).not.toHaveBeenCalled();
  });
});

describe('toErrorView', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('is a 500 "Internal Server Error" for anything thrown', () => {
    expect(toErrorView(new Error('boom'))).toMatchObject({ status: 500, title: 'Internal Server Error' });
  });
});
