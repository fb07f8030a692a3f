import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it: for code that can wait until
 * what the person came for is on screen (its download would otherwise compete with that paint).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame is painted after requestAnimationFrame's callbacks; the timeout runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}
