import { useEffect } from 'react';

import {
  WIDGET_HEIGHT_MESSAGE,
  type WidgetHeightMessage,
} from '@/features/quote-widget/widget-snippet';

/** The page's height: the body grows with its content, however tall the frame is. */
function pageHeight(): number {
  return Math.ceil(document.body.getBoundingClientRect().height);
}

/**
 * Tells the page that frames the widget how tall the widget is, at once and on every change
 * (a new step, an error message, the success message), so the partner's script can size the
 * iframe and the form never scrolls inside it. `'*'` because any site may frame the widget, and
 * the height is all the message says.
 */
export function usePostWidgetHeight(): void {
  useEffect(() => {
    const parent = window.parent;
    // Opened on its own, there is nobody to tell.
    if (!parent || parent === window) return;
    let last = 0;
    const post = () => {
      const height = pageHeight();
      if (height <= 0 || height === last) return;
      last = height;
      const message: WidgetHeightMessage = { type: WIDGET_HEIGHT_MESSAGE, height };
      parent.postMessage(message, '*');
    };
    post();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(post);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
}
