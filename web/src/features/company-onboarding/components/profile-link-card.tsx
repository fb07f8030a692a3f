import { useId, useState } from 'react';

import { useQrCode } from '@/features/company-onboarding/hooks/use-qr-code';

import './company-onboarding.css';

type ProfileLinkCardProps = {
  /** The public profile's full address. */
  url: string;
  /** Whether the address works yet (a hidden profile's link finds nothing). */
  published: boolean;
  slug: string;
};

/** The profile's link with a copy button, and its QR code to show or download as a PNG. */
export function ProfileLinkCard({ url, published, slug }: ProfileLinkCardProps) {
  const id = useId();
  const qr = useQrCode(url);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <section className="profile-link card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Your profile’s link</h2>
      {published ? null : <p>This will be your profile’s address once it is published.</p>}
      <div className="profile-link__row">
        <label className="visually-hidden" htmlFor={`${id}-url`}>
          Your profile’s link
        </label>
        <input
          id={`${id}-url`}
          className="profile-link__url"
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Copy link
        </button>
      </div>
      <p className="profile-link__copied" role="status">
        {copied === 'yes' ? 'Link copied.' : null}
        {copied === 'failed'
          ? 'Your browser did not let us copy: select the link and copy it.'
          : null}
      </p>
      <h3>QR code</h3>
      <p>Put it on your van, flyers or invoices: a phone’s camera opens your profile.</p>
      <div className="profile-link__qr">
        {qr.status === 'ready' ? (
          <>
            <img
              src={qr.dataUrl}
              width={200}
              height={200}
              alt={`QR code for ${url}`}
              className="profile-link__qr-image"
            />
            <a
              className="button button--secondary"
              href={qr.dataUrl}
              download={`fixwell-${slug}-qr.png`}
            >
              Download QR code (PNG)
            </a>
          </>
        ) : qr.status === 'failed' ? (
          <p role="alert">We could not draw the QR code. Please reload the page.</p>
        ) : (
          <p aria-busy="true">Drawing your QR code…</p>
        )}
      </div>
    </section>
  );
}
