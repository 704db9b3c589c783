import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers every workspace. Server tests talk to a real database (PGlite always, PostgreSQL
// too when TEST_DATABASE_URL is set), so they get longer time limits.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine, which
    // ran the 267 files one after another (1,076 s). The server suites wait on their databases and
    // worker threads, so two workers there take 493 s (figures in docs/benchmarks.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'core',
          root: './core',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          root: './api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'cli',
          root: './cli',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        test: {
          // The build, start and CI scripts (scripts/first-run: what a fresh install prints).
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./src/test-setup.ts'],
        },
      },
    ],
  },
});
