import { STICKER_SIZES, type StickerKind } from '@fixwell/common/stickers/sticker-order';

import { useQrCode } from '@/features/stickers/hooks/use-qr-code';

/**
 * One sticker as it will be printed, to scale (its width and height ratio): the company's name,
 * its trade, "Find us on Fixwell" and the QR code that opens its public profile.
 */
export function StickerPreview({
  kind,
  businessName,
  trade,
  profileUrl,
}: {
  kind: StickerKind;
  businessName: string;
  trade: string;
  profileUrl: string;
}) {
  const size = STICKER_SIZES[kind];
  const qr = useQrCode(profileUrl);
  const wide = size.widthMm / size.heightMm >= 2.5;
  return (
    <figure className="sticker-preview" aria-label={`${size.label} sticker preview`}>
      <div
        className={
          wide ? 'sticker-preview__sheet sticker-preview__sheet--wide' : 'sticker-preview__sheet'
        }
        style={{ aspectRatio: `${size.widthMm} / ${size.heightMm}` }}
      >
        <div className="sticker-preview__words">
          <p className="sticker-preview__name">{businessName}</p>
          {trade ? <p className="sticker-preview__trade">{trade}</p> : null}
          <p className="sticker-preview__find">Find us on Fixwell</p>
        </div>
        {qr ? (
          <img
            className="sticker-preview__qr"
            src={qr}
            alt={`QR code to ${profileUrl}`}
            width={120}
            height={120}
          />
        ) : (
          <span className="sticker-preview__qr sticker-preview__qr--loading" role="status">
            Drawing the QR code…
          </span>
        )}
      </div>
      <figcaption className="sticker-preview__caption">
        {size.label}, {size.size}
      </figcaption>
    </figure>
  );
}
