/**
 * Which configuration the DUT page has open, kept in the address (`?config=…&version=…`) so that a
 * reload, a shared link and the back button all land on the same version.
 */
export type WorkspaceTarget =
  | { kind: 'new' }
  /** `version` null = the latest version. */
  | { kind: 'saved'; configId: string; version: number | null };

export const CONFIG_PARAM = 'config';
export const VERSION_PARAM = 'version';

export function readWorkspaceTarget(params: URLSearchParams): WorkspaceTarget | null {
  const config = params.get(CONFIG_PARAM);
  if (!config) return null;
  if (config === 'new') return { kind: 'new' };
  const raw = params.get(VERSION_PARAM);
  const version = raw !== null && /^\d{1,7}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
  return { kind: 'saved', configId: config, version };
}

/** The search params with the target written in (or removed, for null); other params are kept. */
export function writeWorkspaceTarget(
  params: URLSearchParams,
  target: WorkspaceTarget | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(CONFIG_PARAM);
  next.delete(VERSION_PARAM);
  if (target?.kind === 'new') next.set(CONFIG_PARAM, 'new');
  if (target?.kind === 'saved') {
    next.set(CONFIG_PARAM, target.configId);
    if (target.version !== null) next.set(VERSION_PARAM, String(target.version));
  }
  return next;
}
