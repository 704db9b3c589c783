/**
 * The files the build writes for new-version detection (PRODUCT.md §11):
 * `builds/latest.json` names the newest build; `builds/meta/{buildId}.json` may carry redirect rules
 * that a client of an older build applies once it learns about the new one.
 */
export const LATEST_PATH = 'builds/latest.json';
export const metaPath = (buildId: string): string => `builds/meta/${encodeURIComponent(buildId)}.json`;

export interface LatestBuild {
  buildId: string;
  builtAt: string;
}

/** `from` is an app path (a trailing `*` keeps the rest of the path); `to` is a path or a full URL. */
export interface RedirectRule {
  from: string;
  to: string;
}

export interface BuildMeta {
  buildId: string;
  redirects: RedirectRule[];
}

/** A build id that differs between any two builds: time first (sortable), then randomness. */
export function createBuildId(now: Date, random: () => number = Math.random): string {
  const time = now.getTime().toString(36);
  const noise = Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0');
  return `${time}-${noise}`;
}

export function isLatestBuild(value: unknown): value is LatestBuild {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.buildId === 'string' && v.buildId !== '' && typeof v.builtAt === 'string';
}

export function parseBuildMeta(value: unknown): BuildMeta | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.buildId !== 'string' || !Array.isArray(v.redirects)) return null;
  const redirects = v.redirects.filter(
    (r): r is RedirectRule =>
      typeof r === 'object' && r !== null && typeof r.from === 'string' && typeof r.to === 'string',
  );
  return { buildId: v.buildId, redirects };
}
