import { type ReactNode, useEffect, useState } from 'react';

/**
 * Mounts its children once the browser is idle (at most `timeoutMs` later), or at once when not
 * `deferred`. For a page's secondary sections below its main view: on the DUT page the sections under
 * the board — each with its own requests and render — wait for the first idle moment instead of
 * taking the main thread while the board is fetched, set up and drawn (issue 20 item 4). Once
 * mounted, the children stay mounted.
 */
export function WhenIdle({
  children,
  deferred = true,
  timeoutMs = 1500,
}: {
  children: ReactNode;
  deferred?: boolean;
  timeoutMs?: number;
}) {
  const [ready, setReady] = useState(!deferred);
  useEffect(() => {
    if (ready) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setReady(true), 0);
    return () => window.clearTimeout(timer);
  }, [ready, timeoutMs]);
  return ready ? children : null;
}
