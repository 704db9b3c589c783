import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from './theme/theme';

export function TestProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} env="test">
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}

export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Renders inside Mantine (test mode: no transitions, no portals) and a fresh query client. */
export function renderWithProviders(ui: ReactElement, options?: RenderOptions) {
  const queryClient = createTestQueryClient();
  return { queryClient, ...render(<TestProviders client={queryClient}>{ui}</TestProviders>, options) };
}

/**
 * Runner limit for tests that render Mantine screens: on a loaded machine jsdom needs seconds for
 * them. It bounds a hang; no assertion depends on time.
 */
export const UI_TEST_TIMEOUT_MS = 30_000;
