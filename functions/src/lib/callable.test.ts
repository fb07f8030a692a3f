import type { CallableRequest } from 'firebase-functions/https';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { noInputSchema, type CallableDefinition } from '@fixwell/common/callables';

import { NO_INPUT_MESSAGE, onCallable } from './callable';

const echoCallable: CallableDefinition<
  'echo',
  z.ZodObject<{ word: z.ZodString }>,
  { said: string }
> = { name: 'echo', input: z.object({ word: z.string().min(1) }) };
const nothingCallable: CallableDefinition<'nothing', typeof noInputSchema, { done: boolean }> = {
  name: 'nothing',
  input: noInputSchema,
};

function request(data: unknown, uid?: string): CallableRequest<unknown> {
  return {
    data,
    rawRequest: {} as CallableRequest['rawRequest'],
    acceptsStreaming: false,
    ...(uid ? { auth: { uid, token: {} as never, rawToken: '' } } : {}),
  } as CallableRequest<unknown>;
}

/** The HttpsError a call ends with, as `code: message`. */
async function refusal(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    return `${code}: ${message}`;
  }
  throw new Error('The call succeeded.');
}

describe('onCallable', () => {
  it('hands the handler the parsed input and the caller, and answers its output', async () => {
    const echo = onCallable(echoCallable, async ({ word }, { uid }) => ({
      said: `${word} ${uid}`,
    }));
    await expect(echo.run(request({ word: 'hello' }, 'u1'))).resolves.toEqual({ said: 'hello u1' });
  });

  it('answers input the schema refuses with invalid-argument and the chosen message', async () => {
    const echo = onCallable(echoCallable, async ({ word }) => ({ said: word }), {
      invalid: 'Say a word.',
    });
    expect(await refusal(echo.run(request({ word: '' })))).toBe('invalid-argument: Say a word.');
    const nothing = onCallable(nothingCallable, async () => ({ done: true }));
    expect(await refusal(nothing.run(request({ extra: 1 })))).toBe(
      `invalid-argument: ${NO_INPUT_MESSAGE}`,
    );
    await expect(nothing.run(request(null))).resolves.toEqual({ done: true });
  });

  it('refuses anonymous callers before the guard and before reading the input', async () => {
    const guard = vi.fn();
    const handler = vi.fn(async () => ({ said: '' }));
    const echo = onCallable(echoCallable, handler, { auth: 'required', guard });
    expect(await refusal(echo.run(request('not even an object')))).toBe(
      'unauthenticated: Please sign in to continue.',
    );
    expect(guard).not.toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
  });

  it('runs the guard before the input, and answers what it returns without the handler', async () => {
    const handler = vi.fn(async () => ({ said: 'handled' }));
    const echo = onCallable(echoCallable, handler, {
      guard: ({ request: { data } }) => (data === 'bot' ? { said: 'fine' } : undefined),
      readInput: (data) => (typeof data === 'string' ? { word: data } : data),
    });
    await expect(echo.run(request('bot'))).resolves.toEqual({ said: 'fine' });
    await expect(echo.run(request('person'))).resolves.toEqual({ said: 'handled' });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
