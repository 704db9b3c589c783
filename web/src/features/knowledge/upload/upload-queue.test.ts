import { describe, expect, it } from 'vitest';
import { nextToStart, type QueuedFile, queueReducer } from './upload-queue';

const file = (key: string, size = 10): QueuedFile => ({
  key,
  file: new File(['x'.repeat(size)], `${key}.pdf`),
  phase: 'waiting',
  loaded: 0,
  error: null,
  documentId: null,
});

describe('the upload queue', () => {
  it('starts two at a time and moves each file through its phases', () => {
    let state = queueReducer([], { type: 'add', files: [file('a'), file('b'), file('c')] });
    expect(nextToStart(state, 2).map((f) => f.key)).toEqual(['a', 'b']);
    state = queueReducer(state, { type: 'start', key: 'a' });
    state = queueReducer(state, { type: 'start', key: 'b' });
    expect(nextToStart(state, 2)).toEqual([]);
    state = queueReducer(state, { type: 'progress', key: 'a', loaded: 5 });
    state = queueReducer(state, { type: 'stored', key: 'a', documentId: 'doc-a' });
    state = queueReducer(state, { type: 'failed', key: 'b', error: 'too large' });
    expect(state.map((f) => [f.key, f.phase, f.loaded, f.documentId, f.error])).toEqual([
      ['a', 'stored', 10, 'doc-a', null],
      ['b', 'failed', 0, null, 'too large'],
      ['c', 'waiting', 0, null, null],
    ]);
    expect(nextToStart(state, 2).map((f) => f.key)).toEqual(['c']);
    expect(queueReducer(state, { type: 'clear-finished' }).map((f) => f.key)).toEqual(['c']);
  });
});
