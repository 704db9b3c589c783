/**
 * Resolves `true` as soon as `check()` holds (tested now and on every `subscribe` notification),
 * or `false` once `timeoutMs` has passed — the caller then carries on either way.
 */
export function waitFor(
  check: () => boolean,
  subscribe: (listener: () => void) => () => void,
  timeoutMs: number,
): Promise<boolean> {
  if (check()) return Promise.resolve(true);
  return new Promise((resolve) => {
    let unsubscribe: () => void = () => {};
    const finish = (value: boolean) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(value);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    unsubscribe = subscribe(() => {
      if (check()) finish(true);
    });
  });
}
