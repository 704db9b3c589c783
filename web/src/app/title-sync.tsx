import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { pageTitle, type RouteHandle } from '../lib/page-title';

/** Sets the tab title from the deepest route that declares one (`handle.title`). */
export function TitleSync() {
  const matches = useMatches();
  const titled = [...matches]
    .reverse()
    .find((m) => (m.handle as RouteHandle | undefined)?.title !== undefined);
  const title = pageTitle((titled?.handle as RouteHandle | undefined)?.title);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
