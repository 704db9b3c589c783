import type { DutUploadResult } from '@studio/api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { dutKeys } from '../../../lib/dut-keys';
import type { Picked } from './picked-files';
import { initialUploadState, uploadReducer } from './upload-progress';
import { type UploadHandle, uploadDutFiles, uploadFailureMessage } from './upload-request';

/**
 * Uploads a selection to a DUT with per-file progress. The request is aborted when the component
 * goes away; the DUT's queries are refreshed when the files are stored (the import starts then).
 */
export function useUpload() {
  const client = useQueryClient();
  const [state, dispatch] = useReducer(uploadReducer, initialUploadState);
  const handle = useRef<UploadHandle | null>(null);
  useEffect(() => () => handle.current?.abort(), []);

  const start = useCallback(
    async (dutId: string, picked: readonly Picked[]): Promise<DutUploadResult | null> => {
      dispatch({
        type: 'start',
        files: picked.map((p) => ({ key: p.key, name: p.name, sizeBytes: p.file.size })),
      });
      const current = uploadDutFiles(
        dutId,
        picked.map((p) => p.file),
        (loaded, total) => dispatch({ type: 'progress', loaded, total }),
      );
      handle.current = current;
      try {
        const result = await current.result;
        dispatch({ type: 'done' });
        void client.invalidateQueries({ queryKey: dutKeys.detail(dutId) });
        void client.invalidateQueries({ queryKey: dutKeys.lists });
        return result;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return null;
        dispatch({ type: 'failed', message: uploadFailureMessage(error) });
        return null;
      } finally {
        if (handle.current === current) handle.current = null;
      }
    },
    [client],
  );
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  return { state, start, reset };
}
