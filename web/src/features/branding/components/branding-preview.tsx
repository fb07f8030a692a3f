import { useId, type CSSProperties } from 'react';

import { FIXWELL_BLUE } from '@/features/branding/brand-colour';

import './branding.css';

export type BrandingPreviewProps = {
  /** The trading name, else the business name: what documents show. */
  name: string;
  /** A whole `#rrggbb`, or null for Fixwell blue. */
  brandColour: string | null;
  logoUrl: string | null;
  footerText: string | null;
};

/**
 * The top and foot of a quote as a customer would see it with this branding, and a button in the
 * brand colour as the profile and widget draw it. Updates as the company types; nothing in it
 * can be pressed.
 */
export function BrandingPreview({ name, brandColour, logoUrl, footerText }: BrandingPreviewProps) {
  const captionId = useId();
  const style = { '--branding-preview': brandColour ?? FIXWELL_BLUE } as CSSProperties;
  return (
    <figure className="branding-preview" style={style} aria-labelledby={captionId}>
      <figcaption id={captionId} className="branding-preview__caption">
        Preview
      </figcaption>
      <div className="branding-preview__sheet">
        <div className="branding-preview__header">
          <div className="branding-preview__brand">
            {logoUrl ? (
              <img className="branding-preview__logo" src={logoUrl} alt={`${name} logo`} />
            ) : null}
            <p className="branding-preview__name">{name}</p>
          </div>
          <p className="branding-preview__title">Quote Q-0001</p>
        </div>
        <p className="branding-preview__band">Boiler service and safety check</p>
        <p className="branding-preview__actions">
          <span className="branding-preview__button">Accept quote</span>
        </p>
        {footerText ? <p className="branding-preview__footer">{footerText}</p> : null}
      </div>
    </figure>
  );
}
