// Stripe's error shape: `{ error: { type, code, message, param, decline_code? } }` with its status.

export type StripeErrorType =
  'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error' | 'rate_limit_error';

export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly extra: { code?: string; param?: string; decline_code?: string } = {},
  ) {
    super(message);
  }

  body(requestId?: string): { error: Record<string, unknown> } {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...this.extra,
        ...(requestId
          ? { request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}` }
          : {}),
      },
    };
  }
}

/** 400 for a bad or missing parameter, naming it as Stripe does (`items[0][price]`). */
export function invalidParam(param: string, message: string, code = 'parameter_invalid_empty') {
  return new StripeError(400, 'invalid_request_error', message, { code, param });
}

export function missingParam(param: string) {
  return invalidParam(param, `Missing required param: ${param}.`, 'parameter_missing');
}

/** 404 resource_missing: `No such customer: 'cus_x'`. */
export function noSuch(what: string, id: string, param = 'id') {
  return new StripeError(404, 'invalid_request_error', `No such ${what}: '${id}'`, {
    code: 'resource_missing',
    param,
  });
}

/** A request Stripe understands but refuses in the object's state (400). */
export function refused(message: string, code?: string) {
  return new StripeError(400, 'invalid_request_error', message, code ? { code } : {});
}

/** The error a fault injected through the control API makes, by status. */
export function faultError(status: number): StripeError {
  if (status === 402)
    return new StripeError(402, 'card_error', 'Your card was declined.', {
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
  if (status === 404) return noSuch('object', 'fault');
  if (status === 429)
    return new StripeError(429, 'rate_limit_error', 'Too many requests (injected fault).', {
      code: 'rate_limit',
    });
  if (status >= 500)
    return new StripeError(status, 'api_error', 'An unexpected error occurred (injected fault).');
  return new StripeError(status, 'invalid_request_error', 'Injected fault.');
}
