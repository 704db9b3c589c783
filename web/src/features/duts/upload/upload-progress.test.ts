import { describe, expect, it } from 'vitest';
import {
  culpritOf,
  initialUploadState,
  percentOf,
  splitProgress,
  type UploadAction,
  uploadReducer,
  uploadSummary,
} from './upload-progress';

const files = [
  { key: 'a', name: 'board.kicad_pcb', sizeBytes: 100 },
  { key: 'b', name: 'tp.csv', sizeBytes: 50 },
  { key: 'c', name: 'model.step', sizeBytes: 0 },
];
const run = (...actions: UploadAction[]) => actions.reduce(uploadReducer, initialUploadState);

describe('splitProgress', () => {
  it('fills the files in the order they are sent', () => {
    expect(splitProgress([100, 50], 0, 300)).toEqual([0, 0]);
    expect(splitProgress([100, 50], 150, 300)).toEqual([75, 0]);
    expect(splitProgress([100, 50], 250, 300)).toEqual([100, 25]);
    expect(splitProgress([100, 50], 300, 300)).toEqual([100, 50]);
  });

  it('never goes past a file size, whatever the browser reports', () => {
    expect(splitProgress([100, 50], 900, 300)).toEqual([100, 50]);
    expect(splitProgress([100, 50], -5, 300)).toEqual([0, 0]);
    expect(splitProgress([100], 10, 0)).toEqual([0]);
  });
});

describe('uploadReducer', () => {
  it('starts every file at 0 and reports shares as bytes go out', () => {
    const state = run({ type: 'start', files }, { type: 'progress', loaded: 120, total: 150 });
    expect(state.phase).toBe('uploading');
    expect(state.items.map((i) => i.loadedBytes)).toEqual([100, 20, 0]);
    expect(state.items.map(percentOf)).toEqual([100, 40, 100]);
  });

  it('ends with every file complete', () => {
    const state = run({ type: 'start', files }, { type: 'done' });
    expect(state.phase).toBe('done');
    expect(state.items.every((i) => i.state === 'done' && i.loadedBytes === i.sizeBytes)).toBe(true);
  });

  it('pins a size refusal on the file it names; the others were not stored', () => {
    const message = 'tp.csv is larger than the limit of 200 MB per file.';
    const state = run({ type: 'start', files }, { type: 'failed', message });
    expect(state.phase).toBe('failed');
    expect(state.error).toBeNull();
    expect(state.items.map((i) => i.state)).toEqual(['not-stored', 'failed', 'not-stored']);
    expect(state.items[1]?.error).toBe(message);
  });

  it('keeps a failure that names no file at the request level', () => {
    const state = run({ type: 'start', files }, { type: 'failed', message: 'Network request failed' });
    expect(state.error).toBe('Network request failed');
    expect(state.items.every((i) => i.state === 'not-stored')).toBe(true);
  });

  it('ignores late progress once the request has ended', () => {
    const state = run(
      { type: 'start', files },
      { type: 'done' },
      { type: 'progress', loaded: 0, total: 150 },
    );
    expect(state.items[0]?.loadedBytes).toBe(100);
  });

  it('resets', () => {
    expect(run({ type: 'start', files }, { type: 'reset' })).toEqual(initialUploadState);
  });
});

describe('culpritOf', () => {
  it('prefers the longest name the message starts with', () => {
    expect(culpritOf('a.zip.bak is larger than …', ['a.zip', 'a.zip.bak'])).toBe('a.zip.bak');
    expect(culpritOf('a.zip does not fit: …', ['a.zip', 'a.zip.bak'])).toBe('a.zip');
    expect(culpritOf('Something else', ['a.zip'])).toBeNull();
  });
});

describe('uploadSummary', () => {
  const bytes = (n: number) => `${n} B`;
  it('says nothing before the upload and sums the files while it runs', () => {
    expect(uploadSummary(initialUploadState, bytes)).toBeNull();
    const state = run({ type: 'start', files }, { type: 'progress', loaded: 75, total: 150 });
    expect(uploadSummary(state, bytes)).toBe('Uploading 3 files: 75 B of 150 B (50 %)');
    expect(uploadSummary(uploadReducer(state, { type: 'done' }), bytes)).toBe('Uploaded 3 files.');
  });
});
