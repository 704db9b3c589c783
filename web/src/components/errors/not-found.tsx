import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageTitle } from '../../lib/page-title';
import { StatusView } from './status-view';

/** Unmatched route (PRODUCT.md §11): not fatal, shown inside the layout, in the error page's design. */
export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle('Page not found');
  }, []);
  return (
    <StatusView
      status={404}
      title={`Page not found: ${pathname}`}
      message="The address may be mistyped, or the page has moved."
      home="link"
    />
  );
}
