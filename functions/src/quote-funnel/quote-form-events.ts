import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';
import {
  QUOTE_FUNNEL_MESSAGES,
  quoteFunnelBatchError,
  quoteFunnelBatchSchema,
} from '@fixwell/common/quote/quote-funnel';

import { clientIp } from '../lib/client-ip';
import { logError, logInfo } from '../lib/log';
import { consumeRateLimits } from '../lib/consume-rate-limits';
import type { RateLimitRule } from '../lib/rate-limit-rules';
import { catalogueServiceName } from './funnel-services';
import { recordFunnelEvents } from './funnel-store';

/**
 * A form visit sends about ten beacons; this leaves room for a busy shared connection (an office,
 * a mobile network) while keeping one machine from filling the funnel with noise.
 */
export const QUOTE_FUNNEL_PER_IP: RateLimitRule = {
  scope: 'quote-funnel-ip',
  limit: 120,
  windowMs: 60 * 60 * 1000,
};

/** Ten events and a draft fit in well under this. */
const MAX_BODY_BYTES = 8 * 1024;

/**
 * The body as JSON. `navigator.sendBeacon` sends a string or Blob as text/plain (which avoids a
 * CORS preflight), so a text or raw body is parsed here; JSON bodies arrive parsed.
 */
export function readJsonBody(body: unknown, rawBody: Buffer | undefined): unknown {
  if (body !== null && typeof body === 'object' && !Buffer.isBuffer(body)) return body;
  const text =
    typeof body === 'string'
      ? body
      : Buffer.isBuffer(body)
        ? body.toString('utf8')
        : (rawBody?.toString('utf8') ?? '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function serviceOrNull(slug: string | undefined): Promise<string | null> {
  if (!slug) return null;
  return (await catalogueServiceName(slug)) === null ? null : slug;
}

/** POST /api/quote-form-events: a batch of one form visit's step events (`quoteFunnelBatchSchema`). */
export async function quoteFormEvents(req: Request, res: Response): Promise<void> {
  if ((req.rawBody?.length ?? 0) > MAX_BODY_BYTES) {
    res.status(413).json({ error: QUOTE_FUNNEL_MESSAGES.tooLarge });
    return;
  }
  const body = readJsonBody(req.body, req.rawBody);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    res.status(400).json({ error: QUOTE_FUNNEL_MESSAGES.notJson });
    return;
  }
  const parsed = quoteFunnelBatchSchema.safeParse(body);
  if (!parsed.success) {
    res.status(400).json({ error: quoteFunnelBatchError(parsed.error) });
    return;
  }
  const batch = parsed.data;

  try {
    const { allowed } = await consumeRateLimits([
      { rule: QUOTE_FUNNEL_PER_IP, identifier: clientIp(req.headers, req.ip) },
    ]);
    if (!allowed) {
      logInfo('quote-funnel.rate-limited');
      res.status(429).json({ error: QUOTE_FUNNEL_MESSAGES.tooMany });
      return;
    }

    const events = await Promise.all(
      batch.events.map(async (event) => ({
        step: event.step,
        kind: event.kind,
        service: await serviceOrNull(event.service),
      })),
    );
    const draftService = await serviceOrNull(batch.draft?.service);
    const draft = batch.draft
      ? {
          values: { ...batch.draft, ...(draftService ? {} : { service: undefined }) },
          serviceName: draftService ? await catalogueServiceName(draftService) : null,
        }
      : undefined;
    const recorded = await recordFunnelEvents(batch.sessionId, batch.at, events, draft);
    res.status(200).json(recorded);
  } catch (error) {
    logError('quote-funnel.record-failed', error);
    res.status(500).json({ error: QUOTE_FUNNEL_MESSAGES.failed });
  }
}
