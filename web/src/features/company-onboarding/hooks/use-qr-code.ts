import { useEffect, useState } from 'react';

/** Pixels of the PNG: sharp enough to print on a flyer, small enough to download at once. */
export const QR_PNG_SIZE = 512;

export type QrCodeState =
  { status: 'loading' } | { status: 'ready'; dataUrl: string } | { status: 'failed' };

/**
 * A PNG QR code of `url` as a data URL. `qrcode` is imported only here, when a page shows a
 * code, so it costs nothing anywhere else.
 */
export function useQrCode(url: string): QrCodeState {
  const [state, setState] = useState<QrCodeState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    import('qrcode')
      .then((qrcode) =>
        qrcode.toDataURL(url, {
          type: 'image/png',
          width: QR_PNG_SIZE,
          margin: 2,
          errorCorrectionLevel: 'M',
        }),
      )
      .then(
        (dataUrl) => {
          if (!cancelled) setState({ status: 'ready', dataUrl });
        },
        () => {
          if (!cancelled) setState({ status: 'failed' });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [url]);
  return state;
}
