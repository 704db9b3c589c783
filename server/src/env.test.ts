import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './auth/secret';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('has embedded defaults: PGlite in ./data/db, port 3000, outbox mail', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      database: { kind: 'pglite', dir: path.resolve('data/db') },
      smtpUrl: null,
      authSecret: null,
    });
    expect(config.webDistDir).toMatch(/web[/\\]dist$/);
  });

  it('uses PostgreSQL when DATABASE_URL is set, and derives the public URL from PORT', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/studio', PORT: '3105' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/studio' });
    expect(config.publicUrl).toBe('http://localhost:3105');
  });

  it('trusts the Vite dev server in development only, unless TRUSTED_ORIGINS says otherwise', () => {
    expect(loadConfig({}).trustedOrigins).toContain('http://localhost:5173');
    expect(loadConfig({ NODE_ENV: 'test' }).trustedOrigins).toEqual([]);
    expect(loadConfig({ TRUSTED_ORIGINS: 'https://a.example/, https://b.example' }).trustedOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('refuses to start in production without AUTH_SECRET, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET is required in production/);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }).authSecret).toBe(
      'x'.repeat(32),
    );
  });

  it('has no embeddings endpoint unless one is configured with its model', () => {
    expect(loadConfig({}).knowledge).toMatchObject({ embeddings: null, extractMemoryMb: 1024 });
    expect(
      loadConfig({ EMBEDDINGS_BASE_URL: 'http://127.0.0.1:8080/v1/', EMBEDDINGS_MODEL: 'nomic' }).knowledge
        .embeddings,
    ).toEqual({ baseUrl: 'http://127.0.0.1:8080/v1', apiKey: null, model: 'nomic', timeoutMs: 30_000 });
    expect(() => loadConfig({ EMBEDDINGS_BASE_URL: 'http://127.0.0.1:8080/v1' })).toThrow(
      /EMBEDDINGS_MODEL must be set together with its pair/,
    );
    expect(() => loadConfig({ EMBEDDINGS_BASE_URL: 'localhost:8080', EMBEDDINGS_MODEL: 'm' })).toThrow(
      /EMBEDDINGS_BASE_URL must be a full URL/,
    );
  });

  it('has no language model unless one is configured with its model name', () => {
    expect(loadConfig({}).llm).toBeNull();
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1', LLM_MODEL: 'qwen' }).llm).toEqual({
      baseUrl: 'http://127.0.0.1:8080/v1',
      apiKey: null,
      model: 'qwen',
      timeoutMs: 60_000,
      maxToolRounds: 4,
    });
    expect(() => loadConfig({ LLM_MODEL: 'qwen' })).toThrow(
      /LLM_BASE_URL must be set together with its pair/,
    );
  });

  it('logs lines a person reads in development on a terminal, JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(loadConfig({}, { stdoutIsTty: true }).logFormat).toBe('pretty');
    expect(loadConfig({}, { stdoutIsTty: false }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'test' }, { stdoutIsTty: true }).logFormat).toBe('json');
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production, { stdoutIsTty: true }).logFormat).toBe('json');
    expect(loadConfig({ ...production, LOG_FORMAT: 'pretty' }, { stdoutIsTty: false }).logFormat).toBe(
      'pretty',
    );
    expect(loadConfig({ LOG_FORMAT: 'json' }, { stdoutIsTty: true }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: '' }, { stdoutIsTty: true }).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow(/LOG_FORMAT/);
  });

  it('reports every invalid variable at once', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'http://mail',
        AUTH_SECRET: 'short',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'AUTH_SECRET'])
        expect(problems).toContain(name);
    }
  });
});

describe('resolveAuthSecret', () => {
  it('generates the embedded secret once, keeps it private, and reuses it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-secret-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      const first = resolveAuthSecret(config);
      expect(first.length).toBeGreaterThanOrEqual(32);
      const file = path.join(dataDir, 'auth-secret');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8').trim()).toBe(first);
      expect(resolveAuthSecret(config)).toBe(first);
      expect(resolveAuthSecret({ ...config, authSecret: 'y'.repeat(32) })).toBe('y'.repeat(32));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
