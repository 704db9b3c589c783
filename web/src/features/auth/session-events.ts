/**
 * "The session is gone" can be noticed in many places (a 401 from any query, the periodic check, the
 * live socket); they all report here and one listener (SessionWatcher) reacts once.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSessionExpired(): void {
  for (const listener of listeners) listener();
}
