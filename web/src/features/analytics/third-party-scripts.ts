import type { ThirdPartyScript } from '@studio/api';

/**
 * Third-party scripts (analytics, product analytics, heatmap, support chat) are configured on the
 * server (server/src/third-party.ts) and listed in the public config; none by default. Those that set
 * cookies load only after the user agreed; the answer is kept in this browser.
 */
export const CONSENT_KEY = 'studio.third-party-consent';

export type Consent = 'granted' | 'declined' | null;

export function readConsent(storage: Pick<Storage, 'getItem'> = localStorage): Consent {
  const value = storage.getItem(CONSENT_KEY);
  return value === 'granted' || value === 'declined' ? value : null;
}

export function saveConsent(
  consent: 'granted' | 'declined',
  storage: Pick<Storage, 'setItem'> = localStorage,
) {
  storage.setItem(CONSENT_KEY, consent);
}

/** The scripts to load now: the cookie-less ones, and those that set cookies once agreed to. */
export function scriptsToLoad(scripts: ThirdPartyScript[], consent: Consent): ThirdPartyScript[] {
  return scripts.filter((s) => !s.cookies || consent === 'granted');
}

/** True when a script waits for the user's answer. */
export const needsConsent = (scripts: ThirdPartyScript[], consent: Consent) =>
  consent === null && scripts.some((s) => s.cookies);

function addScript(script: ThirdPartyScript): () => void {
  const element = document.createElement('script');
  element.src = script.src;
  element.defer = true;
  element.dataset.thirdParty = script.kind;
  for (const [name, value] of Object.entries(script.attributes)) element.setAttribute(name, value);
  document.head.appendChild(element);
  return () => element.remove();
}

/** Adds the script elements; returns the function that removes them. */
export function loadThirdPartyScripts(scripts: ThirdPartyScript[]): () => void {
  const removers = scripts.map(addScript);
  return () => {
    for (const remove of removers) remove();
  };
}
