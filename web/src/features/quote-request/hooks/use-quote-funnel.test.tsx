import type { QuoteStep } from '@fixwell/common/quote/quote-request';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { finishFunnelSession } from '@/features/quote-request/hooks/quote-funnel-session';
import { useQuoteFunnel } from '@/features/quote-request/hooks/use-quote-funnel';
import {
  BLANK_QUOTE_VALUES,
  type QuoteFormValues,
} from '@/features/quote-request/quote-form-values';

const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true);

function sent() {
  return beacon.mock.calls.map(([url, body]) => ({ url, ...JSON.parse(String(body)) }));
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

let values: QuoteFormValues;

function renderFunnel(step: QuoteStep) {
  return renderHook(({ current }) => useQuoteFunnel(current, () => values), {
    initialProps: { current: step },
  });
}

beforeEach(() => {
  sessionStorage.clear();
  values = { ...BLANK_QUOTE_VALUES };
  beacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});
afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
});

describe('useQuoteFunnel', () => {
  it('reports each step entered, and a step completed when the form moves forward', () => {
    const { rerender } = renderFunnel('service');
    values = { ...values, service: 'plumber' };
    rerender({ current: 'job' });
    rerender({ current: 'service' });

    const [first, second, third] = sent();
    expect(first!.url).toBe('/api/quote-form-events');
    expect(first!.sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(first!.at).toBeGreaterThan(0);
    expect(first!.events).toEqual([{ step: 'service', kind: 'entered' }]);
    expect(second).toMatchObject({
      sessionId: first!.sessionId,
      events: [
        { step: 'service', kind: 'completed', service: 'plumber' },
        { step: 'job', kind: 'entered', service: 'plumber' },
      ],
    });
    // Back is not a completion.
    expect(third!.events).toEqual([{ step: 'service', kind: 'entered', service: 'plumber' }]);
  });

  it('keeps one visit across a reload', () => {
    renderFunnel('service').unmount();
    renderFunnel('job');
    const ids = new Set(sent().map((batch) => batch.sessionId));
    expect(ids.size).toBe(1);
  });

  it('reports a departure with the draft once the contact step has a valid email, and the return', () => {
    values = {
      ...values,
      service: 'plumber',
      postcode: 'ls6 2ab',
      name: 'Priya Shah',
      email: ' Priya@Example.co.uk ',
    };
    renderFunnel('contact');
    beacon.mockClear();

    setVisibility('hidden');
    // pagehide follows on a close: still one departure.
    window.dispatchEvent(new Event('pagehide'));
    setVisibility('visible');

    const [left, back, ...rest] = sent();
    expect(rest).toHaveLength(0);
    expect(left).toMatchObject({
      events: [{ step: 'contact', kind: 'abandoned', service: 'plumber' }],
      draft: {
        email: 'priya@example.co.uk',
        name: 'Priya Shah',
        service: 'plumber',
        postcode: 'LS6 2AB',
        step: 'contact',
      },
    });
    expect(back).toMatchObject({ events: [{ step: 'contact', kind: 'entered' }] });
    expect(back).not.toHaveProperty('draft');
  });

  it('sends no draft before the contact step, nor with an email that is not valid', () => {
    values = { ...values, email: 'priya@example.co.uk' };
    const { rerender } = renderFunnel('job');
    setVisibility('hidden');
    setVisibility('visible');
    values = { ...values, email: 'priya@' };
    rerender({ current: 'contact' });
    setVisibility('hidden');
    const departures = sent().filter((batch) => batch.events[0].kind === 'abandoned');
    expect(departures).toHaveLength(2);
    expect(departures.every((batch) => batch.draft === undefined)).toBe(true);
  });

  it('reports leaving the form for another page, but not once the request is sent', () => {
    vi.useFakeTimers();
    const left = renderFunnel('place');
    left.unmount();
    act(() => void vi.runAllTimers());
    expect(sent().at(-1)!.events).toEqual([{ step: 'place', kind: 'abandoned' }]);

    sessionStorage.clear();
    beacon.mockClear();
    const done = renderFunnel('contact');
    finishFunnelSession();
    done.unmount();
    act(() => void vi.runAllTimers());
    setVisibility('hidden');
    expect(sent().map((batch) => batch.events[0].kind)).toEqual(['entered']);
  });
});
