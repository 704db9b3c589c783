// Browser tests: checks that Chromium is there, builds the web app, and runs the Playwright flows
// against a real Studio server on a fresh embedded database.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    [
      `Browser tests need Chromium, which was not found at ${chromium}.`,
      "Install it from Debian's packages:  sudo apt-get update && sudo apt-get install -y chromium",
      'or point CHROMIUM_PATH at an existing Chromium/Chrome binary.',
      '(Playwright cannot download its own browsers on this network.)',
    ].join('\n'),
  );
  process.exit(1);
}

const run = (cmd, args, env = {}, cwd = undefined) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd, env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// E2E_WEB_DIST builds the app into a private folder (several people on one machine must not
// replace each other's web/dist in the middle of a run); by default the usual web/dist.
const webDist = process.env.E2E_WEB_DIST;
if (webDist) run('npx', ['vite', 'build', '--outDir', path.resolve(webDist), '--emptyOutDir'], {}, 'web');
else run('npm', ['run', 'build']);
const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-e2e-'));
console.log(`e2e: data directory ${dataDir}`);
run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  CHROMIUM_PATH: chromium,
  E2E_DATA_DIR: dataDir,
  ...(webDist ? { WEB_DIST_DIR: path.resolve(webDist) } : {}),
});
