import { lazy, type ComponentType } from 'react';

// A part of a page loaded after the page's own code (React.lazy), which the prerender and the
// render function can still draw. React suspends on a lazy part the first time it meets it; with
// renderToString that leaves the part for the browser, which then redraws it instead of hydrating.
// The renderers wait for the parts to arrive and draw the page again (entry-prerender.tsx).

const loading = new Set<Promise<unknown>>();

// The same constraint as React.lazy's own: any component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => {
    const module = load();
    loading.add(module);
    void module.finally(() => loading.delete(module)).catch(() => {});
    return module;
  });
}

/** Waits for the lazy parts still loading; false when none was (no need to draw again). */
export async function lazyPartsLoaded(): Promise<boolean> {
  if (loading.size === 0) return false;
  await Promise.allSettled([...loading]);
  return true;
}
