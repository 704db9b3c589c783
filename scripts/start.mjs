// `npm start`: builds what changed since the last start (the web app: scripts/web-build.mjs; the
// server: scripts/node-build), then runs the compiled server in this process. A restart with
// nothing changed builds nothing and transpiles nothing.
//
//   node scripts/start.mjs              npm start
//   node scripts/start.mjs --no-web     npm run serve (the web app as it is in web/dist, or none)
import { nodeBuildModule, useCompileCache } from './node-build/resolve.mjs';
import { ensureWebBuild } from './web-build.mjs';

try {
  if (!process.argv.includes('--no-web')) ensureWebBuild({ quiet: true });
  const url = await nodeBuildModule('server');
  // Node 24: a restart skips compiling the server's code, and its worker threads skip compiling theirs.
  useCompileCache(url, { threads: true });
  await import(url);
} catch (error) {
  console.error('studio: failed to start', error);
  process.exit(1);
}
