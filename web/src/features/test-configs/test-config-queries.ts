import {
  CompanyDftThresholds,
  DftReportList,
  DftReportRecord,
  type RunDftInput,
  type TestConfigBody,
  TestConfigDetail,
  TestConfigList,
  TestConfigVersion,
} from '@studio/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchBoardAt } from '../../board-view/fetch-board';
import { apiFetch } from '../../lib/api-client';
import { testConfigKeys } from './test-config-keys';

const enc = encodeURIComponent;
const versionPath = (id: string, n: number) => `/test-configs/${enc(id)}/versions/${n}`;

export const useTestConfigs = (dutId: string) =>
  useQuery({
    queryKey: testConfigKeys.ofDut(dutId),
    queryFn: ({ signal }) => apiFetch(`/duts/${enc(dutId)}/test-configs`, { schema: TestConfigList, signal }),
  });

export const useTestConfig = (id: string | null) =>
  useQuery({
    queryKey: testConfigKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiFetch(`/test-configs/${enc(id!)}`, { schema: TestConfigDetail, signal }),
    enabled: id !== null,
  });

/** A saved version never changes: cached for good. */
export const useTestConfigVersion = (id: string | null, number: number | null) =>
  useQuery({
    queryKey: testConfigKeys.version(id ?? '', number ?? 0),
    queryFn: ({ signal }) => apiFetch(versionPath(id!, number!), { schema: TestConfigVersion, signal }),
    enabled: id !== null && number !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The board a version was saved for (its ids refer to it), even after the DUT was re-imported. */
export const useVersionBoard = (id: string | null, number: number | null) =>
  useQuery({
    queryKey: testConfigKeys.versionBoard(id ?? '', number ?? 0),
    queryFn: ({ signal }) => fetchBoardAt(`${versionPath(id!, number!)}/board`, signal),
    enabled: id !== null && number !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    structuralSharing: false,
  });

export const useDutReports = (dutId: string, page: number) =>
  useQuery({
    queryKey: [...testConfigKeys.reportsOfDut(dutId), page],
    queryFn: ({ signal }) =>
      apiFetch(`/duts/${enc(dutId)}/dft-reports?page=${page}&pageSize=20`, { schema: DftReportList, signal }),
    placeholderData: keepPreviousData,
  });

/** The company's DFT thresholds (the live analysis judges by the same ones as the reports). */
export const useCompanyThresholds = () =>
  useQuery({
    queryKey: testConfigKeys.thresholds,
    queryFn: ({ signal }) =>
      apiFetch('/companies/current/dft-thresholds', { schema: CompanyDftThresholds, signal }),
    staleTime: 60_000,
  });

export function useCreateTestConfig(dutId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; config: TestConfigBody; note: string }) =>
      apiFetch(`/duts/${enc(dutId)}/test-configs`, { method: 'POST', body, schema: TestConfigDetail }),
    onSuccess: (detail) => {
      client.setQueryData(testConfigKeys.detail(detail.id), detail);
      void client.invalidateQueries({ queryKey: testConfigKeys.ofDut(dutId) });
    },
  });
}

export function useSaveVersion(dutId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; config: TestConfigBody; note: string }) =>
      apiFetch(`/test-configs/${enc(id)}/versions`, { method: 'POST', body, schema: TestConfigVersion }),
    onSuccess: (version) => {
      client.setQueryData(testConfigKeys.version(version.testConfigId, version.number), version);
      void client.invalidateQueries({ queryKey: testConfigKeys.detail(version.testConfigId) });
      void client.invalidateQueries({ queryKey: testConfigKeys.ofDut(dutId) });
    },
  });
}

export function useRenameTestConfig(dutId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiFetch(`/test-configs/${enc(id)}`, { method: 'PATCH', body: { name }, schema: TestConfigDetail }),
    onSuccess: (detail) => {
      client.setQueryData(testConfigKeys.detail(detail.id), detail);
      void client.invalidateQueries({ queryKey: testConfigKeys.ofDut(dutId) });
    },
  });
}

export function useRunDft(dutId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, number, ...body }: { id: string; number: number } & RunDftInput) =>
      apiFetch(`${versionPath(id, number)}/dft-reports`, { method: 'POST', body, schema: DftReportRecord }),
    onSuccess: () => client.invalidateQueries({ queryKey: testConfigKeys.reportsOfDut(dutId) }),
  });
}
