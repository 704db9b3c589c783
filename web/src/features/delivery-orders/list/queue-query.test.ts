import { describe, expect, it } from 'vitest';
import { queueQuery } from './queue-query';

const q = (s: string) => queueQuery(new URLSearchParams(s));

describe('the order queue query from the address bar', () => {
  it('shows open orders by default, every status on "all"', () => {
    expect(q('')).toBe('status=open');
    expect(q('status=all')).toBe('');
    expect(q('status=in_production')).toBe('status=in_production');
  });

  it('passes hold and words, and drops what the API would refuse', () => {
    expect(q('status=shipped&hold=true&q=+DO-000012+')).toBe('status=shipped&onHold=true&q=DO-000012');
    expect(q('status=lost&hold=maybe&q=')).toBe('status=open');
    expect(q(`q=${'x'.repeat(150)}`)).toBe(`status=open&q=${'x'.repeat(100)}`);
  });
});
