import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, UI_TEST_TIMEOUT_MS } from '../../test-utils';
import { ReportLayout } from './report-layout';

describe('ReportLayout', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('wraps the page in a printable container and keeps its bar out of print', async () => {
    const router = createMemoryRouter(
      [{ path: '/', element: <ReportLayout />, children: [{ index: true, element: <p>Report body</p> }] }],
      { initialEntries: ['/'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    const body = await screen.findByText('Report body');
    expect(body.closest('[data-print="page"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Print' }).closest('[data-print="hide"]')).not.toBeNull();
  });
});
