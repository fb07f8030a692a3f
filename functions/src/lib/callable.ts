import {
  HttpsError,
  onCall,
  type CallableFunction,
  type CallableOptions,
  type CallableRequest,
} from 'firebase-functions/https';
import type { z } from 'zod';

import {
  noInputSchema,
  type AnyCallable,
  type CallableOutput,
  type CallableParsedInput,
} from '@fixwell/common/callables';

import { requireUid } from './callable-guards';

/** What a callable that takes no input answers anything else with: a client bug worth refusing loudly. */
export const NO_INPUT_MESSAGE = 'This action takes no input.';
/** The fallback for a callable that names no answer of its own to invalid input. */
export const INVALID_INPUT_MESSAGE = 'The request is not valid.';

export interface Caller {
  request: CallableRequest<unknown>;
  uid: string | null;
}
export interface SignedInCaller extends Caller {
  uid: string;
}

interface HandlerOptions<C extends AnyCallable, TCaller extends Caller> extends Omit<
  CallableOptions,
  'region'
> {
  /**
   * Checks that come before the input is read, in order: a role, a rate limit, a honeypot. A
   * value it returns is answered as it is, without reading the input.
   */
  guard?: (caller: TCaller) => Promise<CallableOutput<C> | void> | CallableOutput<C> | void;
  /** Reads the raw data before the schema does (e.g. anything but an object as an empty form). */
  readInput?: (data: unknown) => unknown;
  /** The invalid-argument message, or the whole error, for input the schema refuses. */
  invalid?: string | ((error: z.ZodError) => HttpsError);
}

export interface SignedInCallableOptions<C extends AnyCallable> extends HandlerOptions<
  C,
  SignedInCaller
> {
  /** Anonymous callers are refused ('unauthenticated') before anything else runs. */
  auth: 'required';
}
export interface OpenCallableOptions<C extends AnyCallable> extends HandlerOptions<C, Caller> {
  auth?: 'optional';
}

type Handler<C extends AnyCallable, TCaller extends Caller> = (
  input: CallableParsedInput<C>,
  caller: TCaller,
) => Promise<CallableOutput<C>>;

export type Callable<C extends AnyCallable> = CallableFunction<unknown, Promise<CallableOutput<C>>>;

function invalidInput(
  definition: AnyCallable,
  error: z.ZodError,
  invalid: HandlerOptions<AnyCallable, Caller>['invalid'],
): HttpsError {
  if (typeof invalid === 'function') return invalid(error);
  const fallback = definition.input === noInputSchema ? NO_INPUT_MESSAGE : INVALID_INPUT_MESSAGE;
  return new HttpsError('invalid-argument', invalid ?? fallback);
}

/**
 * The one way to handle a callable: `onCall` for a definition of the registry
 * (`@fixwell/common/callables`). In order: the sign-in check (`auth: 'required'`), the `guard`,
 * then the registry's schema on `request.data`, answering `invalid` when it fails; the handler
 * gets the parsed input and answers the registry's output type.
 */
export function onCallable<C extends AnyCallable>(
  definition: C,
  handler: Handler<NoInfer<C>, SignedInCaller>,
  options: SignedInCallableOptions<NoInfer<C>>,
): Callable<C>;
export function onCallable<C extends AnyCallable>(
  definition: C,
  handler: Handler<NoInfer<C>, Caller>,
  options?: OpenCallableOptions<NoInfer<C>>,
): Callable<C>;
export function onCallable<C extends AnyCallable>(
  definition: C,
  handler: Handler<C, SignedInCaller>,
  options: OpenCallableOptions<C> | SignedInCallableOptions<C> = {},
): Callable<C> {
  const { auth, guard, readInput, invalid, ...callOptions } = options;
  return onCall(callOptions, async (request: CallableRequest<unknown>) => {
    const uid = auth === 'required' ? requireUid(request) : (request.auth?.uid ?? null);
    // A string whenever `auth` is 'required'; otherwise the overloads promise only a `Caller`.
    const caller = { request, uid } as SignedInCaller;
    const early = guard ? await guard(caller) : undefined;
    if (early !== undefined) return early;
    const parsed = definition.input.safeParse(readInput ? readInput(request.data) : request.data);
    if (!parsed.success) throw invalidInput(definition, parsed.error, invalid);
    return handler(parsed.data as CallableParsedInput<C>, caller);
  });
}
