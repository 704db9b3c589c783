import {
  Dut,
  DutFileList,
  type DutInput,
  DutList,
  type DutRevisionInput,
  type DutUpdate,
  ImportJob,
  ImportJobList,
  StepModelList,
  type StepModelInfo,
} from '@studio/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiFetch } from '../../lib/api-client';
import { dutKeys } from '../../lib/dut-keys';
import { pollWhileBusy } from './dut-live';
import { isImportBusy } from './dut-status';

const LIST_POLL_MS = 5_000;

const path = (id: string, rest = '') => `/duts/${encodeURIComponent(id)}${rest}`;

export const useDutList = (apiQuery: string) =>
  useQuery({
    queryKey: dutKeys.list(apiQuery),
    queryFn: ({ signal }) => apiFetch(`/duts?${apiQuery}`, { schema: DutList, signal }),
    // Typing in the search box keeps the previous rows on screen instead of flashing a skeleton.
    placeholderData: keepPreviousData,
    // Live events refresh the list on every status change; this is the fallback without them.
    refetchInterval: (query) =>
      query.state.data?.items.some((d) => isImportBusy(d.status)) ? LIST_POLL_MS : false,
  });

export function useDut(id: string) {
  const client = useQueryClient();
  const dut = useQuery({
    queryKey: dutKeys.detail(id),
    queryFn: ({ signal }) => apiFetch(path(id), { schema: Dut, signal }),
    refetchInterval: (query) => pollWhileBusy(client, id, query.state.data?.status),
  });
  // The files' outcomes are written with the DUT's final status: when an import this screen watched
  // ends (seen by polling as well as by a live event), the files and jobs are read again.
  const status = dut.data?.status;
  const previous = useRef(status);
  useEffect(() => {
    const ended =
      previous.current !== undefined && isImportBusy(previous.current) && status && !isImportBusy(status);
    previous.current = status;
    if (ended) {
      void client.invalidateQueries({ queryKey: dutKeys.files(id) });
      void client.invalidateQueries({ queryKey: dutKeys.jobs(id) });
    }
  }, [client, id, status]);
  return dut;
}

export function useDutFiles(id: string, page: number, busy: boolean) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...dutKeys.files(id), page],
    queryFn: ({ signal }) => apiFetch(path(id, `/files?page=${page}`), { schema: DutFileList, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: () => pollWhileBusy(client, id, busy ? 'importing' : undefined),
  });
}

export const useDutJobs = (id: string) =>
  useQuery({
    queryKey: dutKeys.jobs(id),
    queryFn: ({ signal }) => apiFetch(path(id, '/jobs'), { schema: ImportJobList, signal }),
  });

function useInvalidateDuts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: dutKeys.all });
}

export function useCreateDut() {
  const invalidate = useInvalidateDuts();
  return useMutation({
    mutationFn: (body: DutInput) => apiFetch('/duts', { method: 'POST', body, schema: Dut }),
    onSuccess: invalidate,
  });
}

export function useUpdateDut(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DutUpdate) => apiFetch(path(id), { method: 'PATCH', body, schema: Dut }),
    onSuccess: (dut) => {
      client.setQueryData(dutKeys.detail(id), dut);
      void client.invalidateQueries({ queryKey: dutKeys.lists });
    },
  });
}

export function useDeleteDut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(path(id), { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: dutKeys.detail(id) });
      client.removeQueries({ queryKey: dutKeys.board(id) });
      void client.invalidateQueries({ queryKey: dutKeys.lists });
    },
  });
}

export function useCreateRevision(id: string) {
  const invalidate = useInvalidateDuts();
  return useMutation({
    mutationFn: (body: DutRevisionInput) =>
      apiFetch(path(id, '/revisions'), { method: 'POST', body, schema: Dut }),
    onSuccess: invalidate,
  });
}

export function useReimport(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(path(id, '/import'), { method: 'POST', schema: ImportJob }),
    onSuccess: () => client.invalidateQueries({ queryKey: dutKeys.detail(id) }),
  });
}

export const downloadUrl = (dutId: string, fileId: string) =>
  `/api/v1${path(dutId, `/files/${encodeURIComponent(fileId)}/download`)}`;

/** Whether a STEP model reading is still on its way to the board (reading, or its import not done). */
export const isStepBusy = (m: StepModelInfo) =>
  m.status === 'queued' || m.status === 'reading' || (m.status === 'ready' && !m.applied);

/**
 * The DUT's STEP model readings (decision 0040), under the DUT's key so that its live `dut.updated`
 * reads them again; polled while one is still reading or waiting for its import (the reading's
 * progress is not pushed live).
 */
export const useStepModels = (id: string) =>
  useQuery({
    queryKey: [...dutKeys.detail(id), 'step-models'],
    queryFn: ({ signal }) => apiFetch(path(id, '/step-models'), { schema: StepModelList, signal }),
    refetchInterval: (q) => (q.state.data?.items.some(isStepBusy) ? 1_500 : false),
  });
