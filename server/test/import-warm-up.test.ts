import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importKicadBytes } from '@studio/core';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { workerEntry } from '../src/locations';
import type { ImportWorkerInput, ImportWorkerOutput } from '../src/services/duts/import-worker';
import { warmUpImport } from '../src/services/duts/import-warm-up';
import { WARM_UP_PARTS, warmUpBoardText } from '../src/services/duts/warm-up-board';
import { createLocalStore } from '../src/storage/local-store';
import { createWorkerPool } from '../src/workers/worker-pool';
import { jobEnv } from './duts-support';
import { startApp } from './helpers/harness';

// Decision 0046: an import thread warms up on a generated board before its first job, and the server
// warms one once it listens (IMPORT_PREWARM).

const dir = mkdtempSync(path.join(tmpdir(), 'studio-warm-up-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** 240 footprints, five kinds in turn: 2 + 8 + 6 + 1 + 3 pads. */
const PADS = (WARM_UP_PARTS / 5) * 20;

describe('the warm-up board', () => {
  it('is the same every time and imports whole, with what real boards hold', () => {
    const text = warmUpBoardText();
    expect(warmUpBoardText()).toBe(text);
    const { board, diagnostics } = importKicadBytes(new TextEncoder().encode(text), 'warm-up.kicad_pcb');
    expect(diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(board.pads).toHaveLength(PADS);
    expect(board.components).toHaveLength(WARM_UP_PARTS);
    expect(board.vias).toHaveLength(WARM_UP_PARTS);
    expect(board.outline).toHaveLength(1);
    expect(new Set(board.pads.map((p) => p.type))).toEqual(new Set(['smd', 'th', 'npth']));
    expect(board.pads.some((p) => p.polygon && p.polygon.length > 0)).toBe(true);
    expect(board.pads.some((p) => p.slotLengthMm !== null)).toBe(true);
    expect(new Set(board.components.map((c) => c.side))).toEqual(new Set(['top', 'bottom']));
    expect(new Set(board.components.map((c) => c.rotationDeg))).toEqual(new Set([0, 90, 180, 270]));
    expect(board.pads.some((p) => p.testpointFlag)).toBe(true);
  });
});

describe('warmUpImport', () => {
  it('imports the board as a job does, the times asked', async () => {
    expect(await warmUpImport({ imports: 2, parts: 40 })).toMatchObject({
      imports: 2,
      pads: (40 / 5) * 20,
      interrupted: false,
    });
  });

  it('stops before the next import once a job is waiting', async () => {
    let asked = 0;
    const report = await warmUpImport({ imports: 5, parts: 40, stop: () => asked++ >= 1 });
    expect(report).toMatchObject({ imports: 1, interrupted: true });
  });
});

describe('the import worker', () => {
  it('warms up in its thread, then imports a package on that same thread', async () => {
    const store = await createLocalStore(path.join(dir, 'files'));
    const file = readFileSync(
      path.resolve(__dirname, '../../../shared/testdata/kicad/pic_programmer.kicad_pcb'),
    );
    const { sha256 } = await store.put(file);
    const pool = createWorkerPool<ImportWorkerInput, ImportWorkerOutput>(
      workerEntry('import-worker'),
      { timeoutMs: 120_000, memoryMb: 1024 },
      { idleMs: 50 },
    );
    try {
      const [outcome] = await pool.prewarm(1);
      expect(outcome).toEqual({ value: expect.objectContaining({ imports: 20, pads: PADS }) });
      const out = await pool.run({
        storage: { kind: 'local', dir: path.join(dir, 'files') },
        files: [{ name: 'pic_programmer.kicad_pcb', sha256 }],
      });
      expect(out.summary.components).toBeGreaterThan(0);
      expect(pool.stats()).toMatchObject({ threads: 1, kept: 1, peakThreads: 1 });
    } finally {
      await pool.close();
    }
    // A bound, not a measure: the thread loads through tsx and warms up at nice 10 — on a busy
    // machine (load ~20 on 2 cores) that took over a minute.
  }, 300_000);
});

describe('the server', () => {
  it('warms an import thread once it listens, and none before (IMPORT_PREWARM=1)', async () => {
    const t = await startApp({ name: 'pglite', url: null }, jobEnv({ IMPORT_PREWARM: '1' }));
    try {
      expect(t.app.deps.importPool.stats().threads).toBe(0);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      await vi.waitFor(() => expect(t.app.deps.importPool.stats()).toMatchObject({ threads: 1, kept: 1 }), {
        timeout: 30_000,
      });
    } finally {
      await t.close();
    }
  });

  it('warms none with IMPORT_PREWARM=0', async () => {
    const t = await startApp({ name: 'pglite', url: null }, jobEnv({ IMPORT_PREWARM: '0' }));
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(t.app.deps.importPool.stats()).toMatchObject({ threads: 0, kept: 0 });
    } finally {
      await t.close();
    }
  });
});
