import { DEFAULT_MAX_FILE_BYTES, DutUploadResult, ErrorBody } from '@studio/api';
import { API_BASE } from '../../../lib/api-client';
import { ApiError, NETWORK_STATUS } from '../../../lib/api-error';
import { describeError } from '../../../lib/describe-error';
import { formatBytes } from '../../../lib/format';

/** A file as the drop zone hands it over: react-dropzone adds the path inside a dropped folder. */
export type PickedFile = File & { path?: string };

export interface UploadHandle {
  result: Promise<DutUploadResult>;
  abort(): void;
}

/**
 * The name a file is uploaded under: its path inside a dropped folder ("gerber/F_Cu.gbr") when there
 * is one, so that a folder of Gerbers keeps its layout like a zip would; otherwise its own name.
 */
export function uploadName(file: PickedFile): string {
  const path = file.path?.replace(/^\.?\//, '');
  return path?.includes('/') ? path : file.name;
}

/**
 * The message of a refused upload. The server's 413 names the file and the limit; a 413 from a proxy
 * (or a connection cut mid-upload, which is how browsers often see it) does not, so the biggest file
 * is named instead.
 */
export function describeUploadFailure(status: number, body: unknown, files: readonly PickedFile[]): ApiError {
  const parsed = ErrorBody.safeParse(body);
  if (parsed.success) return new ApiError({ status, ...parsed.data });
  const biggest = [...files].sort((a, b) => b.size - a.size)[0];
  if (status === 413 && biggest)
    return new ApiError({
      status,
      code: 'limit_exceeded',
      message: `${uploadName(biggest)} is too large for the server (${formatBytes(biggest.size)}).`,
    });
  if (status === NETWORK_STATUS && biggest && biggest.size > DEFAULT_MAX_FILE_BYTES)
    return new ApiError({
      status: 413,
      code: 'limit_exceeded',
      message: `${uploadName(biggest)} is larger than the limit of ${formatBytes(DEFAULT_MAX_FILE_BYTES)} per file.`,
    });
  if (status === NETWORK_STATUS)
    return new ApiError({
      status,
      code: 'network',
      message: 'The upload was interrupted: the server could not be reached.',
    });
  return new ApiError({ status, code: `http_${status}`, message: `The upload failed (HTTP ${status}).` });
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * `POST /api/v1/duts/:id/files` with every file in one multipart request, through XMLHttpRequest
 * because fetch still reports no upload progress. `onProgress` gets the request's bytes sent.
 */
export function uploadDutFiles(
  dutId: string,
  files: readonly PickedFile[],
  onProgress: (loaded: number, total: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const result = new Promise<DutUploadResult>((resolve, reject) => {
    const body = new FormData();
    for (const file of files) body.append('files', file, uploadName(file));
    xhr.open('POST', `${API_BASE}/duts/${encodeURIComponent(dutId)}/files`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      const json = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = DutUploadResult.safeParse(json);
        if (parsed.success) resolve(parsed.data);
        else
          reject(
            new ApiError({
              status: xhr.status,
              code: 'invalid_response',
              message: 'The server answered the upload in an unexpected shape.',
            }),
          );
        return;
      }
      reject(describeUploadFailure(xhr.status, json, files));
    };
    xhr.onerror = () => reject(describeUploadFailure(NETWORK_STATUS, null, files));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.send(body);
  });
  return { result, abort: () => xhr.abort() };
}

/**
 * The sentence shown for a failed upload: the upload's own explanation for refusals and cut
 * connections (it names the file), the app's usual wording for sessions, throttling and outages.
 */
export function uploadFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const own = error.status === NETWORK_STATUS || (error.status >= 400 && error.status < 500);
    if (own && error.status !== 401 && error.status !== 429) return error.message;
  }
  return describeError(error);
}
