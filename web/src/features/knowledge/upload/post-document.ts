import { DOCUMENT_EXTENSIONS, DocumentUploadResult, ErrorBody } from '@studio/api';
import { API_BASE } from '../../../lib/api-client';
import { ApiError, NETWORK_STATUS } from '../../../lib/api-error';
import { formatBytes } from '../../../lib/format';

export interface PostHandle {
  result: Promise<DocumentUploadResult>;
  abort(): void;
}

const ACCEPTED = Object.values(DOCUMENT_EXTENSIONS).flat();

/** Whether the name ends like a document the knowledge base indexes (the server checks the content). */
export const isAcceptedName = (name: string) => ACCEPTED.some((ext) => name.toLowerCase().endsWith(ext));

/** The `accept` list of the file picker. */
export const ACCEPT_ATTRIBUTE = ACCEPTED.join(',');

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** The server's own refusal (it names the file), or what the browser saw. */
export function describePostFailure(status: number, body: unknown, file: File): ApiError {
  const parsed = ErrorBody.safeParse(body);
  if (parsed.success) return new ApiError({ status, ...parsed.data });
  if (status === 413)
    return new ApiError({
      status,
      code: 'limit_exceeded',
      message: `${file.name} is too large for the server (${formatBytes(file.size)}).`,
    });
  if (status === NETWORK_STATUS)
    return new ApiError({
      status,
      code: 'network',
      message: 'The upload was interrupted: the server could not be reached.',
    });
  return new ApiError({ status, code: `http_${status}`, message: `The upload failed (HTTP ${status}).` });
}

/**
 * `POST /api/v1/knowledge/documents` with one file, through XMLHttpRequest because fetch still
 * reports no upload progress. One request per file: each document succeeds or fails on its own.
 */
export function postDocument(file: File, onProgress: (loaded: number, total: number) => void): PostHandle {
  const xhr = new XMLHttpRequest();
  const result = new Promise<DocumentUploadResult>((resolve, reject) => {
    const body = new FormData();
    body.append('files', file, file.name);
    xhr.open('POST', `${API_BASE}/knowledge/documents`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      const json = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = DocumentUploadResult.safeParse(json);
        if (parsed.success) return resolve(parsed.data);
        return reject(
          new ApiError({
            status: xhr.status,
            code: 'invalid_response',
            message: 'The server answered the upload in an unexpected shape.',
          }),
        );
      }
      reject(describePostFailure(xhr.status, json, file));
    };
    xhr.onerror = () => reject(describePostFailure(NETWORK_STATUS, null, file));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.send(body);
  });
  return { result, abort: () => xhr.abort() };
}
