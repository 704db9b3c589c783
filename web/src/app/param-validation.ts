import { data, type LoaderFunctionArgs } from 'react-router';
import type { z } from 'zod';

export interface NotFoundData {
  fullPath: string;
}

/** The fatal 404 of PRODUCT.md §11: rendered by the error page as "Page Not Found: {fullPath}". */
export function fatalNotFound(request: Request): never {
  const url = new URL(request.url);
  throw data<NotFoundData>(
    { fullPath: url.pathname + url.search },
    { status: 404, statusText: 'Page Not Found' },
  );
}

/**
 * A route loader that checks the route's parameters against a schema before anything is fetched. A
 * malformed parameter (e.g. an address id that is not a UUID) cannot name anything, so the page is
 * not found — fatally, on the error page, not inside the layout.
 */
export function validateParams(schema: z.ZodType) {
  return ({ params, request }: LoaderFunctionArgs) => {
    if (!schema.safeParse(params).success) fatalNotFound(request);
    return null;
  };
}
