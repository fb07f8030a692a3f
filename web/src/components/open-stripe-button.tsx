import type { ReactNode } from 'react';

export type OpenStripeButtonProps = {
  /** While the link to Stripe's page is made: "Opening Stripe…", and no second click. */
  pending: boolean;
  onClick: () => void;
  variant: 'primary' | 'secondary';
  children: ReactNode;
};

/** A button that sends the browser to one of Stripe's hosted pages. */
export function OpenStripeButton({ pending, onClick, variant, children }: OpenStripeButtonProps) {
  return (
    <button
      type="button"
      className={`button button--${variant}`}
      onClick={onClick}
      disabled={pending}
    >
      {pending ? 'Opening Stripe…' : children}
    </button>
  );
}
