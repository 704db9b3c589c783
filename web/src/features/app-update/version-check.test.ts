import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuildId, isLatestBuild, parseBuildMeta } from './build-manifest';
import { resolveRedirect } from './redirect-rules';
import { checkForNewBuild, startVersionCheck, VERSION_POLL_MS } from './version-check';

const files = (map: Record<string, unknown>) => async (path: string) => {
  if (!(path in map)) throw new Error(`404 ${path}`);
  return map[path];
};

describe('build manifest', () => {
  it('makes different ids for different builds', () => {
    const a = createBuildId(new Date(1_700_000_000_000), () => 0.1);
    const b = createBuildId(new Date(1_700_000_000_000), () => 0.2);
    const c = createBuildId(new Date(1_700_000_000_001), () => 0.1);
    expect(new Set([a, b, c]).size).toBe(3);
    expect(a).toMatch(/^[a-z0-9]+-[a-z0-9]{6}$/);
  });

  it('accepts only well-formed files', () => {
    expect(isLatestBuild({ buildId: 'b1', builtAt: '2025-01-01' })).toBe(true);
    expect(isLatestBuild({ buildId: '', builtAt: 'x' })).toBe(false);
    expect(isLatestBuild('<html>')).toBe(false);
    expect(parseBuildMeta({ buildId: 'b', redirects: [{ from: '/a', to: '/b' }, { from: 1 }] })).toEqual({
      buildId: 'b',
      redirects: [{ from: '/a', to: '/b' }],
    });
    expect(parseBuildMeta({ buildId: 'b' })).toBeNull();
  });
});

describe('checkForNewBuild', () => {
  it('stays quiet while the running build is the latest', async () => {
    const onNewBuild = vi.fn();
    const fetchJson = files({ 'builds/latest.json': { buildId: 'b1', builtAt: 't' } });
    await expect(
      checkForNewBuild({ currentBuildId: 'b1', onNewBuild, fetchJson }, new Set()),
    ).resolves.toBeNull();
    expect(onNewBuild).not.toHaveBeenCalled();
  });

  it('announces a new build once, with its redirect rules', async () => {
    const onNewBuild = vi.fn();
    const fetchJson = files({
      'builds/latest.json': { buildId: 'b2', builtAt: 't' },
      'builds/meta/b2.json': { buildId: 'b2', redirects: [{ from: '/old', to: '/new' }] },
    });
    const announced = new Set<string>();
    await checkForNewBuild({ currentBuildId: 'b1', onNewBuild, fetchJson }, announced);
    await checkForNewBuild({ currentBuildId: 'b1', onNewBuild, fetchJson }, announced);
    expect(onNewBuild).toHaveBeenCalledOnce();
    expect(onNewBuild).toHaveBeenCalledWith('b2', {
      buildId: 'b2',
      redirects: [{ from: '/old', to: '/new' }],
    });
  });

  it('announces a new build even without a meta file, and survives a failing latest.json', async () => {
    const onNewBuild = vi.fn();
    await checkForNewBuild(
      {
        currentBuildId: 'b1',
        onNewBuild,
        fetchJson: files({ 'builds/latest.json': { buildId: 'b3', builtAt: 't' } }),
      },
      new Set(),
    );
    expect(onNewBuild).toHaveBeenCalledWith('b3', null);
    await expect(
      checkForNewBuild({ currentBuildId: 'b1', onNewBuild, fetchJson: files({}) }, new Set()),
    ).resolves.toBeNull();
  });
});

describe('startVersionCheck', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 60 s and on window focus', async () => {
    const fetchJson = vi.fn(files({ 'builds/latest.json': { buildId: 'same', builtAt: 't' } }));
    const stop = startVersionCheck({ currentBuildId: 'same', onNewBuild: () => {}, fetchJson });
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS - 1);
    expect(fetchJson).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchJson).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('focus'));
    expect(fetchJson).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS * 2);
    window.dispatchEvent(new Event('focus'));
    expect(fetchJson).toHaveBeenCalledTimes(2);
  });
});

describe('resolveRedirect', () => {
  const origin = 'https://studio.example';
  const rules = [
    { from: '/old-settings', to: '/settings' },
    { from: '/legacy/*', to: '/settings/*' },
    { from: '/docs/*', to: 'https://docs.example/*' },
    { from: '/same-origin', to: 'https://studio.example/settings?x=1' },
  ];

  it.each([
    ['/old-settings', { kind: 'internal', path: '/settings' }],
    ['/old-settings/x', null],
    ['/legacy/company', { kind: 'internal', path: '/settings/company' }],
    ['/docs/intro', { kind: 'external', url: 'https://docs.example/intro' }],
    ['/same-origin', { kind: 'internal', path: '/settings?x=1' }],
    ['/settings', null],
  ])('%s → %j', (path, expected) => {
    expect(resolveRedirect(rules, path, origin)).toEqual(expected);
  });

  it('uses the first matching rule', () => {
    expect(
      resolveRedirect(
        [
          { from: '/a*', to: '/first' },
          { from: '/a', to: '/second' },
        ],
        '/a',
        origin,
      ),
    ).toEqual({ kind: 'internal', path: '/first' });
  });
});
