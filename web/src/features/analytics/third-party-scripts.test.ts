import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadThirdPartyScripts, readThirdPartyConfig, useThirdPartyScripts } from './third-party-scripts';

const thirdPartyScripts = () => document.head.querySelectorAll('script[data-third-party]');

describe('third-party scripts', () => {
  afterEach(() => {
    for (const s of thirdPartyScripts()) s.remove();
  });

  it('loads nothing by default', () => {
    const config = readThirdPartyConfig({});
    expect(config).toEqual({ analytics: null, chatWidget: null });
    const { unmount } = renderHook(() => useThirdPartyScripts(config));
    expect(thirdPartyScripts()).toHaveLength(0);
    unmount();
  });

  it('needs both the script and the domain for analytics', () => {
    expect(readThirdPartyConfig({ VITE_ANALYTICS_SRC: 'https://a.example/script.js' }).analytics).toBeNull();
    expect(
      readThirdPartyConfig({ VITE_ANALYTICS_SRC: '  ', VITE_ANALYTICS_DOMAIN: 'x' }).analytics,
    ).toBeNull();
  });

  it('loads the configured scripts and removes them again', () => {
    const config = readThirdPartyConfig({
      VITE_ANALYTICS_SRC: 'https://a.example/script.js',
      VITE_ANALYTICS_DOMAIN: 'studio.example',
      VITE_CHAT_WIDGET_SRC: 'https://chat.example/widget.js',
    });
    const remove = loadThirdPartyScripts(config);
    const scripts = [...thirdPartyScripts()] as HTMLScriptElement[];
    expect(scripts.map((s) => s.src)).toEqual([
      'https://a.example/script.js',
      'https://chat.example/widget.js',
    ]);
    expect(scripts[0]!.getAttribute('data-domain')).toBe('studio.example');
    remove();
    expect(thirdPartyScripts()).toHaveLength(0);
  });
});
