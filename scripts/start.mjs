// `npm start`: builds what changed since the last start (the web app: scripts/web-build.mjs; the
// server: scripts/node-build), then runs the compiled server in this process. A restart with
// nothing changed builds nothing and transpiles nothing.
//
//   node scripts/start.mjs              npm start
//   node scripts/start.mjs --no-web     npm run serve (the web app as it is in web/dist, or none)
import module from 'node:module';
import { nodeBuildModule } from './node-build/resolve.mjs';
import { ensureWebBuild } from './web-build.mjs';

// Node 22.1+ keeps the compiled server code on disk (the OS's temporary folder, or NODE_COMPILE_CACHE)
// so that a restart skips compiling it; Node 20 has no such cache and starts as before.
module.enableCompileCache?.();

try {
  if (!process.argv.includes('--no-web')) ensureWebBuild({ quiet: true });
  await import(await nodeBuildModule('server'));
} catch (error) {
  console.error('studio: failed to start', error);
  process.exit(1);
}
