// What counts as a warning in the output of a fresh `npm ci && npm start` (issue 30), and the few
// that are expected, each with its reason. README.md ("What a fresh install prints") lists the same
// ones for people; scripts/first-run/warning-lines.test.mjs checks that it does.

/**
 * A line a newcomer would take for a warning or an error: npm's `npm warn`/`npm error`, Vite's and
 * Rollup's `(!)` and `[plugin …]` notes, Node's `…Warning:` (deprecations, experimental features),
 * anything that says warn/warning/deprecated/error as a word, and log records at warn or above in
 * either log format (pretty `WARN:`/`ERROR:`/`FATAL:`, JSON `"level":40` and up).
 */
export function isWarningLine(line) {
  const text = line.trim();
  if (!text) return false;
  if (text.startsWith('{')) {
    try {
      const record = JSON.parse(text);
      if (typeof record.level === 'number') return record.level >= 40;
    } catch {
      // not a log record: judged as text below
    }
  }
  return (
    /^npm (warn|error|ERR!)/i.test(text) ||
    /^\(!\)/.test(text) ||
    /^\[plugin [^\]]+\]/.test(text) ||
    /\b\w*Warning:/.test(text) ||
    /\b(WARN|ERROR|FATAL):/.test(text) ||
    /\b(warn|warning|warnings|deprecated|error|errors)\b/i.test(text)
  );
}

/**
 * Warnings that are expected, and why. `node` is the Node.js major version they appear on (null: all).
 * npm prints an EBADENGINE warning as five lines; each of them names the package only in the second,
 * so the whole block is matched by the package named in it (see `unexpectedWarnings`).
 */
export const KNOWN_WARNINGS = [
  ...['@mantine/dropzone', 'react-dropzone', 'attr-accept', 'file-selector'].map((name) => ({
    node: 20,
    ebadengine: name,
    reason:
      'declare Node ≥ 22 since Node 20 left maintenance; they run in the browser only (the file drop zone), so the Node version does not apply',
  })),
  ...['cookie', 'content-disposition'].map((name) => ({
    node: 20,
    ebadengine: name,
    reason:
      'declare Node ≥ 22 (dependencies of Fastify and `@fastify/static`); the server suite runs on Node 20 in CI with them',
  })),
  {
    node: 20,
    ebadengine: 'nanoid',
    reason:
      'declares Node 22+ (a dependency of `docx`, which only the tests use to write Word files); the tests run on Node 20 in CI with it',
  },
];

/** The blocks of an npm EBADENGINE warning: `npm warn EBADENGINE Unsupported engine {` … `}`. */
function ebadengineBlocks(lines) {
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/npm warn EBADENGINE Unsupported engine \{/.test(lines[i])) continue;
    let end = i;
    while (end < lines.length - 1 && !/npm warn EBADENGINE \}\s*$/.test(lines[end])) end++;
    const packageLine = lines.slice(i, end + 1).find((l) => /package: /.test(l)) ?? '';
    const name = /package: '((?:@[^/]+\/)?[^@']+)@/.exec(packageLine)?.[1] ?? null;
    blocks.push({ start: i, end, name });
    i = end;
  }
  return blocks;
}

/**
 * The warning lines of `output` that are not known on this Node major version, each with its line
 * number (1-based). An EBADENGINE block of a known package is expected as a whole.
 */
export function unexpectedWarnings(output, nodeMajor, known = KNOWN_WARNINGS) {
  const lines = output.split(/\r?\n/);
  const expected = new Set();
  for (const block of ebadengineBlocks(lines)) {
    const listed = known.some(
      (k) => k.ebadengine === block.name && (k.node === null || k.node === nodeMajor),
    );
    if (listed) for (let i = block.start; i <= block.end; i++) expected.add(i);
  }
  return lines
    .map((text, index) => ({ line: index + 1, text }))
    .filter(({ text, line }) => isWarningLine(text) && !expected.has(line - 1));
}
