import { useEffect } from 'react';

/**
 * Analytics and chat-widget scripts are off unless configured (PRODUCT.md §11). The analytics
 * option is privacy-friendly by design (Plausible-style: no cookies, no personal data); the domain
 * it reports for is configured with it. Nothing is loaded by default.
 */
export interface ThirdPartyConfig {
  analytics: { src: string; domain: string } | null;
  chatWidget: { src: string } | null;
}

type Env = Record<string, string | boolean | undefined>;

const nonEmpty = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** Reads VITE_ANALYTICS_SRC + VITE_ANALYTICS_DOMAIN and VITE_CHAT_WIDGET_SRC (build-time settings). */
export function readThirdPartyConfig(env: Env): ThirdPartyConfig {
  const analyticsSrc = nonEmpty(env.VITE_ANALYTICS_SRC);
  const analyticsDomain = nonEmpty(env.VITE_ANALYTICS_DOMAIN);
  const chatSrc = nonEmpty(env.VITE_CHAT_WIDGET_SRC);
  return {
    analytics: analyticsSrc && analyticsDomain ? { src: analyticsSrc, domain: analyticsDomain } : null,
    chatWidget: chatSrc ? { src: chatSrc } : null,
  };
}

function addScript(src: string, attributes: Record<string, string>): () => void {
  const script = document.createElement('script');
  script.src = src;
  script.defer = true;
  script.dataset.thirdParty = 'true';
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.appendChild(script);
  return () => script.remove();
}

/** Loads the configured scripts once; returns the function that removes them. */
export function loadThirdPartyScripts(config: ThirdPartyConfig): () => void {
  const removers: (() => void)[] = [];
  if (config.analytics)
    removers.push(addScript(config.analytics.src, { 'data-domain': config.analytics.domain }));
  if (config.chatWidget) removers.push(addScript(config.chatWidget.src, {}));
  return () => {
    for (const remove of removers) remove();
  };
}

export function useThirdPartyScripts(config: ThirdPartyConfig = readThirdPartyConfig(import.meta.env)): void {
  const key = JSON.stringify(config);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised config is the dependency.
  useEffect(() => loadThirdPartyScripts(config), [key]);
}
