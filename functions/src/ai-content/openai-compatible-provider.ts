import { AI_MESSAGES } from '@fixwell/common/admin/ai-content';
import { HttpsError } from 'firebase-functions/https';

import { logWarning } from '../lib/log';
import type { GenerateAnswer, GenerateRequest, TextProvider } from './ai-provider';

// The real provider: an OpenAI-compatible chat-completions API, called with plain fetch. Its
// failures become HttpsErrors meant for the admin: no key → failed-precondition, 429 →
// resource-exhausted, a timeout → deadline-exceeded, anything else → unavailable.

export const AI_TIMEOUT_MS = 60_000;

export interface OpenAiCompatibleOptions {
  /** The API's base URL, e.g. https://api.openai.com/v1 (no trailing slash). */
  endpoint: string;
  apiKey: () => string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface ChatCompletion {
  model?: unknown;
  choices?: { message?: { content?: unknown } }[];
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown };
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : 0;
}

export function openAiCompatibleProvider(options: OpenAiCompatibleOptions): TextProvider {
  const timeoutMs = options.timeoutMs ?? AI_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'openai-compatible',
    async generate({ system, prompt, maxTokens, model }: GenerateRequest): Promise<GenerateAnswer> {
      const apiKey = options.apiKey().trim();
      if (!apiKey) throw new HttpsError('failed-precondition', AI_MESSAGES.noKey);
      let response: Response;
      try {
        response = await doFetch(`${options.endpoint}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
          body: JSON.stringify({
            model,
            max_tokens: maxTokens,
            temperature: 0.7,
            messages: [
              { role: 'system', content: system },
              { role: 'user', content: prompt },
            ],
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        logWarning('ai.provider-failed', { reason: timedOut ? 'timeout' : String(error) });
        throw timedOut
          ? new HttpsError('deadline-exceeded', AI_MESSAGES.providerTimeout)
          : new HttpsError('unavailable', AI_MESSAGES.providerDown);
      }
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        logWarning('ai.provider-refused', { status: response.status, detail });
        if (response.status === 429)
          throw new HttpsError('resource-exhausted', AI_MESSAGES.providerBusy);
        if (
          response.status === 400 ||
          response.status === 401 ||
          response.status === 403 ||
          response.status === 404
        )
          throw new HttpsError('failed-precondition', AI_MESSAGES.providerRefused);
        throw new HttpsError('unavailable', AI_MESSAGES.providerDown);
      }
      let body: ChatCompletion;
      try {
        body = (await response.json()) as ChatCompletion;
      } catch {
        throw new HttpsError('unavailable', AI_MESSAGES.providerDown);
      }
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim())
        throw new HttpsError('unavailable', AI_MESSAGES.emptyAnswer);
      return {
        text: content,
        inputTokens: count(body.usage?.prompt_tokens),
        outputTokens: count(body.usage?.completion_tokens),
        model: typeof body.model === 'string' && body.model ? body.model : model,
        provider: 'openai-compatible',
      };
    },
  };
}
