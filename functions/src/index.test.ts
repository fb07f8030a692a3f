import { describe, expect, it } from 'vitest';

import { CALLABLE_NAMES } from '@fixwell/common/callables';

import * as functions from './index';

/** The exports `onCall` made (their endpoint says so), whatever module defines them. */
function callableExports(): string[] {
  return Object.entries(functions)
    .filter(([, value]) => {
      const endpoint = (value as { __endpoint?: { callableTrigger?: unknown } }).__endpoint;
      return endpoint?.callableTrigger !== undefined;
    })
    .map(([name]) => name);
}

describe('the callable registry and the deployed functions', () => {
  it('exports a callable for every registry entry, and no callable the registry lacks', () => {
    expect(callableExports().sort()).toEqual([...CALLABLE_NAMES].sort());
  });
});
