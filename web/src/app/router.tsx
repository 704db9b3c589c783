import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLoading } from '../components/app-loading';
import { ErrorPage } from '../components/errors/error-page';
import { createGuardLoader } from './guard-loader';
import { RootRoute } from './root-route';
import { appRoutes } from './routes';

/** The whole tree: the guard runs as the root loader on every navigation; fatal errors → ErrorPage. */
export function createRoutes(client: QueryClient, children: RouteObject[] = appRoutes): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <RootRoute />,
      errorElement: <ErrorPage />,
      hydrateFallbackElement: <AppLoading />,
      loader: createGuardLoader(client),
      // The guard must see every navigation, not only those that change the root's params.
      shouldRevalidate: () => true,
      children,
    },
  ];
}

export const createRouter = (client: QueryClient) => createBrowserRouter(createRoutes(client));
