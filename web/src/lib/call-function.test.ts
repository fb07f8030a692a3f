import { describe, expect, it } from 'vitest';

import { CALL_FAILED_MESSAGE, toCallFunctionError } from '@/lib/call-function';

describe('toCallFunctionError', () => {
  it("keeps the function's own message for refusals written for people", () => {
    const error = toCallFunctionError({
      code: 'functions/resource-exhausted',
      message: 'You have used all the leads in your plan.',
    });
    expect(error.message).toBe('You have used all the leads in your plan.');
    expect(
      toCallFunctionError({ code: 'functions/not-found', message: 'No such lead. [404]' }).message,
    ).toBe('No such lead.');
  });

  it('replaces internal failures and network errors with a plain message', () => {
    expect(toCallFunctionError({ code: 'functions/internal', message: 'INTERNAL' }).message).toBe(
      CALL_FAILED_MESSAGE,
    );
    expect(toCallFunctionError(new TypeError('Failed to fetch')).message).toBe(CALL_FAILED_MESSAGE);
    expect(toCallFunctionError({ code: 'functions/not-found', message: '  ' }).message).toBe(
      CALL_FAILED_MESSAGE,
    );
    expect(toCallFunctionError({ code: 'functions/internal' }, 'Not sent.').message).toBe(
      'Not sent.',
    );
  });
});
