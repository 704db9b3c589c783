import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../components/notifications/notification-store';
import { queryKeys } from '../../lib/query-keys';
import { resultsKeys } from '../results/results-queries';
import { handleLiveEvent, liveUrl } from './live-updates';

describe('handleLiveEvent', () => {
  afterEach(() => notifications.clear());

  it('tells me about my new role and refreshes me and the company data', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    handleLiveEvent(
      { type: 'member.role-changed', companyId: 'c1', userId: 'me', role: 'viewer' },
      client,
      'me',
    );
    expect(notifications.getSnapshot().map((n) => n.message)).toEqual([
      'Your role in this company is now viewer.',
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.me });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.company });
  });

  it('announces a colleague who joined and refreshes the member list', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    handleLiveEvent({ type: 'member.joined', companyId: 'c1', userId: 'u2', name: 'Bob' }, client, 'me');
    expect(notifications.getSnapshot().map((n) => n.message)).toEqual(['Bob joined the company.']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.members });
  });

  it('drops company data when I am removed', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.addresses, []);
    handleLiveEvent({ type: 'member.removed', companyId: 'c1', userId: 'me' }, client, 'me');
    expect(client.getQueryData(queryKeys.addresses)).toBeUndefined();
    expect(notifications.getSnapshot()[0]?.color).toBe('warning');
  });

  it('says a fixture is due for maintenance, then at end of life, and refreshes the wear list', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wear = {
      type: 'fixture.wear' as const,
      companyId: 'c1',
      fixtureSerial: 'FX-7',
      ratedCycles: 250_000,
      limitedBy: 'P39 probes (SP-39-CR)',
    };
    handleLiveEvent({ ...wear, thresholdPercent: 80, cycles: 200_000 }, client, 'me');
    handleLiveEvent({ ...wear, thresholdPercent: 100, cycles: 250_000 }, client, 'me');
    expect(notifications.getSnapshot().map((n) => [n.color, n.message])).toEqual([
      ['warning', 'Fixture FX-7: maintenance due — 200,000 of 250,000 rated cycles (P39 probes (SP-39-CR)).'],
      [
        'negative',
        'Fixture FX-7: probes at end of life — 250,000 of 250,000 rated cycles (P39 probes (SP-39-CR)).',
      ],
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: resultsKeys.wear });
  });
});

describe('liveUrl', () => {
  it('uses wss behind https', () => {
    expect(liveUrl({ protocol: 'https:', host: 'studio.example' })).toBe('wss://studio.example/api/v1/live');
    expect(liveUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/v1/live');
  });
});
