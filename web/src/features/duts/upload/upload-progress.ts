/**
 * Per-file progress of one multipart upload. All files of a selection travel in one request (the
 * server imports the package once, and stores all of it or none of it), so the browser reports one
 * byte count; each file's share is derived from the order and sizes of the parts.
 */

export type UploadItemState = 'uploading' | 'done' | 'failed' | 'not-stored';

export interface UploadItem {
  key: string;
  name: string;
  sizeBytes: number;
  loadedBytes: number;
  state: UploadItemState;
  /** Why this file failed (e.g. the server's "… is larger than the limit of 200 MB per file."). */
  error: string | null;
}

export interface UploadState {
  phase: 'idle' | 'uploading' | 'done' | 'failed';
  items: UploadItem[];
  /** The request's failure, when it names no single file. */
  error: string | null;
}

export type UploadAction =
  | { type: 'start'; files: { key: string; name: string; sizeBytes: number }[] }
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'done' }
  | { type: 'failed'; message: string }
  | { type: 'reset' };

export const initialUploadState: UploadState = { phase: 'idle', items: [], error: null };

/**
 * Bytes of each file sent, given the request's progress. `loaded / total` counts the multipart
 * framing too; scaled onto the files' own bytes it is close enough for a progress bar and reaches
 * exactly 100 % at the end.
 */
export function splitProgress(sizes: readonly number[], loaded: number, total: number): number[] {
  const content = sizes.reduce((a, b) => a + b, 0);
  const fraction = total > 0 ? Math.min(1, Math.max(0, loaded / total)) : 0;
  let left = fraction * content;
  return sizes.map((size) => {
    const part = Math.min(size, left);
    left -= part;
    return part;
  });
}

/**
 * The file a refusal is about: the server's 413 messages start with the file's name
 * ("board.zip is larger than …"). The longest matching name wins ("a.zip" vs "a.zip.bak").
 */
export function culpritOf(message: string, names: readonly string[]): string | null {
  let best: string | null = null;
  for (const name of names) {
    if (message.startsWith(`${name} `) && (best === null || name.length > best.length)) best = name;
  }
  return best;
}

const handlers: {
  [K in UploadAction['type']]: (
    state: UploadState,
    action: Extract<UploadAction, { type: K }>,
  ) => UploadState;
} = {
  start: (_state, { files }) => ({
    phase: 'uploading',
    error: null,
    items: files.map((f) => ({ ...f, loadedBytes: 0, state: 'uploading', error: null })),
  }),
  progress: (state, { loaded, total }) => {
    if (state.phase !== 'uploading') return state;
    const shares = splitProgress(
      state.items.map((i) => i.sizeBytes),
      loaded,
      total,
    );
    return { ...state, items: state.items.map((item, k) => ({ ...item, loadedBytes: shares[k] ?? 0 })) };
  },
  done: (state) => ({
    ...state,
    phase: 'done',
    items: state.items.map((item) => ({ ...item, loadedBytes: item.sizeBytes, state: 'done' })),
  }),
  failed: (state, { message }) => {
    const culprit = culpritOf(
      message,
      state.items.map((i) => i.name),
    );
    return {
      phase: 'failed',
      error: culprit ? null : message,
      items: state.items.map((item) =>
        item.name === culprit
          ? { ...item, state: 'failed', error: message }
          : { ...item, state: 'not-stored', error: null },
      ),
    };
  },
  reset: () => initialUploadState,
};

export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  const handle = handlers[action.type] as (s: UploadState, a: UploadAction) => UploadState;
  return handle(state, action);
}

/** 0..100 for a progress bar. */
export const percentOf = (item: Pick<UploadItem, 'loadedBytes' | 'sizeBytes'>): number =>
  item.sizeBytes === 0 ? 100 : Math.round((item.loadedBytes / item.sizeBytes) * 100);

/** The whole upload in one line: "Uploading 3 files: 1.2 MB of 4.0 MB (30 %)". */
export function uploadSummary(state: UploadState, format: (bytes: number) => string): string | null {
  if (state.phase !== 'uploading' && state.phase !== 'done') return null;
  const n = state.items.length;
  const files = `${n} file${n === 1 ? '' : 's'}`;
  if (state.phase === 'done') return `Uploaded ${files}.`;
  const total = state.items.reduce((a, i) => a + i.sizeBytes, 0);
  const sent = state.items.reduce((a, i) => a + i.loadedBytes, 0);
  const percent = total === 0 ? 100 : Math.round((sent / total) * 100);
  return `Uploading ${files}: ${format(sent)} of ${format(total)} (${percent} %)`;
}
