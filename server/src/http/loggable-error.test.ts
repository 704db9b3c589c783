import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error';

describe('loggableError', () => {
  it("keeps a failed query's text and PostgreSQL's code, never its parameters", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      detail: 'Key (name)=(the secret document) already exists.',
    });
    const error = new DrizzleQueryError(
      'update "strategy" set "document" = $1',
      ['the secret document'],
      cause,
    );
    const logged = loggableError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('secret');
    expect(logged.message).toBe('Failed query: update "strategy" set "document" = $1');
    expect(logged.stack).toMatch(/^Error: Failed query: update "strategy"[^\n]*\n\s+at /);
    expect(logged.cause).toMatchObject({ code: '22021', message: expect.stringContaining('0x00') });
  });

  it('cuts long messages and survives what is not an Error', () => {
    expect(loggableError(new Error('x'.repeat(2000))).message).toHaveLength(501);
    expect(loggableError('a string with a user text')).toEqual({
      type: 'string',
      message: '(not an Error; not logged)',
      stack: '',
    });
  });
});
