import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Lazily loaded pages render a moment after the URL changes, so a hash target may not exist yet. */
const HASH_TARGET_ATTEMPTS = 20;
const HASH_TARGET_INTERVAL_MS = 50;

function scrollBehaviour(): ScrollBehavior {
  const reduce =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'auto' : 'smooth';
}

function findHashTarget(hash: string): HTMLElement | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // A malformed escape: look the hash up as it is.
  }
  return document.getElementById(id);
}

/**
 * Called once by the root layout: on every change of page, scrolls to the top, or to the element
 * the hash names. Smooth unless the user prefers reduced motion.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const previousPathname = useRef<string | null>(null);

  useEffect(() => {
    const isFirstRender = previousPathname.current === null;
    const pathChanged = previousPathname.current !== pathname;
    previousPathname.current = pathname;
    const behavior = scrollBehaviour();

    if (hash) {
      let attempts = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const tryScroll = () => {
        const target = findHashTarget(hash);
        if (target) {
          target.scrollIntoView({ behavior, block: 'start' });
          return;
        }
        attempts += 1;
        if (attempts < HASH_TARGET_ATTEMPTS) timer = setTimeout(tryScroll, HASH_TARGET_INTERVAL_MS);
        else if (pathChanged && !isFirstRender) window.scrollTo({ top: 0, left: 0, behavior });
      };
      tryScroll();
      return () => clearTimeout(timer);
    }

    // On first load the browser already decides where we are (top, or restored after a reload).
    if (pathChanged && !isFirstRender) window.scrollTo({ top: 0, left: 0, behavior });
    return undefined;
  }, [pathname, hash]);
}
