import { Outlet, ScrollRestoration } from 'react-router';
import { ThemeSync } from '../features/account/theme-sync';
import { ThirdPartyScripts } from '../features/analytics/third-party-consent';
import { VersionWatcher } from '../features/app-update/version-watcher';
import { SessionWatcher } from '../features/auth/session-watcher';
import { LiveUpdates } from '../features/live/live-updates';
import { NavigationProgress } from './navigation-progress';
import { TitleSync } from './title-sync';

/** Root of every route: the app-wide watchers, then the matched layout. */
export function RootRoute() {
  return (
    <>
      <NavigationProgress />
      <TitleSync />
      <ThemeSync />
      <SessionWatcher />
      <LiveUpdates />
      <VersionWatcher />
      <ThirdPartyScripts />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
