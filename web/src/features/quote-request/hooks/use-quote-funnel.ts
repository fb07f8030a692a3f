import type { QuoteFunnelBatchInput } from '@fixwell/common/quote/quote-funnel';
import { QUOTE_STEPS, quoteStepSchemas, type QuoteStep } from '@fixwell/common/quote/quote-request';
import { ukPostcodeSchema } from '@fixwell/common/uk-postcode';
import { useEffect, useRef } from 'react';

import { sendQuoteFunnelEvents } from '@/features/quote-request/api/send-quote-funnel-events';
import {
  isFunnelSessionOpen,
  openFunnelSession,
} from '@/features/quote-request/hooks/quote-funnel-session';
import type { QuoteFormValues } from '@/features/quote-request/quote-form-values';
import { isBot } from '@/lib/bot-detection';

type FunnelEvent = QuoteFunnelBatchInput['events'][number];
type FunnelDraft = NonNullable<QuoteFunnelBatchInput['draft']>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function serviceOf(values: QuoteFormValues): { service?: string } {
  return SLUG.test(values.service) ? { service: values.service } : {};
}

/**
 * What a visitor leaving the form has typed, for the recovery email: only with a valid email, and
 * only the fields that pass the form's own checks (the server checks them again).
 */
export function quoteFunnelDraft(
  values: QuoteFormValues,
  step: QuoteStep,
): FunnelDraft | undefined {
  const email = quoteStepSchemas.contact.shape.email.safeParse(values.email);
  if (!email.success) return undefined;
  const name = quoteStepSchemas.contact.shape.name.safeParse(values.name);
  const postcode = ukPostcodeSchema.safeParse(values.postcode);
  return {
    email: email.data,
    step,
    ...(name.success ? { name: name.data } : {}),
    ...serviceOf(values),
    ...(postcode.success ? { postcode: postcode.data } : {}),
  };
}

/**
 * Reports the visit's way through the form for /admin/analytics/quote-form: each step entered,
 * each step completed (the form only moves forward once a step validates), and where the visitor
 * left: the page hidden or closed, or the form left for another page. Coming back reports the
 * step again, so a look at another app is not a lost customer. The sent request is counted by the
 * server when it stores it (the visit id travels with it), so nothing here can lose or fake it.
 */
export function useQuoteFunnel(step: QuoteStep, getValues: () => QuoteFormValues): void {
  const sessionRef = useRef<string | null>(null);
  const stepRef = useRef(step);
  const previousRef = useRef<QuoteStep | null>(null);
  const reachedContactRef = useRef(false);
  const leftRef = useRef(false);
  const valuesRef = useRef(getValues);
  const pendingLeaveRef = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    valuesRef.current = getValues;
  }, [getValues]);

  useEffect(() => {
    if (isBot()) return;
    sessionRef.current ??= openFunnelSession();
    stepRef.current = step;
    if (step === 'contact') reachedContactRef.current = true;
    const previous = previousRef.current;
    if (previous === step) return;
    previousRef.current = step;
    const service = serviceOf(valuesRef.current());
    const events: FunnelEvent[] = [];
    if (previous && QUOTE_STEPS.indexOf(step) > QUOTE_STEPS.indexOf(previous)) {
      events.push({ step: previous, kind: 'completed', ...service });
    }
    events.push({ step, kind: 'entered', ...service });
    sendQuoteFunnelEvents({ sessionId: sessionRef.current, events });
  }, [step]);

  useEffect(() => {
    if (isBot()) return;

    function open(): string | null {
      const id = sessionRef.current;
      return id && isFunnelSessionOpen(id) ? id : null;
    }

    function leave() {
      const sessionId = open();
      if (!sessionId || leftRef.current) return;
      leftRef.current = true;
      const values = valuesRef.current();
      const current = stepRef.current;
      const draft = reachedContactRef.current ? quoteFunnelDraft(values, current) : undefined;
      sendQuoteFunnelEvents({
        sessionId,
        events: [{ step: current, kind: 'abandoned', ...serviceOf(values) }],
        ...(draft ? { draft } : {}),
      });
    }

    function comeBack() {
      const sessionId = open();
      if (!sessionId || !leftRef.current) return;
      leftRef.current = false;
      sendQuoteFunnelEvents({
        sessionId,
        events: [{ step: stepRef.current, kind: 'entered', ...serviceOf(valuesRef.current()) }],
      });
    }

    function onVisibilityChange() {
      if (document.visibilityState === 'hidden') leave();
      else comeBack();
    }

    // A remount straight after an unmount (React's development double mount) is not a departure.
    if (pendingLeaveRef.current !== null) clearTimeout(pendingLeaveRef.current);
    pendingLeaveRef.current = null;
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', comeBack);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', comeBack);
      // Leaving the form for another page of the app is a departure too, unless it was sent.
      pendingLeaveRef.current = setTimeout(leave, 0);
    };
  }, []);
}
