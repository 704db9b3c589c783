import { organizationClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's client for /api/auth/*: sign-up, sign-in with the TOTP challenge, e-mail
 * verification, password reset and change, two-factor, sessions. Company operations go through
 * /api/v1 instead (the server switches the organization plugin's endpoints off, decision 0004); the
 * organization client is kept for its types and the active-company field of the session.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  plugins: [organizationClient(), twoFactorClient()],
  // Studio runs its own 30 s session check with retries (session-refresh.ts).
  sessionOptions: { refetchOnWindowFocus: false, refetchInterval: 0 },
});
