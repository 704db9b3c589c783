import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './text-guard';

describe('findUnstorableText', () => {
  it.each([
    ['plain text', { name: 'Board rev B', steps: [{ text: 'µm, Ω, 😀' }] }, null],
    ['a NUL in a nested field', { steps: [{ text: 'ok' }, { text: 'a\u0000b' }] }, 'steps.1.text'],
    ['a lone high surrogate', { doc: 'x\ud800y' }, 'doc'],
    ['a lone low surrogate', { doc: 'x\udc00' }, 'doc'],
    ['a high surrogate at the end', ['ok', 'end\ud83d'], '1'],
    ['a NUL in a key', { 'a\u0000': 1 }, 'a\u0000'],
    ['a bare string', 'a\u0000', '_'],
  ])('%s', (_, value, path) => {
    expect(findUnstorableText(value)?.path ?? null).toBe(path);
  });

  it('says why', () => {
    expect(findUnstorableText({ a: '\u0000' })?.reason).toContain('NUL');
    expect(findUnstorableText({ a: '\ud800' })?.reason).toContain('surrogate');
  });
});
