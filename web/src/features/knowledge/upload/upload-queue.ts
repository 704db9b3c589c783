/** One file of the uploader, from picking to stored (then the document's own status takes over). */
export interface QueuedFile {
  key: string;
  file: File;
  phase: 'waiting' | 'uploading' | 'stored' | 'failed';
  /** Bytes sent (upload progress). */
  loaded: number;
  error: string | null;
  /** The document the server made of it. */
  documentId: string | null;
}

export type QueueAction =
  | { type: 'add'; files: QueuedFile[] }
  | { type: 'progress'; key: string; loaded: number }
  | { type: 'start'; key: string }
  | { type: 'stored'; key: string; documentId: string }
  | { type: 'failed'; key: string; error: string }
  | { type: 'clear-finished' };

/** The uploader's list: files in the order picked, each moving waiting → uploading → stored / failed. */
export function queueReducer(state: QueuedFile[], action: QueueAction): QueuedFile[] {
  const update = (key: string, patch: Partial<QueuedFile>) =>
    state.map((f) => (f.key === key ? { ...f, ...patch } : f));
  switch (action.type) {
    case 'add':
      return [...state, ...action.files];
    case 'start':
      return update(action.key, { phase: 'uploading', loaded: 0 });
    case 'progress':
      return update(action.key, { loaded: action.loaded });
    case 'stored':
      return update(action.key, {
        phase: 'stored',
        documentId: action.documentId,
        loaded: state.find((f) => f.key === action.key)?.file.size ?? 0,
      });
    case 'failed':
      return update(action.key, { phase: 'failed', error: action.error });
    case 'clear-finished':
      return state.filter((f) => f.phase === 'waiting' || f.phase === 'uploading');
  }
}

/** The next files to send, keeping at most `parallel` uploads going. */
export function nextToStart(state: QueuedFile[], parallel: number): QueuedFile[] {
  const running = state.filter((f) => f.phase === 'uploading').length;
  return state.filter((f) => f.phase === 'waiting').slice(0, Math.max(0, parallel - running));
}
