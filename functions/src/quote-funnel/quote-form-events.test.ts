import { describe, expect, it } from 'vitest';

import { incrementFields } from './funnel-store';
import { readJsonBody } from './quote-form-events';

describe('readJsonBody', () => {
  const json = '{"sessionId":"abc","events":[]}';

  it('reads a parsed JSON body, a text/plain beacon and a raw Blob body alike', () => {
    const expected = { sessionId: 'abc', events: [] };
    expect(readJsonBody(expected, undefined)).toEqual(expected);
    expect(readJsonBody(json, Buffer.from(json))).toEqual(expected);
    expect(readJsonBody(Buffer.from(json), undefined)).toEqual(expected);
    expect(readJsonBody(undefined, Buffer.from(json))).toEqual(expected);
  });

  it('answers undefined for anything that is not JSON', () => {
    expect(readJsonBody('not json', undefined)).toBeUndefined();
    expect(readJsonBody(undefined, undefined)).toBeUndefined();
  });
});

describe('incrementFields', () => {
  it('nests dotted paths for a merge', () => {
    const fields = incrementFields({ 'steps.job.entered': 1, 'services.plumber.job.entered': -1 });
    expect(Object.keys(fields)).toEqual(['steps', 'services']);
    expect(Object.keys((fields.services as Record<string, object>).plumber!)).toEqual(['job']);
  });
});
