import { DFT_REPORT_DEFAULT_TITLE, DFT_REPORT_DESCRIPTION } from '@studio/api';
import { useEffect } from 'react';

/** The tab title of a report page: the report's own title, else `Studio - DFT Report` (PRODUCT.md §2). */
export const reportPageTitle = (title: string | null | undefined): string =>
  title?.trim() ? title.trim() : DFT_REPORT_DEFAULT_TITLE;

function descriptionMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/**
 * Gives a report page the same title and description the server puts into its HTML, also after
 * navigating inside the app. This effect runs after the route's generic title (TitleSync renders
 * before the page), and again when the report (and its title) arrives. The description goes back
 * to what it was when the page is left.
 */
export function useReportHead(title: string | null | undefined) {
  const text = reportPageTitle(title);
  useEffect(() => {
    document.title = text;
  }, [text]);
  useEffect(() => {
    const meta = descriptionMeta();
    const previous = meta.content;
    meta.content = DFT_REPORT_DESCRIPTION;
    return () => {
      meta.content = previous;
    };
  }, []);
}
