import { LIVE_PATH, type LiveEvent } from '@studio/api';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notify } from '../../components/notifications/notification-store';
import { useHeldMe } from '../../lib/me-queries';
import { queryKeys } from '../../lib/query-keys';
import { reportSessionExpired } from '../auth/session-events';
import { handleChatEvent } from '../chat/chat-live';
import { handleOrderEvent } from '../delivery-orders/order-live';
import { handleDutEvent } from '../duts/dut-live';
import { handleKnowledgeEvent } from '../knowledge/knowledge-live';
import { handleFixtureWearEvent, handleResultsEvent } from '../results/results-live';
import { handleFixturePackageEvent } from '../test-configs/fixture/fixture-live';
import { handleTestConfigEvent } from '../test-configs/test-config-live';
import { handleSolutionEvent } from '../test-solutions/solution-live';
import { handleStrategyEvent } from '../test-strategies/strategy-live';
import { LiveConnection } from './live-connection';

const ROLE_NAMES: Record<string, string> = {
  owner: 'owner',
  admin: 'admin',
  engineer: 'engineer',
  viewer: 'viewer',
};

export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_PATH}`;
}

/** What each event means for the screen: refresh the affected queries, tell the user what changed. */
export function handleLiveEvent(event: LiveEvent, client: QueryClient, myUserId: string): void {
  const refresh = (...keys: (readonly string[])[]) => {
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  };
  switch (event.type) {
    case 'member.joined':
      refresh(queryKeys.members, queryKeys.invitations);
      if (event.userId !== myUserId) notify({ color: 'info', message: `${event.name} joined the company.` });
      return;
    case 'member.removed':
      if (event.userId === myUserId) {
        client.removeQueries({ queryKey: queryKeys.company });
        refresh(queryKeys.me);
        notify({ color: 'warning', timeout: 10_000, message: 'You were removed from this company.' });
      } else {
        refresh(queryKeys.members);
        notify({ color: 'info', message: 'A member was removed from the company.' });
      }
      return;
    case 'member.role-changed': {
      const role = ROLE_NAMES[event.role] ?? event.role;
      if (event.userId === myUserId) {
        refresh(queryKeys.me, queryKeys.company);
        notify({ color: 'info', message: `Your role in this company is now ${role}.` });
      } else {
        refresh(queryKeys.members);
        notify({ color: 'info', message: `A member's role changed to ${role}.` });
      }
      return;
    }
    case 'company.updated':
      refresh(queryKeys.companyProfile, queryKeys.me);
      return;
    case 'dut.import':
    case 'dut.updated':
      handleDutEvent(event, client);
      return;
    case 'test-config.updated':
    case 'test-config.saved':
    case 'dft-report.created':
      handleTestConfigEvent(event, client);
      return;
    case 'test-strategy.updated':
      handleStrategyEvent(event, client);
      return;
    case 'test-solution.updated':
      handleSolutionEvent(event, client);
      return;
    case 'delivery-order.updated':
      handleOrderEvent(event, client);
      return;
    case 'results.run':
      handleResultsEvent(event, client);
      return;
    case 'fixture.wear':
      handleFixtureWearEvent(event, client);
      return;
    case 'knowledge.document':
      handleKnowledgeEvent(event, client);
      return;
    case 'fixture.package':
      handleFixturePackageEvent(event, client);
      return;
    case 'chat.delta':
    case 'chat.message':
    case 'chat.stop':
      handleChatEvent(event, client);
      return;
    case 'session.revoked':
      // Some session of mine ended. Refetching `me` answers 401 if it was this one (→ sign-in page).
      // When this tab's own request replaced its session (turning two-factor on), the server sends
      // this event only after that request's answer, which set the new cookie (after-response.ts).
      refresh(queryKeys.sessions, queryKeys.me);
      return;
    default:
      return;
  }
}

/** One live connection per tab while signed in; reconnects when the active company changes. */
export function LiveUpdates() {
  const client = useQueryClient();
  const { data: me } = useHeldMe();
  const userId = me?.user.id;
  const companyId = me?.activeCompanyId ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: companyId restarts the socket on purpose — the server scopes a socket to the company active when it connected.
  useEffect(() => {
    if (!userId || typeof WebSocket === 'undefined') return;
    const connection = new LiveConnection({
      url: liveUrl(),
      onEvent: (event) => handleLiveEvent(event, client, userId),
      onUnauthorized: reportSessionExpired,
    });
    connection.start();
    return () => connection.stop();
  }, [client, userId, companyId]);

  return null;
}
