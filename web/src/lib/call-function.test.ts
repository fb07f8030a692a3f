import { describe, expect, it } from 'vitest';

import { CALL_FAILED_MESSAGE, functionErrorCode, toCallFunctionError } from '@/lib/call-function';

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
    expect(
      toCallFunctionError({ code: 'functions/internal' }, { fallback: 'Not sent.' }).message,
    ).toBe('Not sent.');
  });
});

describe("a feature's own messages", () => {
  const wording = {
    fallback: 'Not deleted.',
    messages: { 'failed-precondition': 'Cancel first.' },
  };

  it("shows the function's message, or the feature's, only for the codes the feature names", () => {
    expect(
      toCallFunctionError(
        { code: 'functions/failed-precondition', message: 'Plan active.' },
        wording,
      ).message,
    ).toBe('Plan active.');
    expect(toCallFunctionError({ code: 'functions/failed-precondition' }, wording).message).toBe(
      'Cancel first.',
    );
    expect(
      toCallFunctionError({ code: 'functions/not-found', message: 'No such user.' }, wording)
        .message,
    ).toBe('Not deleted.');
  });

  it('keeps the code and details for callers that need more than words', () => {
    const error = toCallFunctionError({
      code: 'functions/invalid-argument',
      message: 'Check the form.',
      details: { fields: { postcode: 'Enter a postcode' } },
    });
    expect(error).toMatchObject({
      code: 'invalid-argument',
      details: { fields: { postcode: 'Enter a postcode' } },
    });
  });
});

describe('functionErrorCode', () => {
  it("reads the code without the SDK's prefix, and null when there is none", () => {
    expect(functionErrorCode({ code: 'functions/not-found' })).toBe('not-found');
    expect(functionErrorCode({ code: 'permission-denied' })).toBe('permission-denied');
    expect(functionErrorCode(new Error('offline'))).toBeNull();
    expect(functionErrorCode(null)).toBeNull();
  });
});
