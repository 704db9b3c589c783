import { StationProfile, type StationProfileInput } from '@studio/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

const StationList = z.array(StationProfile);

/** The company's station profiles, the two shipped ones first (api/src/station.ts). */
export const useStations = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.stations,
    queryFn: () => apiFetch('/stations', { schema: StationList }),
    enabled,
  });

export const useStation = (id: string) =>
  useQuery({
    queryKey: queryKeys.station(id),
    queryFn: () => apiFetch(`/stations/${encodeURIComponent(id)}`, { schema: StationProfile }),
  });

function useInvalidateStations() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.stations });
}

export function useSaveStation(id: string | null) {
  const invalidate = useInvalidateStations();
  return useMutation({
    mutationFn: (body: StationProfileInput) =>
      id
        ? apiFetch(`/stations/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: StationProfile })
        : apiFetch('/stations', { method: 'POST', body, schema: StationProfile }),
    onSuccess: invalidate,
  });
}

export function useDeleteStation() {
  const invalidate = useInvalidateStations();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/stations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** The engine's profile of an API profile (what a test-config version keeps a copy of). */
export function coreProfile(s: StationProfile) {
  const { builtin: _b, createdAt: _c, updatedAt: _u, ...profile } = s;
  return profile;
}
