// `npm start`: builds what changed since the last start (the web app: scripts/web-build.mjs; the
// server: scripts/node-build), then runs the compiled server in this process. A restart with
// nothing changed builds nothing and transpiles nothing.
//
//   node scripts/start.mjs              npm start
//   node scripts/start.mjs --no-web     npm run serve (the web app as it is in web/dist, or none)
import { nodeBuildModule } from './node-build/resolve.mjs';
import { ensureWebBuild } from './web-build.mjs';

try {
  if (!process.argv.includes('--no-web')) ensureWebBuild({ quiet: true });
  await import(await nodeBuildModule('server'));
} catch (error) {
  console.error('studio: failed to start', error);
  process.exit(1);
}
