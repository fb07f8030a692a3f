import { useCallback, useEffect, useRef, useState } from 'react';

export type Coordinates = { latitude: number; longitude: number };

export type GeolocationFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

export type GeolocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; coords: Coordinates }
  | { status: 'failed'; reason: GeolocationFailure; message: string };

export const GEOLOCATION_MESSAGES: Record<GeolocationFailure, string> = {
  unsupported: 'Your browser cannot share your location. Enter your postcode instead.',
  denied:
    'You have not allowed this site to use your location. Enter your postcode instead, or allow location access in your browser settings and try again.',
  unavailable:
    'We could not work out where you are. Check that location services are turned on, or enter your postcode instead.',
  timeout: 'Finding your location took too long. Try again, or enter your postcode instead.',
};

// A town-level answer is all we need: a cached fix saves battery and answers at once.
const OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 15_000,
  maximumAge: 600_000,
};

function failure(reason: GeolocationFailure): GeolocationState {
  return { status: 'failed', reason, message: GEOLOCATION_MESSAGES[reason] };
}

// GeolocationPositionError codes (the named constants are missing from some implementations).
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

function reasonOf(error: GeolocationPositionError): GeolocationFailure {
  if (error.code === PERMISSION_DENIED) return 'denied';
  if (error.code === TIMEOUT) return 'timeout';
  return 'unavailable';
}

/** The visitor's position, asked for only when they press the button (never on page load). */
export function useGeolocation() {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });
  // Each request gets a number; an answer to an older request (or after unmount) is ignored.
  const request = useRef(0);

  useEffect(
    () => () => {
      request.current += 1;
    },
    [],
  );

  const locate = useCallback(() => {
    const id = ++request.current;
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setState(failure('unsupported'));
      return;
    }
    setState({ status: 'locating' });
    geolocation.getCurrentPosition(
      (position) => {
        if (id !== request.current) return;
        const { latitude, longitude } = position.coords;
        setState({ status: 'located', coords: { latitude, longitude } });
      },
      (error) => {
        if (id !== request.current) return;
        setState(failure(reasonOf(error)));
      },
      OPTIONS,
    );
  }, []);

  const reset = useCallback(() => {
    request.current += 1;
    setState({ status: 'idle' });
  }, []);

  return { state, locate, reset };
}
