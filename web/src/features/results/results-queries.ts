import {
  FixtureWearRow,
  LimitsApplied,
  type LimitsApply,
  LimitsProposal,
  MeasurementDistribution,
  ResultsDashboard,
  SerialHistory,
  TestStation,
  type TestStationInput,
  TestStationWithToken,
} from '@studio/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../lib/api-client';
import { strategyKeys } from '../test-strategies/strategy-keys';

const enc = encodeURIComponent;

/** Query keys of production results; under `company` so a company switch clears them. */
export const resultsKeys = {
  all: ['company', 'results'] as const,
  ofStrategy: (id: string) => ['company', 'results', 'strategy', id] as const,
  dashboard: (id: string, n: number, window: string) =>
    ['company', 'results', 'strategy', id, n, window] as const,
  measurement: (id: string, n: number, key: string, window: string) =>
    ['company', 'results', 'strategy', id, n, 'm', key, window] as const,
  /** Outside `ofStrategy`: a run arriving live does not reshuffle a proposal being chosen from. */
  limits: (id: string, n: number, window: string) => ['company', 'results', 'limits', id, n, window] as const,
  serial: (serial: string) => ['company', 'results', 'serial', serial] as const,
  wear: ['company', 'results', 'wear'] as const,
  stations: ['company', 'results', 'stations'] as const,
};

const versionPath = (id: string, n: number) => `/test-strategies/${enc(id)}/versions/${n}/results`;

export const useResultsDashboard = (id: string, n: number, window: string) =>
  useQuery({
    queryKey: resultsKeys.dashboard(id, n, window),
    queryFn: ({ signal }) =>
      apiFetch(`${versionPath(id, n)}?${window}`, { schema: ResultsDashboard, signal }),
    placeholderData: keepPreviousData,
  });

export const useMeasurementDistribution = (
  id: string,
  n: number,
  m: { stepId: string; measurementId: string } | null,
  window: string,
) =>
  useQuery({
    queryKey: resultsKeys.measurement(id, n, m ? `${m.stepId}/${m.measurementId}` : '', window),
    queryFn: ({ signal }) =>
      apiFetch(
        `${versionPath(id, n)}/measurement?${window}&step=${enc(m!.stepId)}&measurement=${enc(m!.measurementId)}`,
        { schema: MeasurementDistribution, signal },
      ),
    enabled: m !== null,
    placeholderData: keepPreviousData,
  });

export const useSerialHistory = (serial: string) =>
  useQuery({
    queryKey: resultsKeys.serial(serial),
    queryFn: ({ signal }) =>
      apiFetch(`/results/serials?serial=${enc(serial)}`, { schema: SerialHistory, signal }),
    enabled: serial.trim() !== '',
  });

export const useFixtureWear = () =>
  useQuery({
    queryKey: resultsKeys.wear,
    queryFn: ({ signal }) => apiFetch('/results/fixture-wear', { schema: z.array(FixtureWearRow), signal }),
  });

export const useTestStations = () =>
  useQuery({
    queryKey: resultsKeys.stations,
    queryFn: ({ signal }) => apiFetch('/test-stations', { schema: z.array(TestStation), signal }),
  });

export function useCreateTestStation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TestStationInput) =>
      apiFetch('/test-stations', { method: 'POST', body, schema: TestStationWithToken }),
    onSuccess: () => client.invalidateQueries({ queryKey: resultsKeys.stations }),
  });
}

export function useStationAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'token' | 'revoke' }) =>
      action === 'token'
        ? apiFetch(`/test-stations/${enc(id)}/token`, { method: 'POST', schema: TestStationWithToken })
        : apiFetch(`/test-stations/${enc(id)}/revoke`, { method: 'POST', schema: TestStation }).then(
            () => null,
          ),
    onSuccess: () => client.invalidateQueries({ queryKey: resultsKeys.stations }),
  });
}

/** The limits production proposes for a version (decision 0068); read when the dialog opens. */
export const useLimitsProposal = (id: string, n: number, window: string, enabled: boolean) =>
  useQuery({
    queryKey: resultsKeys.limits(id, n, window),
    queryFn: ({ signal }) =>
      apiFetch(`${versionPath(id, n)}/limits?${window}`, { schema: LimitsProposal, signal }),
    enabled,
  });

/** Applies the chosen proposals as the strategy's next version. */
export function useApplyLimits(id: string, n: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LimitsApply) =>
      apiFetch(`${versionPath(id, n)}/limits`, { method: 'POST', body, schema: LimitsApplied }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: strategyKeys.all });
      void client.invalidateQueries({ queryKey: ['company', 'results', 'limits', id] });
    },
  });
}
