import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../components/notifications/notification-store';
import type { RedirectRule } from './build-manifest';
import { resolveRedirect } from './redirect-rules';
import { startVersionCheck } from './version-check';

/** The id baked in by build-info-plugin; absent in unit tests (then nothing is polled). */
export const CURRENT_BUILD_ID: string | undefined = import.meta.env.VITE_STUDIO_BUILD_ID;

/**
 * Watches for a newer build: offers a reload, and applies the new build's redirect rules to the
 * page the user is on and to later navigations (an external target is a full page load).
 */
export function VersionWatcher() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const rules = useRef<RedirectRule[]>([]);

  const follow = (path: string) => {
    const target = resolveRedirect(rules.current, path);
    if (!target) return;
    if (target.kind === 'external') window.location.assign(target.url);
    else navigate(target.path, { replace: true });
  };
  const followRef = useRef(follow);
  followRef.current = follow;

  useEffect(() => {
    if (!CURRENT_BUILD_ID) return;
    return startVersionCheck({
      currentBuildId: CURRENT_BUILD_ID,
      onNewBuild: (_buildId, meta) => {
        rules.current = meta?.redirects ?? [];
        notify({
          id: 'new-version',
          color: 'info',
          title: 'New version — reload',
          message: 'A new version of Studio is available. Reload to use it; nothing you saved is lost.',
          timeout: 0,
          position: 'bottom-right',
          actions: [{ label: 'Reload', onClick: () => window.location.reload() }],
        });
        followRef.current(window.location.pathname);
      },
    });
  }, []);

  useEffect(() => {
    followRef.current(pathname);
  }, [pathname]);

  return null;
}
