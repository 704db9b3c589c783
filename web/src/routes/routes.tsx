import { UuidParams } from '@studio/api';
import type { RouteObject } from 'react-router';
import { NotFound } from '../components/errors/not-found';
import { DefaultLayout } from '../components/layout/default-layout';
import { ReportLayout } from '../components/layout/report-layout';
import { SettingsLayout } from '../components/layout/settings-layout';
import { pageRoute } from './page-route';

/**
 * The route table (PRODUCT.md §2) below the root. Only screens that exist are listed; later issues add
 * theirs. Each page is a lazy chunk; unmatched paths are a 404 inside the layout.
 */
export const appRoutes: RouteObject[] = [
  pageRoute({ path: 'login', title: 'Sign in', page: () => import('./login-page').then((m) => m.LoginPage) }),
  pageRoute({
    path: 'logout',
    title: 'Sign out',
    page: () => import('./logout-page').then((m) => m.LogoutPage),
  }),
  pageRoute({
    path: 'confirm',
    title: 'Confirm',
    page: () => import('./confirm-page').then((m) => m.ConfirmPage),
  }),
  {
    element: <ReportLayout />,
    children: [
      pageRoute({
        path: 'dft-report/:id',
        title: 'DFT Report',
        params: UuidParams,
        page: () => import('../features/dft-reports/report-page').then((m) => m.DftReportPage),
      }),
      pageRoute({
        path: 'dft-report/:id/summary',
        title: 'DFT Report',
        params: UuidParams,
        page: () => import('../features/dft-reports/summary-page').then((m) => m.DftReportSummaryPage),
      }),
    ],
  },
  {
    element: <DefaultLayout />,
    children: [
      pageRoute({
        index: true,
        title: null,
        page: () => import('./dashboard-page').then((m) => m.DashboardPage),
      }),
      pageRoute({
        path: 'dut',
        title: 'DUTs',
        page: () => import('./dut-list-page').then((m) => m.DutListPage),
      }),
      pageRoute({
        path: 'dut/create',
        title: 'New DUT',
        page: () => import('./dut-create-page').then((m) => m.DutCreatePage),
      }),
      pageRoute({
        path: 'dut/:id',
        title: 'DUT',
        params: UuidParams,
        page: () => import('./dut-detail-page').then((m) => m.DutDetailPage),
      }),
      { path: '*', element: <NotFound />, handle: { title: 'Page not found' } },
    ],
  },
  {
    path: 'settings',
    element: <SettingsLayout />,
    children: [
      pageRoute({
        index: true,
        title: 'Settings',
        page: () => import('./settings-profile-page').then((m) => m.SettingsProfilePage),
      }),
      pageRoute({
        path: 'company',
        title: 'Company settings',
        page: () => import('./settings-company-page').then((m) => m.SettingsCompanyPage),
      }),
      pageRoute({
        path: 'addresses',
        title: 'Addresses',
        page: () => import('./addresses-page').then((m) => m.AddressesPage),
      }),
      pageRoute({
        path: 'addresses/new',
        title: 'New address',
        page: () => import('./address-edit-page').then((m) => m.AddressCreatePage),
      }),
      pageRoute({
        path: 'addresses/:id',
        title: 'Edit address',
        params: UuidParams,
        page: () => import('./address-edit-page').then((m) => m.AddressEditPage),
      }),
      { path: '*', element: <NotFound />, handle: { title: 'Page not found' } },
    ],
  },
];
