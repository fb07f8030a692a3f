// Stripe's test cards, as far as the stand-in needs them.
import { StripeError } from './errors';

export type CardBehaviour = 'ok' | 'fail_charges';

export interface Card {
  brand: string;
  last4: string;
  behaviour: CardBehaviour;
}

export const CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Attaches to a customer, but every later charge fails. */
  attachesThenFails: '4000000000000341',
} as const;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

const declined = (declineCode: string, message: string) =>
  new StripeError(402, 'card_error', message, {
    code: 'card_declined',
    decline_code: declineCode,
    param: '',
  });

/**
 * Checks a card number as Stripe's test mode would. `charge` is true when the card pays at once
 * (Checkout), false when it is only attached (the portal's "update card"). Throws a card error.
 */
export function checkCard(number: string, charge: boolean): Card {
  const digits = number.replace(/[\s-]/g, '');
  if (digits === '')
    throw new StripeError(402, 'card_error', 'Your card number is incomplete.', {
      code: 'incomplete_number',
      param: 'number',
    });
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits))
    throw new StripeError(402, 'card_error', 'Your card number is invalid.', {
      code: 'invalid_number',
      param: 'number',
    });
  if (digits === CARDS.declined) throw declined('generic_decline', 'Your card was declined.');
  if (digits === CARDS.insufficientFunds)
    throw declined('insufficient_funds', 'Your card has insufficient funds.');
  if (digits === CARDS.attachesThenFails && charge)
    throw declined('generic_decline', 'Your card was declined.');
  return {
    brand: brandOf(digits),
    last4: digits.slice(-4),
    behaviour: digits === CARDS.attachesThenFails ? 'fail_charges' : 'ok',
  };
}
