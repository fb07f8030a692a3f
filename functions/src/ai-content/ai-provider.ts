import type { AiProvider } from '@fixwell/common/admin/ai-content';
import { defineSecret, defineString } from 'firebase-functions/params';

import { localProvider } from './local-provider';
import { openAiCompatibleProvider } from './openai-compatible-provider';

// The provider interface of AI-assisted drafts and the deployment's choice of implementation.
// Which one runs is the AI_PROVIDER parameter (functions/.env.<project>): the emulators use
// `local`; production `openai-compatible`, with AI_ENDPOINT, AI_MODEL and the AI_API_KEY secret.

export interface GenerateRequest {
  system: string;
  prompt: string;
  maxTokens: number;
  /** The model to ask for (the admins' setting, else AI_MODEL). */
  model: string;
}

export interface GenerateAnswer {
  text: string;
  inputTokens: number;
  outputTokens: number;
  model: string;
  provider: AiProvider;
}

export interface TextProvider {
  readonly name: AiProvider;
  generate(request: GenerateRequest): Promise<GenerateAnswer>;
}

export const AI_PROVIDER = defineString('AI_PROVIDER', {
  default: 'openai-compatible',
  description: 'Which provider writes AI drafts: "openai-compatible" or "local" (no network).',
});
export const AI_ENDPOINT = defineString('AI_ENDPOINT', {
  default: 'https://api.openai.com/v1',
  description: 'Base URL of an OpenAI-compatible API (…/chat/completions is called).',
});
export const AI_MODEL = defineString('AI_MODEL', {
  default: 'gpt-4o-mini',
  description: 'The model AI drafts use unless an admin sets another on /admin/blog/ai-management.',
});
/** The API key (Secret Manager). Bound only where it can be read: see `aiSecrets`. */
export const AI_API_KEY = defineSecret('AI_API_KEY');

/**
 * The secrets the generating function binds. The emulators would ask Secret Manager for a secret
 * missing from functions/.secret.local on every start (an error line each time, and a network call
 * from a demo project), so there the key is not bound; to try a real API on your machine put
 * AI_API_KEY in functions/.env.local with AI_PROVIDER=openai-compatible.
 */
export const aiSecrets = process.env.FUNCTIONS_EMULATOR === 'true' ? [] : [AI_API_KEY];

export function configuredProviderName(): AiProvider {
  return AI_PROVIDER.value().trim() === 'local' ? 'local' : 'openai-compatible';
}

export function configuredModel(): string {
  return configuredProviderName() === 'local'
    ? localProvider.model
    : AI_MODEL.value().trim() || 'gpt-4o-mini';
}

export function configuredEndpoint(): string | null {
  return configuredProviderName() === 'local'
    ? null
    : AI_ENDPOINT.value().trim().replace(/\/+$/, '');
}

/** The provider that runs here. */
export function configuredProvider(): TextProvider {
  if (configuredProviderName() === 'local') return localProvider;
  return openAiCompatibleProvider({
    endpoint: configuredEndpoint() ?? '',
    apiKey: () => {
      try {
        return AI_API_KEY.value() || process.env.AI_API_KEY || '';
      } catch {
        return process.env.AI_API_KEY ?? '';
      }
    },
  });
}
