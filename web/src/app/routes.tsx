import { UuidParams } from '@studio/api';
import type { RouteObject } from 'react-router';
import { NotFound } from '../components/errors/not-found';
import { DefaultLayout } from './layout/default-layout';
import { ReportLayout } from './layout/report-layout';
import { SettingsLayout } from './layout/settings-layout';
import { pageRoute } from './page-route';

/**
 * The route table (PRODUCT.md §2) below the root. Only screens that exist are listed; later issues add
 * theirs. Each page is a lazy chunk; unmatched paths are a 404 inside the layout.
 */
export const appRoutes: RouteObject[] = [
  pageRoute({
    path: 'login',
    title: 'Sign in',
    page: () => import('../routes/login-page').then((m) => m.LoginPage),
  }),
  pageRoute({
    path: 'logout',
    title: 'Sign out',
    page: () => import('../routes/logout-page').then((m) => m.LogoutPage),
  }),
  pageRoute({
    path: 'confirm',
    title: 'Confirm',
    page: () => import('../routes/confirm-page').then((m) => m.ConfirmPage),
  }),
  {
    element: <ReportLayout />,
    children: [
      pageRoute({
        path: 'dft-report/:id',
        title: 'DFT Report',
        params: UuidParams,
        page: () => import('../routes/dft-report-page').then((m) => m.DftReportPage),
      }),
      pageRoute({
        path: 'dft-report/:id/summary',
        title: 'DFT Report',
        params: UuidParams,
        page: () => import('../routes/dft-report-summary-page').then((m) => m.DftReportSummaryPage),
      }),
    ],
  },
  {
    element: <DefaultLayout />,
    children: [
      pageRoute({
        index: true,
        title: null,
        page: () => import('../routes/dashboard-page').then((m) => m.DashboardPage),
      }),
      pageRoute({
        path: 'dut',
        title: 'DUTs',
        page: () => import('../routes/dut-list-page').then((m) => m.DutListPage),
      }),
      pageRoute({
        path: 'dut/create',
        title: 'New DUT',
        page: () => import('../routes/dut-create-page').then((m) => m.DutCreatePage),
      }),
      pageRoute({
        path: 'dut/:id',
        title: 'DUT',
        params: UuidParams,
        page: () => import('../routes/dut-detail-page').then((m) => m.DutDetailPage),
      }),
      // Revision compare (issue 19): the fixture of the previous revision on this one.
      pageRoute({
        path: 'dut/:id/compare',
        title: 'Compare revisions',
        params: UuidParams,
        page: () => import('../routes/revision-compare-page').then((m) => m.RevisionComparePage),
      }),
      // Test strategies (issue #17).
      pageRoute({
        path: 'test-strategy',
        title: 'Test strategies',
        page: () => import('../routes/test-strategy-list-page').then((m) => m.TestStrategyListPage),
      }),
      pageRoute({
        path: 'test-strategy/:id',
        title: 'Test strategy',
        params: UuidParams,
        page: () => import('../routes/test-strategy-page').then((m) => m.TestStrategyPage),
      }),
      pageRoute({
        path: 'test-strategy/:id/results',
        title: 'Production results',
        params: UuidParams,
        page: () => import('../routes/test-strategy-results-page').then((m) => m.TestStrategyResultsPage),
      }),
      pageRoute({
        path: 'test-strategy/:id/edit',
        title: 'Edit test strategy',
        params: UuidParams,
        page: () => import('../routes/test-strategy-edit-page').then((m) => m.TestStrategyEditPage),
      }),
      // Test solutions and delivery orders (issue #16).
      pageRoute({
        path: 'test-solution',
        title: 'Test solutions',
        page: () => import('../routes/test-solution-list-page').then((m) => m.TestSolutionListPage),
      }),
      pageRoute({
        path: 'test-solution/configure',
        title: 'Configure a test solution',
        page: () => import('../routes/test-solution-configure-page').then((m) => m.TestSolutionConfigurePage),
      }),
      pageRoute({
        path: 'test-solution/:id',
        title: 'Test solution',
        params: UuidParams,
        page: () => import('../routes/test-solution-page').then((m) => m.TestSolutionPage),
      }),
      pageRoute({
        path: 'delivery-orders',
        title: 'Delivery orders',
        page: () => import('../routes/delivery-order-list-page').then((m) => m.DeliveryOrderListPage),
      }),
      pageRoute({
        path: 'delivery-orders/:id',
        title: 'Delivery order',
        params: UuidParams,
        page: () => import('../routes/delivery-order-page').then((m) => m.DeliveryOrderPage),
      }),
      // Knowledge base and assistant (issue #18).
      pageRoute({
        path: 'knowledge-management',
        title: 'Knowledge base',
        page: () => import('../routes/knowledge-documents-page').then((m) => m.KnowledgeDocumentsPage),
      }),
      pageRoute({
        path: 'knowledge-management/documents',
        title: 'Documents',
        page: () => import('../routes/knowledge-documents-page').then((m) => m.KnowledgeDocumentsPage),
      }),
      pageRoute({
        path: 'knowledge-management/upload',
        title: 'Add documents',
        page: () => import('../routes/knowledge-upload-page').then((m) => m.KnowledgeUploadPage),
      }),
      pageRoute({
        path: 'knowledge-management/documents/:id',
        title: 'Document',
        params: UuidParams,
        page: () => import('../routes/knowledge-document-page').then((m) => m.KnowledgeDocumentPage),
      }),
      pageRoute({
        path: 'chat',
        title: 'Assistant',
        page: () => import('../routes/chat-page').then((m) => m.ChatPage),
      }),
      pageRoute({
        path: 'chat/:id',
        title: 'Assistant',
        params: UuidParams,
        page: () => import('../routes/chat-page').then((m) => m.ChatPage),
      }),
      // Parts management (issue #6): the catalog, part classes and inventory.
      pageRoute({
        path: 'parts-management',
        title: 'Parts management',
        page: () => import('../features/parts/pages/overview-page').then((m) => m.PartsManagementPage),
      }),
      ...(
        [
          ['parts', 'All parts', 'PartsPage'],
          ['probes', 'Probes', 'ProbesPage'],
          ['receptacles', 'Receptacles', 'ReceptaclesPage'],
          ['guide-pins', 'Guide and pressure pins', 'GuidePinsPage'],
          ['cartridges', 'Cartridges', 'CartridgesPage'],
          ['fixtures', 'Fixture kits', 'FixturesPage'],
          ['options', 'Options', 'OptionsPage'],
        ] as const
      ).map(([path, title, name]) =>
        pageRoute({
          path: `parts-management/${path}`,
          title,
          page: () => import('../features/parts/pages/catalog-pages').then((m) => m[name]),
        }),
      ),
      pageRoute({
        path: 'parts-management/parts/new',
        title: 'New part',
        page: () => import('../features/parts/pages/part-form-pages').then((m) => m.PartCreatePage),
      }),
      pageRoute({
        path: 'parts-management/parts/:id',
        title: 'Part',
        page: () => import('../features/parts/pages/part-detail-page').then((m) => m.PartDetailPage),
      }),
      pageRoute({
        path: 'parts-management/parts/:id/edit',
        title: 'Edit part',
        page: () => import('../features/parts/pages/part-form-pages').then((m) => m.PartEditPage),
      }),
      pageRoute({
        path: 'parts-management/inventory',
        title: 'Inventory',
        page: () => import('../features/parts/pages/inventory-page').then((m) => m.InventoryPage),
      }),
      pageRoute({
        path: 'parts-management/inventory/:id',
        title: 'Stock and movements',
        page: () => import('../features/parts/pages/part-stock-page').then((m) => m.PartStockPage),
      }),
      pageRoute({
        path: 'parts-management/part-classes',
        title: 'Part classes',
        page: () => import('../features/parts/pages/part-classes-page').then((m) => m.PartClassesPage),
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
        page: () => import('../routes/settings-profile-page').then((m) => m.SettingsProfilePage),
      }),
      pageRoute({
        path: 'company',
        title: 'Company settings',
        page: () => import('../routes/settings-company-page').then((m) => m.SettingsCompanyPage),
      }),
      pageRoute({
        path: 'shop',
        title: 'Shop settings',
        page: () => import('../routes/settings-shop-page').then((m) => m.SettingsShopPage),
      }),
      pageRoute({
        path: 'addresses',
        title: 'Addresses',
        page: () => import('../routes/addresses-page').then((m) => m.AddressesPage),
      }),
      pageRoute({
        path: 'addresses/new',
        title: 'New address',
        page: () => import('../routes/address-edit-page').then((m) => m.AddressCreatePage),
      }),
      pageRoute({
        path: 'stations',
        title: 'Test stations',
        page: () => import('../routes/stations-page').then((m) => m.StationsPage),
      }),
      pageRoute({
        path: 'addresses/:id',
        title: 'Edit address',
        params: UuidParams,
        page: () => import('../routes/address-edit-page').then((m) => m.AddressEditPage),
      }),
      { path: '*', element: <NotFound />, handle: { title: 'Page not found' } },
    ],
  },
];
