import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates prerendered markup, true from the render after
 * that (and at once when the app draws a page itself). Whatever only the browser knows, such as
 * who is signed in, waits for it, so the first render matches the prerendered page and React
 * hydrates it instead of drawing it again.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
