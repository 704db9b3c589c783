import { CompanyDftThresholds, DftReportRecord, type DftThresholdsBody } from '@studio/api';
import { type Board, type CompactBoard, decodeBoard } from '@studio/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { API_BASE, apiFetch } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';

/** Everything here is company-scoped: the keys start with 'company', so a company switch clears them. */
export const dftKeys = {
  report: (id: string) => ['company', 'dft-reports', id] as const,
  board: (id: string) => ['company', 'dft-reports', id, 'board'] as const,
  thresholds: ['company', 'dft-thresholds'] as const,
};

const reportPath = (id: string, rest = '') => `/dft-reports/${encodeURIComponent(id)}${rest}`;

/** `GET /dft-reports/:id`: the whole immutable report. It never changes, so it never goes stale. */
export const useDftReport = (id: string) =>
  useQuery({
    queryKey: dftKeys.report(id),
    queryFn: ({ signal }) => apiFetch(reportPath(id), { schema: DftReportRecord, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

// The compact board is checked by the decoder, not by a schema: it is large and columnar.
const CompactBoardJson = z.custom<CompactBoard>((v) => typeof v === 'object' && v !== null);

/** `GET /dft-reports/:id/board`: the board the report was run on (not the DUT's current one). */
async function fetchReportBoard(id: string, signal?: AbortSignal): Promise<Board> {
  const compact = await apiFetch(reportPath(id, '/board'), { schema: CompactBoardJson, signal });
  try {
    return decodeBoard(compact);
  } catch {
    throw new ApiError({ status: 200, code: 'invalid_response', message: 'The board could not be read.' });
  }
}

export const useReportBoard = (id: string, enabled = true) =>
  useQuery({
    queryKey: dftKeys.board(id),
    queryFn: ({ signal }) => fetchReportBoard(id, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    structuralSharing: false,
  });

/** The server-made one-page PDF of a report (a download: the answer says `attachment`). */
export const summaryPdfUrl = (id: string) => `${API_BASE}${reportPath(id, '/summary.pdf')}`;

const THRESHOLDS_PATH = '/companies/current/dft-thresholds';

export const useCompanyThresholds = () =>
  useQuery({
    queryKey: dftKeys.thresholds,
    queryFn: ({ signal }) => apiFetch(THRESHOLDS_PATH, { schema: CompanyDftThresholds, signal }),
  });

export function useSaveThresholds() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DftThresholdsBody) =>
      apiFetch(THRESHOLDS_PATH, { method: 'PUT', body, schema: CompanyDftThresholds }),
    onSuccess: (saved) => client.setQueryData(dftKeys.thresholds, saved),
  });
}

export function useResetThresholds() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(THRESHOLDS_PATH, { method: 'DELETE', schema: CompanyDftThresholds }),
    onSuccess: (saved) => client.setQueryData(dftKeys.thresholds, saved),
  });
}
