/** Words shown when a callable fails without a message meant for people. */
export const QUOTE_REQUEST_FAILED =
  'We could not send your request. Please check your connection and try again.';
export const QUOTE_STATUS_FAILED = 'We could not load the progress of your request.';

/** A request the server did not take: the text for the whole form and, for bad input, per field. */
export class QuoteRequestError extends Error {
  override readonly name = 'QuoteRequestError';
  /** Messages by form field (`service`, `postcode`, `answers.<id>` …), when the input was refused. */
  readonly fieldErrors: Record<string, string>;

  constructor(
    message: string,
    options: { fieldErrors?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.fieldErrors = options.fieldErrors ?? {};
  }
}

/** The tracking link named no request we know of (or no longer shows one). */
export class QuoteNotFoundError extends Error {
  override readonly name = 'QuoteNotFoundError';
}
