import type { Plugin } from 'vite';
import {
  type BuildMeta,
  createBuildId,
  LATEST_PATH,
  type LatestBuild,
  metaPath,
  type RedirectRule,
} from './build-manifest.ts';

export interface BuildInfoOptions {
  /** Redirect rules published with this build, for clients still running an older one. */
  redirects?: RedirectRule[];
  /** Fixed id (tests); a fresh unique id per build otherwise. */
  buildId?: string;
  now?: () => Date;
}

/** Name under which the app reads its own build id (`import.meta.env.VITE_STUDIO_BUILD_ID`). */
export const BUILD_ID_ENV = 'VITE_STUDIO_BUILD_ID';

/**
 * Gives every build a unique id, bakes it into the bundle and writes `builds/latest.json` and
 * `builds/meta/{id}.json` next to it. In dev, `builds/latest.json` is served from memory so that the
 * client's polling works the same way.
 */
export function buildInfoPlugin(options: BuildInfoOptions = {}): Plugin {
  const now = options.now ?? (() => new Date());
  const builtAt = now();
  const buildId = options.buildId ?? createBuildId(builtAt);
  const latest: LatestBuild = { buildId, builtAt: builtAt.toISOString() };
  const meta: BuildMeta = { buildId, redirects: options.redirects ?? [] };

  return {
    name: 'studio-build-info',
    config: () => ({ define: { [`import.meta.env.${BUILD_ID_ENV}`]: JSON.stringify(buildId) } }),
    configureServer(server) {
      server.middlewares.use(`/${LATEST_PATH}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify(latest));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: LATEST_PATH, source: `${JSON.stringify(latest, null, 2)}\n` });
      this.emitFile({
        type: 'asset',
        fileName: metaPath(buildId),
        source: `${JSON.stringify(meta, null, 2)}\n`,
      });
    },
  };
}
