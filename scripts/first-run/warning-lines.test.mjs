import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isWarningLine, KNOWN_WARNINGS, unexpectedWarnings } from './warning-lines.mjs';

/** npm's five-line EBADENGINE block for one package. */
const ebadengine = (pkg, node = 'v20.20.2') =>
  [
    'npm warn EBADENGINE Unsupported engine {',
    `npm warn EBADENGINE   package: '${pkg}',`,
    "npm warn EBADENGINE   required: { node: '>=22' },",
    `npm warn EBADENGINE   current: { node: '${node}', npm: '11.19.1' }`,
    'npm warn EBADENGINE }',
  ].join('\n');

describe('isWarningLine', () => {
  it.each([
    'npm warn install-scripts 3 packages have install scripts not yet covered by allowScripts:',
    'npm error code ELIFECYCLE',
    "(!) Your Vite config uses features that are unsupported by `configLoader: 'native'`",
    '[plugin rolldown:vite-resolve] Module "node:path" has been externalized for browser compatibility',
    '(node:1234) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.',
    '(node:1234) ExperimentalWarning: CommonJS module is loading ES Module',
    '[09:31:02] WARN: an import thread did not warm up',
    '[09:31:02] ERROR: request errored',
    '{"level":40,"time":1,"msg":"job failed"}',
    '{"level":50,"time":1,"msg":"boom"}',
    'Some chunks are larger than 900 kB after minification. Consider: warning',
    'studio: failed to start Error: listen EADDRINUSE',
  ])('flags %s', (line) => {
    expect(isWarningLine(line)).toBe(true);
  });

  it.each([
    '',
    '> start',
    'added 697 packages in 48s',
    'studio: building the web app (its sources changed since the last build)',
    'studio: compiled the server and the studio command into dist/node/85287b5c0a0fb2a1 (3.2 s)',
    '[09:31:02] INFO: Studio is ready at http://localhost:3000',
    '[09:31:05] INFO: GET /api/v1/me 401 3.1 ms',
    '{"level":30,"time":1,"msg":"mail \\"Warning: your password\\" kept in the outbox"}',
  ])('lets %s through', (line) => {
    expect(isWarningLine(line)).toBe(false);
  });
});

describe('unexpectedWarnings', () => {
  it('expects the EBADENGINE blocks of the listed packages on Node 20 only, as whole blocks', () => {
    const log = [
      '',
      ebadengine('cookie@2.0.2'),
      ebadengine('@mantine/dropzone@9.7.3'),
      'added 697 packages',
    ].join('\n');
    expect(unexpectedWarnings(log, 20)).toEqual([]);
    expect(unexpectedWarnings(log, 24)).toHaveLength(10);
  });

  it('reports an EBADENGINE block of a package nobody listed, and any other warning, with its line', () => {
    const log = [ebadengine('left-pad@9.0.0'), 'npm warn install-scripts esbuild@0.28.2 (postinstall)'].join(
      '\n',
    );
    const found = unexpectedWarnings(log, 20);
    expect(found.map((w) => w.line)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(found[5]?.text).toContain('install-scripts');
  });

  it("reports studio's own EBADENGINE (an untested Node version) on every version", () => {
    const log = ebadengine('undefined').replace("'undefined',", 'undefined,');
    expect(unexpectedWarnings(log, 22)).toHaveLength(5);
  });
});

describe('README.md', () => {
  it('lists every expected warning, so that a person knows why it is there', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('### What a fresh install prints'));
    for (const known of KNOWN_WARNINGS) {
      expect(section).toContain(`\`${known.ebadengine}\``);
      expect(section).toContain(known.reason);
    }
  });
});
