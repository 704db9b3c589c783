// `npm run build`: the web app (Vite, into web/dist) and the Node build (the server, its workers and
// the studio command, into dist/node), both from scratch.
import { buildNode } from './node-build/build.mjs';
import { ensureWebBuild } from './web-build.mjs';

try {
  ensureWebBuild({ force: true });
  await buildNode();
} catch (error) {
  console.error(`studio: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
