import { describe, expect, it, vi } from 'vitest';
import { preloadPage, registerPageLoader } from './page-preload';

describe('preloadPage', () => {
  it('loads the code registered for a path, once asked', async () => {
    const load = vi.fn(async () => ({}));
    registerPageLoader('thing/:id', load);
    expect(load).not.toHaveBeenCalled();
    await preloadPage('thing/:id');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a path no page has, and leaves a failed load to the navigation', async () => {
    await expect(preloadPage('no/such/page')).resolves.toBeUndefined();
    registerPageLoader('broken', () => Promise.reject(new Error('chunk gone')));
    await expect(preloadPage('broken')).resolves.toBeUndefined();
  });
});
