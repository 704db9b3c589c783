import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { meQuery } from '../../lib/me-queries';
import { takeRedirectPath } from './redirect-path';

/** After a successful sign-in: load the user, then go where the guard sent us away from (once). */
export function useCompleteSignIn() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    client.clear();
    await client.fetchQuery(meQuery).catch(() => undefined);
    navigate(takeRedirectPath() ?? '/', { replace: true });
  };
}
