import type { QueryClient } from '@tanstack/react-query';
import { authClient } from './auth-client';
import { announceSignOut } from './cross-tab';

/** Ends the session on the server, tells the other tabs, and forgets everything this tab held. */
export async function signOutEverywhere(client: QueryClient): Promise<void> {
  try {
    await authClient.signOut();
  } catch {
    // Offline or already signed out: the local state is cleared all the same.
  }
  announceSignOut();
  client.clear();
}
