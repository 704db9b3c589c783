import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { z } from 'zod';
import { lazyWithReload } from '../lib/chunk-reload';
import { registerPageLoader } from '../lib/page-preload';
import type { RouteHandle } from '../lib/page-title';
import { validateParams } from './param-validation';

export interface PageRouteDefinition {
  path?: string;
  index?: boolean;
  /** Page name for the tab title ("{title} - Studio"); null for the brand title. */
  title: string | null;
  /** Schema for the route's parameters; a mismatch is a fatal 404. */
  params?: z.ZodType;
  /** Loads the page component: each page is its own chunk. */
  page: () => Promise<ComponentType>;
}

/**
 * One lazily loaded page: code-split, reload-on-stale-chunk, titled, parameters validated; its code
 * can be loaded ahead by path (lib/page-preload.ts).
 */
export function pageRoute(definition: PageRouteDefinition): RouteObject {
  if (definition.path) registerPageLoader(definition.path, definition.page);
  const handle: RouteHandle = { title: definition.title };
  const lazy = lazyWithReload(async () => ({ Component: await definition.page() }));
  const loader = definition.params ? validateParams(definition.params) : undefined;
  if (definition.index) return { index: true, handle, lazy, loader };
  return { path: definition.path, handle, lazy, loader };
}
