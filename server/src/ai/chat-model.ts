import type OpenAI from 'openai';
import type { LlmConfig } from '../env';
import { lazyOpenAiClient, loadOpenAi } from './load-openai';

/** One message of the conversation sent to the model (OpenAI's chat format). */
export type ModelMessage = OpenAI.ChatCompletionMessageParam;

export interface ToolSpec {
  name: string;
  description: string;
  /** JSON Schema of the arguments. */
  parameters: Record<string, unknown>;
}

export interface ToolCall {
  id: string;
  name: string;
  /** The arguments as the model wrote them (JSON text, maybe malformed). */
  arguments: string;
}

export interface ModelReply {
  content: string;
  toolCalls: ToolCall[];
  finishReason: string | null;
}

/** The model could not answer (an HTTP error, no connection, silence past the time limit). */
export class ModelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelError';
  }
}

/** A language model behind an OpenAI-compatible chat-completions endpoint, streamed. */
export interface ChatModel {
  readonly model: string;
  complete(
    messages: ModelMessage[],
    options: { tools?: ToolSpec[]; signal: AbortSignal; onText?: (delta: string) => void },
  ): Promise<ModelReply>;
}

/**
 * The chat model client: the `openai` package (6.x: 7.x needs Node 22) against any OpenAI-compatible
 * server, always streaming. Tool calls arrive in pieces (name first, arguments in fragments, by
 * index) and are put together here. `timeoutMs` is a silence limit: the request fails when no chunk
 * has arrived for that long, however long the whole answer takes. Aborting `signal` (the user's
 * stop) ends the request at once and rethrows the signal's reason.
 */
export function createChatModel(config: LlmConfig): ChatModel {
  const clientOf = lazyOpenAiClient({
    baseURL: config.baseUrl,
    apiKey: config.apiKey ?? 'not-needed',
    maxRetries: 0,
    // The SDK's own timeout would cut a long answer that is still streaming: the silence limit
    // below is the one that counts; this only bounds a request that never ends.
    timeout: Math.max(config.timeoutMs, 10 * 60_000),
  });
  return {
    model: config.model,
    async complete(messages, { tools, signal, onText }) {
      const silence = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => silence.abort(), config.timeoutMs);
      };
      arm();
      const throwIfAborted = () => {
        if (signal.aborted) throw signal.reason;
        if (silence.signal.aborted)
          throw new ModelError(
            `The language model sent nothing for ${Math.round(config.timeoutMs / 1000)} s (LLM_TIMEOUT_MS); try again, or ask your administrator to check it.`,
          );
      };
      const reply: ModelReply = { content: '', toolCalls: [], finishReason: null };
      const calls = new Map<number, ToolCall>();
      try {
        const stream = await (await clientOf()).chat.completions.create(
          {
            model: config.model,
            messages,
            stream: true,
            ...(tools && tools.length > 0
              ? {
                  tools: tools.map((t) => ({
                    type: 'function' as const,
                    function: { name: t.name, description: t.description, parameters: t.parameters },
                  })),
                  tool_choice: 'auto' as const,
                }
              : {}),
          },
          { signal: AbortSignal.any([signal, silence.signal]) },
        );
        for await (const chunk of stream) {
          arm();
          const choice = chunk.choices[0];
          if (!choice) continue;
          const text = choice.delta?.content;
          if (text) {
            reply.content += text;
            onText?.(text);
          }
          for (const piece of choice.delta?.tool_calls ?? []) {
            const call = calls.get(piece.index) ?? { id: '', name: '', arguments: '' };
            if (piece.id) call.id = piece.id;
            if (piece.function?.name) call.name += piece.function.name;
            if (piece.function?.arguments) call.arguments += piece.function.arguments;
            calls.set(piece.index, call);
          }
          if (choice.finish_reason) reply.finishReason = choice.finish_reason;
        }
        // The SDK ends the iteration quietly when its signal aborts: a stop or the silence limit.
        throwIfAborted();
      } catch (error) {
        throwIfAborted();
        throw await describe(error, config);
      } finally {
        clearTimeout(timer);
      }
      reply.toolCalls = [...calls.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([i, call]) => ({ ...call, id: call.id || `call_${i}` }))
        .filter((call) => call.name !== '');
      return reply;
    },
  };
}

async function describe(error: unknown, config: LlmConfig): Promise<Error> {
  const OpenAI = await loadOpenAi();
  if (error instanceof OpenAI.APIConnectionError)
    return new ModelError(`Could not reach the language model at ${config.baseUrl} (${error.message}).`);
  if (error instanceof OpenAI.APIError)
    return new ModelError(
      `The language model answered ${error.status ?? 'with an error'}: ${error.error && typeof error.error === 'object' && 'message' in error.error ? String((error.error as { message: unknown }).message) : error.message}`,
    );
  return error instanceof Error ? error : new Error(String(error));
}
