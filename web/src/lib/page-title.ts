/** The title of the dashboard and of any page without its own (PRODUCT.md: page title). */
export const BRAND_TITLE = 'Studio - PCBA Test Fixture Design Tools';

/** Other pages: "{Page} - Studio" — the page first, so browser tabs stay tellable apart. */
export const pageTitle = (page: string | null | undefined): string =>
  page ? `${page} - Studio` : BRAND_TITLE;

export interface RouteHandle {
  /** null or absent: the brand title. */
  title?: string | null;
}
