import type { QueryClient } from '@tanstack/react-query';
import { announceSignOut } from './cross-tab';
import { loadAuthClient } from './load-auth-client';

/** Ends the session on the server, tells the other tabs, and forgets everything this tab held. */
export async function signOutEverywhere(client: QueryClient): Promise<void> {
  try {
    // better-auth's client is loaded here, not with the app shell that shows the sign-out button.
    await (await loadAuthClient()).signOut();
  } catch {
    // Offline or already signed out: the local state is cleared all the same.
  }
  announceSignOut();
  client.clear();
}
