import { describe, expect, it } from 'vitest';
import { GUARD_PATTERNS, isGuardedPath, matchesPattern, wildcardToRegExp } from './guard-patterns';

describe('matchesPattern', () => {
  it.each([
    ['/settings', '/settings', true],
    ['/settings', '/settings/*', false],
    ['/settings/company', '/settings/*', true],
    ['/settings/company/x', '/settings/*', true],
    ['/settings', '/settings*', true],
    ['/settingsx', '/settings', false],
    ['/a/b/c', '/a/*/c', true],
    ['/a/c', '/a/*/c', false],
    ['/anything', '*', true],
    ['/dft-report/1/summary', '/dft-report/*/summary', true],
    ['/dft-report/1/raw', '/dft-report/*/summary', false],
  ])('%s against %s → %s', (path, pattern, expected) => {
    expect(matchesPattern(path, pattern)).toBe(expected);
  });

  it('treats regular-expression characters literally', () => {
    expect(matchesPattern('/a.b', '/a.b')).toBe(true);
    expect(matchesPattern('/axb', '/a.b')).toBe(false);
    expect(matchesPattern('/a+b(c)', '/a+b(c)')).toBe(true);
    expect(wildcardToRegExp('/x?y').test('/xy')).toBe(false);
  });
});

describe('isGuardedPath', () => {
  const patterns = { include: ['/settings*', '/'], exclude: ['/settings/public*'] };

  it('guards included paths only', () => {
    expect(isGuardedPath('/', patterns)).toBe(true);
    expect(isGuardedPath('/settings/company', patterns)).toBe(true);
    expect(isGuardedPath('/elsewhere', patterns)).toBe(false);
  });

  it('lets exclude patterns win over include patterns', () => {
    expect(isGuardedPath('/settings/public', patterns)).toBe(false);
    expect(isGuardedPath('/settings/public/terms', patterns)).toBe(false);
  });

  it('guards nothing without include patterns', () => {
    expect(isGuardedPath('/', { include: [], exclude: [] })).toBe(false);
  });

  it('protects every app route but the auth pages by default', () => {
    for (const path of ['/', '/settings', '/settings/addresses/abc', '/unknown'])
      expect(isGuardedPath(path, GUARD_PATTERNS)).toBe(true);
    for (const path of ['/login', '/logout', '/confirm'])
      expect(isGuardedPath(path, GUARD_PATTERNS)).toBe(false);
    expect(isGuardedPath('/loginx', GUARD_PATTERNS)).toBe(true);
  });
});
