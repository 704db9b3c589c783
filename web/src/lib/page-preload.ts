/**
 * The pages' code, by route path ("dut/:id"), as the route table registers it (app/page-route.ts): a
 * feature can load the code of the page it is about to link to — while the user reads the screen —
 * without importing the page itself (features never import routes/).
 */
const loaders = new Map<string, () => Promise<unknown>>();

export function registerPageLoader(path: string, load: () => Promise<unknown>): void {
  loaders.set(path, load);
}

/**
 * Loads the code of the page at `path` (a route path as in the route table). Nothing when no page
 * has that path; a load that fails is left to the navigation, which loads again and handles it.
 */
export async function preloadPage(path: string): Promise<void> {
  await loaders
    .get(path)?.()
    .catch(() => undefined);
}
