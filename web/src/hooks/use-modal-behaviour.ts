import { useEffect, type RefObject } from 'react';

/**
 * What every modal dialog of the app does while open: focus starts on `initialFocus`, Escape calls
 * `onEscape`, the page behind stops scrolling, and focus returns to where it was on close.
 */
export function useModalBehaviour(
  open: boolean,
  initialFocus: RefObject<HTMLElement | null>,
  onEscape: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    initialFocus.current?.focus();

    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open, initialFocus, onEscape]);
}
