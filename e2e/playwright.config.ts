import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3999);
const dataDir = process.env.E2E_DATA_DIR ?? '/tmp/studio-e2e';
/** A second Studio with a (fake) language model for the assistant's flow, and that fake model. */
export const LLM_STUDIO_PORT = port + 1000;
const FAKE_LLM_PORT = port + 2000;

// Playwright cannot download browsers here: it drives Debian's Chromium (CHROMIUM_PATH).
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  outputDir: process.env.E2E_ARTIFACTS ?? './.artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // The compiled server, as `npm start` runs it (scripts/node-build; compiled first if the sources
      // changed), so the flows cover the bundle users run.
      command: 'node scripts/start.mjs --no-web',
      cwd: '..',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // Every flow's users come from 127.0.0.1: the per-address limits are for real clients (their own
        // tests: server/test/rate-limit.test.ts), not for one machine playing dozens of users.
        RATE_LIMIT_MAX: '100000',
        RATE_LIMIT_AUTH_MAX: '10000',
        // Small enough that a flow can send a file over it (the testdata boards are all under 4 MB).
        MAX_UPLOAD_FILE_BYTES: String(8 * 1024 * 1024),
        ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      },
    },
    {
      command: 'node e2e/support/fake-llm.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${FAKE_LLM_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_LLM_PORT: String(FAKE_LLM_PORT) },
    },
    {
      command: 'node scripts/start.mjs --no-web',
      cwd: '..',
      url: `http://127.0.0.1:${LLM_STUDIO_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(LLM_STUDIO_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: `${dataDir}-llm`,
        PUBLIC_URL: `http://127.0.0.1:${LLM_STUDIO_PORT}`,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        RATE_LIMIT_MAX: '100000',
        RATE_LIMIT_AUTH_MAX: '10000',
        LLM_BASE_URL: `http://127.0.0.1:${FAKE_LLM_PORT}/v1`,
        LLM_MODEL: 'fake-e2e-model',
        ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      },
    },
  ],
});
