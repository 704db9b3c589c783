import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env';
import { memoryBound } from '../src/memory-bound';

// Decision 0072: the documented RSS bound follows from the settings (README, Configuration).

describe('memoryBound', () => {
  it('is 512 MB + JOB_WORKERS jobs (one STEP reading at most) + idle threads at the recycling threshold', () => {
    const bound = memoryBound(loadConfig({ DATA_DIR: '/srv/studio' }));
    expect(bound.jobMb).toEqual({
      import: 4096 + 1024 + 256,
      step: 2 * 2048 + 200 + 128,
      extract: 1024 + 200 + 256,
    });
    expect(bound.totalMb).toBe(512 + 2 * 5376 + 3 * 512);
    const small = memoryBound(
      loadConfig({
        DATA_DIR: '/srv/studio',
        IMPORT_MEMORY_MB: '1024',
        STEP_MEMORY_MB: '1024',
        JOB_WORKERS: '1',
      }),
    );
    // One runner: the largest of an import (2304) and a STEP reading (2376), and two idle threads.
    expect(small.totalMb).toBe(512 + 2376 + 2 * 512);
  });
});
