import { describe, expect, it } from 'vitest';

import {
  QUOTE_FUNNEL_MESSAGES,
  quoteFunnelBatchError,
  quoteFunnelBatchSchema,
  recoveryAlreadySentMessage,
} from './quote-funnel';
import { quoteRequestSchema } from './quote-request';

const SESSION = '0123456789abcdef0123456789abcdef';

function errorOf(body: unknown): string {
  const parsed = quoteFunnelBatchSchema.safeParse(body);
  if (parsed.success) throw new Error('Expected the batch to be refused');
  return quoteFunnelBatchError(parsed.error);
}

describe('quoteFunnelBatchSchema', () => {
  it('accepts a batch of step events with an optional service', () => {
    const parsed = quoteFunnelBatchSchema.parse({
      sessionId: SESSION,
      at: 1,
      events: [
        { step: 'service', kind: 'completed', service: 'plumber' },
        { step: 'job', kind: 'entered', service: 'plumber' },
      ],
    });
    expect(parsed.events).toHaveLength(2);
  });

  it('normalises a draft: trimmed lower-case email, postcode in its canonical form', () => {
    const parsed = quoteFunnelBatchSchema.parse({
      sessionId: SESSION,
      at: 1,
      events: [{ step: 'contact', kind: 'abandoned', service: 'plumber' }],
      draft: { email: ' Priya@Example.CO.UK ', name: 'Priya', postcode: 'ls62ab', step: 'contact' },
    });
    expect(parsed.draft).toEqual({
      email: 'priya@example.co.uk',
      name: 'Priya',
      postcode: 'LS6 2AB',
      step: 'contact',
    });
  });

  it('refuses a batch with a message that says what is wrong and where', () => {
    expect(
      errorOf({ sessionId: 'short', at: 1, events: [{ step: 'job', kind: 'entered' }] }),
    ).toMatch(/^sessionId: /);
    expect(errorOf({ sessionId: SESSION, at: 1, events: [] })).toBe(
      `events: ${QUOTE_FUNNEL_MESSAGES.events}`,
    );
    expect(
      errorOf({
        sessionId: SESSION,
        at: 1,
        events: Array.from({ length: 11 }, () => ({ step: 'job', kind: 'entered' })),
      }),
    ).toBe(`events: ${QUOTE_FUNNEL_MESSAGES.events}`);
    expect(
      errorOf({ sessionId: SESSION, at: 1, events: [{ step: 'payment', kind: 'entered' }] }),
    ).toMatch(/^events\.0\.step: /);
    expect(
      errorOf({
        sessionId: SESSION,
        at: 1,
        events: [{ step: 'job', kind: 'entered', service: 'Not A Slug' }],
      }),
    ).toMatch(/^events\.0\.service: /);
    expect(
      errorOf({
        sessionId: SESSION,
        at: 1,
        events: [{ step: 'contact', kind: 'abandoned' }],
        draft: { email: 'priya@', step: 'contact' },
      }),
    ).toBe('draft.email: Enter a valid email address, such as name@example.co.uk.');
  });

  it('needs the time the browser made the batch, to order its beacons', () => {
    expect(errorOf({ sessionId: SESSION, events: [{ step: 'job', kind: 'entered' }] })).toMatch(
      /^at: /,
    );
  });

  it('leaves the last step and the sent request to the server', () => {
    expect(
      errorOf({ sessionId: SESSION, at: 1, events: [{ step: 'contact', kind: 'completed' }] }),
    ).toBe(`events.0: ${QUOTE_FUNNEL_MESSAGES.contactCompleted}`);
    expect(
      errorOf({ sessionId: SESSION, at: 1, events: [{ step: 'submitted', kind: 'entered' }] }),
    ).toMatch(/^events\.0\.step: /);
  });
});

describe('quoteRequestSchema draftId', () => {
  it('is optional and must look like a funnel visit id', () => {
    const shape = quoteRequestSchema.shape.draftId;
    expect(shape.safeParse(undefined).success).toBe(true);
    expect(shape.safeParse(SESSION).success).toBe(true);
    expect(shape.safeParse('../quotes/x').success).toBe(false);
  });
});

describe('recoveryAlreadySentMessage', () => {
  it('says when the reminder went, and that there is only one', () => {
    expect(recoveryAlreadySentMessage('22 November 2026')).toBe(
      'A recovery email was already sent on 22 November 2026. Each abandoned request gets one reminder only.',
    );
  });
});
