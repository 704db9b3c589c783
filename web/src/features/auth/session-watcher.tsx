import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../components/notifications/notification-store';
import { AUTH_MESSAGES } from '../../lib/describe-error';
import { hasUser, useHeldMe } from '../../lib/me-queries';
import { onSignOutElsewhere } from './cross-tab';
import { saveRedirectPath } from './redirect-path';
import { fetchHasSession } from './session-check';
import { onSessionExpired } from './session-events';
import { startSessionRefresh } from './session-refresh';

/**
 * While signed in: keeps the session fresh, and reacts when it ends — expired or revoked (back to
 * /login, returning here afterwards) or signed out in another tab (all tabs follow).
 */
export function SessionWatcher() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { data: me } = useHeldMe();
  const signedIn = me !== undefined;
  const handling = useRef(false);

  useEffect(() => {
    handling.current = false;
    const leave = (message: string, keepPath: boolean) => {
      if (handling.current) return;
      handling.current = true;
      if (keepPath) saveRedirectPath(window.location.pathname + window.location.search);
      client.clear();
      navigate('/login', { replace: true });
      notify({ id: 'session-ended', color: 'warning', message });
    };
    // A 401 while nobody is signed in (e.g. on /login) means nothing: only a held user can expire.
    const stopExpired = onSessionExpired(() => {
      if (hasUser(client)) leave(AUTH_MESSAGES.sessionExpired, true);
    });
    const stopElsewhere = onSignOutElsewhere(() => leave('You signed out in another tab.', false));
    const stopRefresh = signedIn
      ? startSessionRefresh({
          check: fetchHasSession,
          onExpired: () => leave(AUTH_MESSAGES.sessionExpired, true),
        })
      : () => {};
    return () => {
      stopExpired();
      stopElsewhere();
      stopRefresh();
    };
  }, [client, navigate, signedIn]);

  return null;
}
