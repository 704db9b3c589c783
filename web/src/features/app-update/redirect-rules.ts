import type { RedirectRule } from './build-manifest';

export type RedirectTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/**
 * Finds where a path moved to. `from` matches exactly, or — ending in `*` — as a prefix; a `*` at the
 * end of `to` receives the rest of the path (`/old/*` → `/new/*` sends `/old/a/b` to `/new/a/b`).
 * A `to` on another origin is external: the caller does a full page load.
 */
export function resolveRedirect(
  rules: readonly RedirectRule[],
  path: string,
  origin: string = window.location.origin,
): RedirectTarget | null {
  for (const rule of rules) {
    const rest = matchRest(rule.from, path);
    if (rest === null) continue;
    const to = rule.to.endsWith('*') ? rule.to.slice(0, -1) + rest : rule.to;
    return classify(to, origin);
  }
  return null;
}

function matchRest(from: string, path: string): string | null {
  if (!from.endsWith('*')) return from === path ? '' : null;
  const prefix = from.slice(0, -1);
  return path.startsWith(prefix) ? path.slice(prefix.length) : null;
}

function classify(to: string, origin: string): RedirectTarget {
  if (to.startsWith('/') && !to.startsWith('//')) return { kind: 'internal', path: to };
  try {
    const url = new URL(to, origin);
    if (url.origin === origin) return { kind: 'internal', path: url.pathname + url.search + url.hash };
    return { kind: 'external', url: url.href };
  } catch {
    return { kind: 'internal', path: '/' };
  }
}
