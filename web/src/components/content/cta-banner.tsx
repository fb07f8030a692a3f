import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

import './content.css';

export type CtaAudience = 'homeowner' | 'professional';

export type CtaLink = { to: string; label: string };

export type CtaBannerProps = {
  /** Homeowners are sent to the quote form; professionals to company sign-up. */
  audience?: CtaAudience;
  heading?: ReactNode;
  text?: ReactNode;
  /** The main button's label; the defaults are "Get free quotes" and "Join as a professional". */
  actionLabel?: string;
  /** A quieter second link, such as "See plans and prices". */
  secondary?: CtaLink;
  headingLevel?: 2 | 3;
};

/** Where each audience's main button goes: the quote form, or sign-up with "company" chosen. */
export const CTA_TARGETS: Record<CtaAudience, string> = {
  homeowner: paths.quote,
  professional: `${paths.signup}?role=company`,
};

const DEFAULTS: Record<CtaAudience, { heading: string; text: string; actionLabel: string }> = {
  homeowner: {
    heading: 'Get free quotes from local trades',
    text: 'Tell us about the job in a couple of minutes. Up to three checked local companies that cover your area can quote, and you are under no obligation to accept any of them.',
    actionLabel: 'Get free quotes',
  },
  professional: {
    heading: 'Win more local work with Fixwell',
    text: 'Create your company account, choose a monthly plan and start receiving leads from homeowners in the areas you cover. No joining fee and no minimum term.',
    actionLabel: 'Join as a professional',
  },
};

/** A call to action that closes a page: a short pitch and one clear button. */
export function CtaBanner({
  audience = 'homeowner',
  heading,
  text,
  actionLabel,
  secondary,
  headingLevel = 2,
}: CtaBannerProps) {
  const headingId = useId();
  const defaults = DEFAULTS[audience];
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={`cta-banner cta-banner--${audience}`} aria-labelledby={headingId}>
      <Heading id={headingId}>{heading ?? defaults.heading}</Heading>
      <p className="cta-banner__text">{text ?? defaults.text}</p>
      <p className="cta-banner__actions">
        <Link className="button button--primary button--large" to={CTA_TARGETS[audience]}>
          {actionLabel ?? defaults.actionLabel}
        </Link>
        {secondary ? (
          <Link className="button button--secondary button--large" to={secondary.to}>
            {secondary.label}
          </Link>
        ) : null}
      </p>
    </section>
  );
}
