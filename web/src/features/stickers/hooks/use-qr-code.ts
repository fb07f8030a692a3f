import { useEffect, useState } from 'react';

/**
 * An SVG QR code for `url` as a data URL, or null while the encoder loads. `qrcode` is imported
 * here only, when a page first draws a code, so it costs nothing anywhere else.
 */
export function useQrCode(url: string): string | null {
  const [svg, setSvg] = useState<{ url: string; dataUrl: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    void import('qrcode')
      .then((qrcode) => qrcode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }))
      .then((markup) => {
        if (!cancelled) {
          setSvg({
            url,
            dataUrl: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`,
          });
        }
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [url]);
  return svg?.url === url ? svg.dataUrl : null;
}
