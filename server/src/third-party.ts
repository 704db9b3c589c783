import type { ThirdPartyScript } from '@studio/api';

/**
 * The third-party scripts an instance may load (issue 13 item 11): each off by default, enabled by
 * its script URL and its provider id together. Those that set cookies load only after the user
 * agreed (the web app asks); the CSP is widened by exactly the enabled scripts' origins
 * (http/security.ts).
 */
const PROVIDERS = [
  {
    kind: 'analytics',
    name: 'Privacy-friendly analytics',
    urlVar: 'ANALYTICS_SCRIPT_URL',
    idVar: 'ANALYTICS_DOMAIN',
    attribute: 'data-domain',
    cookies: false,
  },
  {
    kind: 'product-analytics',
    name: 'Product analytics',
    urlVar: 'PRODUCT_ANALYTICS_SCRIPT_URL',
    idVar: 'PRODUCT_ANALYTICS_KEY',
    attribute: 'data-key',
    cookies: true,
  },
  {
    kind: 'heatmap',
    name: 'Heatmap',
    urlVar: 'HEATMAP_SCRIPT_URL',
    idVar: 'HEATMAP_SITE_ID',
    attribute: 'data-site-id',
    cookies: true,
  },
  {
    kind: 'chat-widget',
    name: 'Support chat',
    urlVar: 'CHAT_WIDGET_SCRIPT_URL',
    idVar: 'CHAT_WIDGET_SITE_KEY',
    attribute: 'data-site-key',
    cookies: true,
  },
] as const;

/** The variables that configure third-party scripts (documented in README, "Configuration"). */
export const THIRD_PARTY_VARIABLES = PROVIDERS.flatMap((p) => [p.urlVar, p.idVar]);

/** The enabled scripts, or the problems with their variables (each naming the variable). */
export function readThirdPartyScripts(
  env: Record<string, string | undefined>,
  nodeEnv: 'development' | 'production' | 'test',
): { scripts: ThirdPartyScript[]; problems: string[] } {
  const scripts: ThirdPartyScript[] = [];
  const problems: string[] = [];
  for (const p of PROVIDERS) {
    const url = env[p.urlVar]?.trim() || '';
    const id = env[p.idVar]?.trim() || '';
    if (!url && !id) continue;
    if (!url) {
      problems.push(
        `${p.urlVar} is missing: ${p.idVar} is set, so ${p.name.toLowerCase()} needs its script URL`,
      );
      continue;
    }
    if (!id) {
      problems.push(`${p.idVar} is missing: ${p.urlVar} is set, so ${p.name.toLowerCase()} needs its id`);
      continue;
    }
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      problems.push(`${p.urlVar} must be a full URL such as https://scripts.example.com/script.js`);
      continue;
    }
    const httpAllowed = nodeEnv !== 'production';
    if (parsed.protocol !== 'https:' && !(httpAllowed && parsed.protocol === 'http:')) {
      problems.push(`${p.urlVar} must be an https:// URL`);
      continue;
    }
    scripts.push({
      kind: p.kind,
      name: p.name,
      src: parsed.href,
      origin: parsed.origin,
      attributes: { [p.attribute]: id },
      cookies: p.cookies,
    });
  }
  return { scripts, problems };
}
