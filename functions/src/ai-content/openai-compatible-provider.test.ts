import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { AI_MESSAGES } from '@fixwell/common/admin/ai-content';
import { HttpsError } from 'firebase-functions/https';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { openAiCompatibleProvider } from './openai-compatible-provider';

// A tiny chat-completions server on a free local port: real HTTP, real JSON, and the failures an
// API gives (429, 500, a wrong key, a silent server, a broken body).

type Reply = (request: IncomingMessage, body: string, response: ServerResponse) => void;

let server: Server;
let endpoint: string;
let reply: Reply;
const received: { path: string; headers: IncomingMessage['headers']; body: unknown }[] = [];

const completion = (content: unknown, usage = { prompt_tokens: 321, completion_tokens: 654 }) =>
  JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    model: 'gpt-4o-mini-2024-07-18',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  });

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: JSON.parse(body) });
      reply(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
  reply = (_request, _body, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(completion('# Title\nDescription: text'));
  };
});

const provider = (options: { apiKey?: string; timeoutMs?: number } = {}) =>
  openAiCompatibleProvider({
    endpoint,
    apiKey: () => options.apiKey ?? 'sk-test-key',
    timeoutMs: options.timeoutMs ?? 2000,
  });

const REQUEST = {
  system: 'You draft articles.',
  prompt: 'Working title: X',
  maxTokens: 1200,
  model: 'gpt-4o-mini',
};

async function failure(promise: Promise<unknown>): Promise<HttpsError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpsError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('openAiCompatibleProvider', () => {
  it('posts the chat-completions request with the bearer key and reads text and usage', async () => {
    const answer = await provider().generate(REQUEST);
    expect(answer).toEqual({
      text: '# Title\nDescription: text',
      inputTokens: 321,
      outputTokens: 654,
      model: 'gpt-4o-mini-2024-07-18',
      provider: 'openai-compatible',
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe('/v1/chat/completions');
    expect(received[0]!.headers.authorization).toBe('Bearer sk-test-key');
    expect(received[0]!.body).toMatchObject({
      model: 'gpt-4o-mini',
      max_tokens: 1200,
      messages: [
        { role: 'system', content: 'You draft articles.' },
        { role: 'user', content: 'Working title: X' },
      ],
    });
  });

  it('refuses without a key (failed-precondition), without calling the API', async () => {
    const error = await failure(provider({ apiKey: '  ' }).generate(REQUEST));
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe(AI_MESSAGES.noKey);
    expect(received).toHaveLength(0);
  });

  it('answers resource-exhausted to a 429', async () => {
    reply = (_q, _b, response) => {
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '20' });
      response.end(JSON.stringify({ error: { message: 'Rate limit reached' } }));
    };
    const error = await failure(provider().generate(REQUEST));
    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe(AI_MESSAGES.providerBusy);
  });

  it('answers unavailable to a 500 and failed-precondition to a wrong key', async () => {
    reply = (_q, _b, response) => {
      response.writeHead(500);
      response.end('upstream error');
    };
    expect((await failure(provider().generate(REQUEST))).code).toBe('unavailable');
    reply = (_q, _b, response) => {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'Incorrect API key provided' } }));
    };
    const wrongKey = await failure(provider().generate(REQUEST));
    expect(wrongKey.code).toBe('failed-precondition');
    expect(wrongKey.message).toBe(AI_MESSAGES.providerRefused);
  });

  it('gives up after its timeout (deadline-exceeded)', async () => {
    reply = () => {
      /* never answers */
    };
    const started = Date.now();
    const error = await failure(provider({ timeoutMs: 300 }).generate(REQUEST));
    expect(error.code).toBe('deadline-exceeded');
    expect(error.message).toBe(AI_MESSAGES.providerTimeout);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers unavailable to a body that is not a completion or has no text', async () => {
    reply = (_q, _b, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{not json');
    };
    expect((await failure(provider().generate(REQUEST))).code).toBe('unavailable');
    reply = (_q, _b, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(completion(''));
    };
    const empty = await failure(provider().generate(REQUEST));
    expect(empty.code).toBe('unavailable');
    expect(empty.message).toBe(AI_MESSAGES.emptyAnswer);
  });

  it('counts missing usage as zero tokens and keeps the asked model', async () => {
    reply = (_q, _b, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ message: { content: 'Some text' } }] }));
    };
    expect(await provider().generate(REQUEST)).toMatchObject({
      text: 'Some text',
      inputTokens: 0,
      outputTokens: 0,
      model: 'gpt-4o-mini',
    });
  });
});
