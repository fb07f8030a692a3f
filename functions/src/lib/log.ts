// Central structured logging. Log lines name an event and carry only non-personal details: ids
// such as a uid or a document id are fine; emails, IP addresses, links and codes never are.
import * as logger from 'firebase-functions/logger';

export type LogDetails = Record<string, string | number | boolean | null | undefined>;

export function logInfo(event: string, details: LogDetails = {}): void {
  logger.info(event, { event, ...details });
}

export function logWarning(event: string, details: LogDetails = {}): void {
  logger.warn(event, { event, ...details });
}

/** Logs a failure with the error's name, code and message, never the request that caused it. */
export function logError(event: string, error: unknown, details: LogDetails = {}): void {
  const err = error as { name?: unknown; code?: unknown; message?: unknown } | undefined;
  logger.error(event, {
    event,
    ...details,
    errorName: typeof err?.name === 'string' ? err.name : undefined,
    errorCode:
      typeof err?.code === 'string' || typeof err?.code === 'number' ? err.code : undefined,
    errorMessage: typeof err?.message === 'string' ? err.message : String(error),
  });
}
