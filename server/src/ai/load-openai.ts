import type OpenAI from 'openai';
import type { ClientOptions } from 'openai';

// The `openai` package (~360 KB of the server bundle) is loaded with the first request to a
// configured endpoint, not when the server starts: most instances configure no model, and every
// module loaded at start is paid on every restart (issue 20 item 1).
let sdk: Promise<typeof OpenAI> | null = null;

/** The OpenAI SDK's client class, loaded once. */
export const loadOpenAi = (): Promise<typeof OpenAI> =>
  (sdk ??= import('openai').then((module) => module.default));

/** A client made with `options` at its first use (and the SDK loaded then), the same one after. */
export function lazyOpenAiClient(options: ClientOptions): () => Promise<OpenAI> {
  let client: Promise<OpenAI> | null = null;
  return () => (client ??= loadOpenAi().then((OpenAISdk) => new OpenAISdk(options)));
}
