import type { AnyCallable, CallableInput, CallableOutput } from '@fixwell/common/callables';

/** Words shown when a callable fails without a message meant for people. */
export const CALL_FAILED_MESSAGE =
  'We could not reach Fixwell. Please check your connection and try again.';

// Codes whose message the function wrote for the person using the app to read.
const READABLE_CODES: readonly string[] = [
  'invalid-argument',
  'failed-precondition',
  'permission-denied',
  'not-found',
  'resource-exhausted',
  'already-exists',
  'unauthenticated',
];

/** The code of a Firebase error as the SDK sets it (`auth/…`, `functions/…`, `permission-denied`). */
export function errorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

/** A callable's error code without the web SDK's `functions/` prefix (`not-found`). */
export function functionErrorCode(error: unknown): string | null {
  return errorCode(error)?.replace(/^functions\//, '') ?? null;
}

/** The message a callable sent, without the HTTP status the web SDK may append (" [400]"). */
function serverMessage(error: unknown): string | null {
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || !message.trim()) return null;
  return message.replace(/ \[\d{3}\]$/, '');
}

/**
 * How a feature words a failed call. `messages` names the codes whose answer is meant for people:
 * the function's own message is shown for them, or the text given here when it sent none. Without
 * `messages`, the usual refusals (bad input, not found, limits…) show the function's message.
 * Everything else shows `fallback`.
 */
export type CallMessages = {
  fallback?: string;
  messages?: Readonly<Partial<Record<string, string>>>;
};

/** A callable refused or failed: `message` can be shown as it is; `code` says which refusal. */
export class CallFunctionError extends Error {
  override readonly name = 'CallFunctionError';
  /** The callable's error code (`not-found`), or null for a network or unknown failure. */
  readonly code: string | null;
  /** What the function attached to its refusal (e.g. field errors), if anything. */
  readonly details: unknown;

  constructor(
    message: string,
    options: { code?: string | null; details?: unknown; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = options.code ?? null;
    this.details = options.details;
  }
}

export function toCallFunctionError(
  error: unknown,
  { fallback = CALL_FAILED_MESSAGE, messages }: CallMessages = {},
): CallFunctionError {
  const code = functionErrorCode(error);
  const readable =
    code !== null && (messages ? messages[code] !== undefined : READABLE_CODES.includes(code));
  const message = readable ? (serverMessage(error) ?? messages?.[code] ?? fallback) : fallback;
  return new CallFunctionError(message, {
    code,
    details: (error as { details?: unknown } | null)?.details,
    cause: error,
  });
}

/**
 * A registry entry loaded on the first call, for pages that must not download the registry (and
 * the schemas it names) before then: `() => import('@fixwell/common/callables').then((c) => c.x)`.
 */
export type LazyCallable<C extends AnyCallable> = () => Promise<C>;

/**
 * Calls a callable of the registry (`@fixwell/common/callables`) in our region; the Functions SDK
 * loads on first use, so pages that never call one never download it. Failures become a
 * `CallFunctionError` worded by `wording`.
 */
export async function callFunction<C extends AnyCallable>(
  definition: C | LazyCallable<C>,
  input: CallableInput<C>,
  wording?: CallMessages,
): Promise<CallableOutput<C>> {
  try {
    const [callable, { httpsCallable }, { cloudFunctions }] = await Promise.all([
      typeof definition === 'function' ? definition() : definition,
      import('firebase/functions'),
      import('@/lib/cloud-functions'),
    ]);
    const call = httpsCallable<CallableInput<C>, CallableOutput<C>>(
      cloudFunctions(),
      callable.name,
    );
    const { data } = await call(input);
    return data;
  } catch (error) {
    throw toCallFunctionError(error, wording);
  }
}
