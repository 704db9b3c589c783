import { REDIRECT_COOKIE } from '@studio/api';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie, writeCookie } from '../../lib/cookies';
import { isSafeRedirectPath, saveRedirectPath, takeRedirectPath } from './redirect-path';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) deleteCookie(name);
  }
}

describe('redirect-path cookie', () => {
  afterEach(clearCookies);

  it('is named studio.redirect-path', () => {
    expect(REDIRECT_COOKIE).toBe('studio.redirect-path');
    saveRedirectPath('/settings/addresses?kind=billing#top');
    expect(document.cookie).toContain('studio.redirect-path=');
  });

  it('gives the full saved path back once, then nothing', () => {
    saveRedirectPath('/settings/company?tab=members#invite');
    expect(takeRedirectPath()).toBe('/settings/company?tab=members#invite');
    expect(takeRedirectPath()).toBeNull();
    expect(document.cookie).not.toContain(REDIRECT_COOKIE);
  });

  it('returns null when nothing was saved', () => {
    expect(takeRedirectPath()).toBeNull();
  });

  it('keeps the latest path when saved twice', () => {
    saveRedirectPath('/settings');
    saveRedirectPath('/settings/addresses');
    expect(takeRedirectPath()).toBe('/settings/addresses');
  });

  it.each([
    ['https://evil.example/', false],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['/login', false],
    ['/login?next=1', false],
    ['/confirm?type=invite&id=1', true],
    ['/logout', false],
    ['/loginx', true],
    ['/', true],
    ['/settings/company', true],
  ])('judges %s as safe: %s', (path, safe) => {
    expect(isSafeRedirectPath(path)).toBe(safe);
  });

  it('does not save or return unsafe paths', () => {
    saveRedirectPath('//evil.example');
    expect(takeRedirectPath()).toBeNull();
    writeCookie(REDIRECT_COOKIE, 'https://evil.example', { maxAgeSeconds: 60 });
    expect(takeRedirectPath()).toBeNull();
    expect(document.cookie).not.toContain(REDIRECT_COOKIE);
  });
});
