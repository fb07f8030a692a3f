import { useEffect, useRef, useState } from 'react';

import { readWidgetHeight, WIDGET_INITIAL_HEIGHT } from '@/features/quote-widget/widget-snippet';

import './quote-widget.css';

/**
 * The widget as a partner's visitors will see it, framed from our own origin and sized by the
 * same height messages the embed script listens for.
 */
export function WidgetPreview({ src, title }: { src: string; title: string }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(WIDGET_INITIAL_HEIGHT);

  useEffect(() => {
    const expectedOrigin = new URL(src, window.location.href).origin;
    function onMessage(event: MessageEvent) {
      if (event.origin !== expectedOrigin) return;
      if (event.source !== frameRef.current?.contentWindow) return;
      const next = readWidgetHeight(event.data);
      if (next !== null) setHeight(next);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [src]);

  return (
    <iframe
      ref={frameRef}
      // A new address (another service) is a new form: reload the frame.
      key={src}
      src={src}
      title={title}
      className="widget-preview__frame"
      style={{ height }}
    />
  );
}
