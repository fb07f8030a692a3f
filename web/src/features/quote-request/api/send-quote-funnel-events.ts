import type { QuoteFunnelBatchInput } from '@fixwell/common/quote/quote-funnel';

import { env } from '@/config/env';

/**
 * POST /api/quote-form-events (`QUOTE_FUNNEL_EVENTS_PATH`, spelt out here: importing the constant
 * would bring the funnel's zod schemas into the quote page's download).
 */
export function quoteFunnelEventsUrl(): string {
  return `${env.VITE_API_BASE_URL.replace(/\/+$/, '')}/quote-form-events`;
}

/** A batch as the form makes it; the time is added when it is sent. */
export type FunnelBatch = Omit<QuoteFunnelBatchInput, 'at'>;

/**
 * Sends one batch and forgets it. A beacon survives the page closing, which is when departures
 * happen; a string goes as text/plain, so no preflight is needed. Where beacons are missing or
 * refused, a keepalive fetch does the same. Counting is a nicety: failures are ignored.
 */
export function sendQuoteFunnelEvents(batch: FunnelBatch): void {
  const url = quoteFunnelEventsUrl();
  const body = JSON.stringify({ ...batch, at: Date.now() } satisfies QuoteFunnelBatchInput);
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(url, body)) return;
    }
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    }).catch(() => undefined);
  } catch {
    // Analytics must never break the form.
  }
}
