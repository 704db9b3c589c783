import { type BuildMeta, isLatestBuild, LATEST_PATH, metaPath, parseBuildMeta } from './build-manifest';

/** How often the client asks for `builds/latest.json` (and on every return to the window). */
export const VERSION_POLL_MS = 60_000;

export interface VersionCheckOptions {
  /** The build this page was loaded from. */
  currentBuildId: string;
  /** Called once per newer build id with its meta (redirect rules), null when the meta is missing. */
  onNewBuild(buildId: string, meta: BuildMeta | null): void;
  fetchJson?(path: string): Promise<unknown>;
  intervalMs?: number;
}

const fetchJsonReal = async (path: string): Promise<unknown> => {
  // A cache-busting query and no-store: this file must never come from a cache.
  const response = await fetch(`/${path}?t=${Date.now()}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
};

/** One check: resolves the new build id, or null when the running build is the latest (or unknown). */
export async function checkForNewBuild(
  options: VersionCheckOptions,
  announced: Set<string>,
): Promise<string | null> {
  const fetchJson = options.fetchJson ?? fetchJsonReal;
  let latest: unknown;
  try {
    latest = await fetchJson(LATEST_PATH);
  } catch {
    return null;
  }
  if (!isLatestBuild(latest) || latest.buildId === options.currentBuildId || announced.has(latest.buildId))
    return null;
  announced.add(latest.buildId);
  const meta = await fetchJson(metaPath(latest.buildId)).then(parseBuildMeta, () => null);
  options.onNewBuild(latest.buildId, meta);
  return latest.buildId;
}

/** Polls every minute and when the window regains focus; returns the stop function. */
export function startVersionCheck(options: VersionCheckOptions): () => void {
  const announced = new Set<string>();
  const check = () => void checkForNewBuild(options, announced);
  const timer = setInterval(check, options.intervalMs ?? VERSION_POLL_MS);
  window.addEventListener('focus', check);
  return () => {
    clearInterval(timer);
    window.removeEventListener('focus', check);
  };
}
