import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/env';
import { databases } from './helpers/databases';
import { Agent, startApp } from './helpers/harness';

// Issue 13 item 11: third-party scripts are configuration. A default instance loads none and its CSP
// names no other origin; enabling one adds exactly its origin, and the web app learns what to load
// (and what needs the user's consent) from the public config.

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Every origin-like source of the CSP that is not the app's own. */
function foreignSources(csp: string): string[] {
  const own = new Set(['http://localhost:3000', 'ws://localhost:3000']);
  return [...directives(csp).values()].flat().filter((v) => /^(https?|wss?):\/\//.test(v) && !own.has(v));
}

async function served(env: Record<string, string>) {
  const t = await startApp(databases[0]!, env);
  try {
    const res = await new Agent(t.app).get('/api/v1/config');
    expect(res.status).toBe(200);
    return { csp: String(res.headers['content-security-policy']), config: res.body };
  } finally {
    await t.close();
  }
}

describe('third-party scripts as configuration', () => {
  it('a default instance lists no script and its CSP names no other origin', async () => {
    const { csp, config } = await served({});
    expect(config.thirdPartyScripts).toEqual([]);
    expect(directives(csp).get('script-src')).toEqual(["'self'"]);
    expect(foreignSources(csp)).toEqual([]);
  });

  it('enabling the heatmap adds exactly its origin, and the script needs consent (it sets cookies)', async () => {
    const { csp, config } = await served({
      HEATMAP_SCRIPT_URL: 'https://static.heatmap.example/h.js?v=6',
      HEATMAP_SITE_ID: '12345',
    });
    expect(config.thirdPartyScripts).toEqual([
      {
        kind: 'heatmap',
        name: 'Heatmap',
        src: 'https://static.heatmap.example/h.js?v=6',
        origin: 'https://static.heatmap.example',
        attributes: { 'data-site-id': '12345' },
        cookies: true,
      },
    ]);
    expect(directives(csp).get('script-src')).toEqual(["'self'", 'https://static.heatmap.example']);
    expect(new Set(foreignSources(csp))).toEqual(new Set(['https://static.heatmap.example']));
  });

  it('the privacy-friendly analytics loads without consent; two providers add their two origins', async () => {
    const { csp, config } = await served({
      ANALYTICS_SCRIPT_URL: 'https://plausible.example/js/script.js',
      ANALYTICS_DOMAIN: 'studio.example.com',
      CHAT_WIDGET_SCRIPT_URL: 'https://widget.chat.example/loader.js',
      CHAT_WIDGET_SITE_KEY: 'k-1',
    });
    expect(
      config.thirdPartyScripts.map((s: { kind: string; cookies: boolean }) => [s.kind, s.cookies]),
    ).toEqual([
      ['analytics', false],
      ['chat-widget', true],
    ]);
    expect(directives(csp).get('frame-src')).toEqual([
      "'self'",
      'https://plausible.example',
      'https://widget.chat.example',
    ]);
    expect(new Set(foreignSources(csp))).toEqual(
      new Set(['https://plausible.example', 'https://widget.chat.example']),
    );
  });

  it('refuses half a configuration or a plain-http script in production, naming the variable', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ NODE_ENV: 'test', ...env });
        return [];
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
    };
    expect(problems({ PRODUCT_ANALYTICS_SCRIPT_URL: 'https://pa.example/a.js' })).toEqual([
      expect.stringContaining('PRODUCT_ANALYTICS_KEY is missing'),
    ]);
    expect(problems({ ANALYTICS_DOMAIN: 'studio.example.com' })).toEqual([
      expect.stringContaining('ANALYTICS_SCRIPT_URL is missing'),
    ]);
    expect(problems({ CHAT_WIDGET_SCRIPT_URL: 'widget.js', CHAT_WIDGET_SITE_KEY: 'k' })).toEqual([
      expect.stringContaining('CHAT_WIDGET_SCRIPT_URL must be a full URL'),
    ]);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(40),
        HEATMAP_SCRIPT_URL: 'http://h.example/h.js',
        HEATMAP_SITE_ID: '1',
      }),
    ).toThrow(/HEATMAP_SCRIPT_URL must be an https:\/\/ URL/);
  });
});
