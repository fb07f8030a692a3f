import { isBot } from '@/lib/bot-detection';

// The same error often reaches us twice (an error boundary, then the global handler).
const reported = new WeakSet<object>();

/**
 * The single place errors are reported. Today it logs to the console; a monitoring service can be
 * plugged in here later. Crawlers are ignored: their half-supported runtimes produce noise, not bugs.
 */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (isBot()) return;
  if (error !== null && typeof error === 'object') {
    if (reported.has(error)) return;
    reported.add(error);
  }
  console.error('[Fixwell] Unexpected error', error, {
    path: typeof window !== 'undefined' ? window.location.pathname : undefined,
    ...context,
  });
}
