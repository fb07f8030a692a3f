import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it and has a moment to spare (an
 * idle period, at most a second later): for code that can wait until what the person came for is
 * on screen, whose download would otherwise compete with that paint.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(done, { timeout: 1000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(done, 200);
    return () => clearTimeout(timer);
  }, []);
  return painted;
}
