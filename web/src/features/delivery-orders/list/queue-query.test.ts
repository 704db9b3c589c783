import { describe, expect, it } from 'vitest';
import { queueQuery } from './queue-query';

const q = (s: string) => queueQuery(new URLSearchParams(s));

describe('the order queue query from the address bar', () => {
  it('shows every recent order by default (delivered too), open ones on "open"', () => {
    expect(q('')).toBe('');
    expect(q('status=open')).toBe('status=open');
    expect(q('status=in_production')).toBe('status=in_production');
  });

  it('passes hold, late, short and words, and drops what the API would refuse', () => {
    expect(q('status=shipped&hold=true&q=+DO-000012+')).toBe('status=shipped&onHold=true&q=DO-000012');
    expect(q('attention=late')).toBe('late=true');
    expect(q('status=open&attention=short')).toBe('status=open&short=true');
    expect(q('status=lost&hold=maybe&attention=soon&q=')).toBe('');
    expect(q(`q=${'x'.repeat(150)}`)).toBe(`q=${'x'.repeat(100)}`);
  });
});
