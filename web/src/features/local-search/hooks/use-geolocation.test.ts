import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { GEOLOCATION_MESSAGES, useGeolocation } from './use-geolocation';

type Callbacks = { success: PositionCallback; failure: PositionErrorCallback };

function stubGeolocation() {
  const calls: Callbacks[] = [];
  const getCurrentPosition = vi.fn((success: PositionCallback, failure: PositionErrorCallback) => {
    calls.push({ success, failure });
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return { calls, getCurrentPosition };
}

const position = (latitude: number, longitude: number) =>
  ({ coords: { latitude, longitude } }) as GeolocationPosition;
const failure = (code: number) => ({ code, message: 'failed' }) as GeolocationPositionError;

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('useGeolocation', () => {
  it('asks only when told to, then reports the position', () => {
    const { calls, getCurrentPosition } = stubGeolocation();
    const { result } = renderHook(() => useGeolocation());
    expect(result.current.state).toEqual({ status: 'idle' });
    expect(getCurrentPosition).not.toHaveBeenCalled();

    act(() => result.current.locate());
    expect(result.current.state).toEqual({ status: 'locating' });

    act(() => calls[0]!.success(position(53.8, -1.55)));
    expect(result.current.state).toEqual({
      status: 'located',
      coords: { latitude: 53.8, longitude: -1.55 },
    });
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ] as const)('explains error code %i as %s', (code, reason) => {
    const { calls } = stubGeolocation();
    const { result } = renderHook(() => useGeolocation());
    act(() => result.current.locate());
    act(() => calls[0]!.failure(failure(code)));
    expect(result.current.state).toEqual({
      status: 'failed',
      reason,
      message: GEOLOCATION_MESSAGES[reason],
    });
  });

  it('reports a browser without geolocation', () => {
    const { result } = renderHook(() => useGeolocation());
    act(() => result.current.locate());
    expect(result.current.state).toMatchObject({ status: 'failed', reason: 'unsupported' });
  });

  it('ignores an answer that arrives after a reset', () => {
    const { calls } = stubGeolocation();
    const { result } = renderHook(() => useGeolocation());
    act(() => result.current.locate());
    act(() => result.current.reset());
    act(() => calls[0]!.success(position(51.5, -0.12)));
    expect(result.current.state).toEqual({ status: 'idle' });
  });
});
