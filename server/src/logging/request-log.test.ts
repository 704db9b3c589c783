import { describe, expect, it } from 'vitest';
import { redactUrl, requestLine, requestLogLevel } from './request-log';

describe('requestLogLevel', () => {
  it.each([
    // The web app's files, its page shell and report pages: debug while they succeed.
    ['GET', '/assets/index-abc123.js', 200, 'debug'],
    ['GET', '/assets/index-abc123.js', 304, 'debug'],
    ['GET', '/', 200, 'debug'],
    ['GET', '/dut/42?tab=files', 200, 'debug'],
    ['HEAD', '/builds/latest.json', 200, 'debug'],
    // ...but a missing file is worth a line (a stale client, a broken build).
    ['GET', '/assets/gone-123.js', 404, 'info'],
    // The health check and the API reference's static files.
    ['GET', '/api/health', 200, 'debug'],
    ['GET', '/api/health?probe=lb', 200, 'debug'],
    ['GET', '/api/docs/static/swagger-ui.css', 200, 'debug'],
    ['OPTIONS', '/api/v1/duts', 204, 'debug'],
    // API calls, refusals included, are the requests that matter.
    ['GET', '/api/v1/duts', 200, 'info'],
    ['POST', '/api/auth/sign-up/email', 200, 'info'],
    ['GET', '/api/v1/me', 401, 'info'],
    ['GET', '/api/docs', 200, 'info'],
    ['GET', '/api/healthz', 404, 'info'],
    // The server failing is an error wherever it happens.
    ['GET', '/api/health', 503, 'error'],
    ['GET', '/assets/index-abc123.js', 500, 'error'],
    ['POST', '/api/v1/duts', 500, 'error'],
  ] as const)('%s %s %i is %s', (method, url, status, level) => {
    expect(requestLogLevel(method, url, status)).toBe(level);
  });
});

describe('redactUrl', () => {
  it('hides the values of secret-looking query parameters and keeps the rest', () => {
    expect(redactUrl('/api/auth/verify-email?token=eyJ.abc.def&callbackURL=%2Fhome')).toBe(
      '/api/auth/verify-email?token=redacted&callbackURL=%2Fhome',
    );
    expect(redactUrl('/reset?code=123456&resetToken=x&apiKey=k&page=2')).toBe(
      '/reset?code=redacted&resetToken=redacted&apiKey=redacted&page=2',
    );
  });

  it('leaves a URL without secrets as it was', () => {
    expect(redactUrl('/api/v1/duts?search=tp%201&page=2')).toBe('/api/v1/duts?search=tp%201&page=2');
    expect(redactUrl('/api/v1/duts')).toBe('/api/v1/duts');
  });
});

describe('requestLine', () => {
  it('says method, redacted URL, status and time in one short line', () => {
    expect(requestLine('POST', '/api/v1/duts', 201, 48.4)).toBe('POST /api/v1/duts 201 48 ms');
    expect(requestLine('GET', '/api/v1/me', 200, 3.25)).toBe('GET /api/v1/me 200 3.3 ms');
    expect(requestLine('GET', '/api/auth/verify-email?token=abc', 302, 12)).toBe(
      'GET /api/auth/verify-email?token=redacted 302 12 ms',
    );
  });
});
