import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to `#section` links (e.g. the dashboard's "Set up" → #two-factor) once the page has data. */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash)
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}
