// The refund form takes the amount as people write it ("40" or "£40.50") and hands the server's
// own rule (refundDocumentPaymentCallable's amountPence) the pence, so its wording is the server's;
// the reason is the server's field as it is. Only the ceiling (what is left of this payment) is
// the form's own, because only the form knows which payment it is about.
import { refundDocumentPaymentCallable } from '@fixwell/common/callables';
import { z } from 'zod';

import { formatMoney } from '@/utils/format';

const refundInput = refundDocumentPaymentCallable.input;
const amountRule = refundInput.shape.amountPence.unwrap();

const AMOUNT_MESSAGE = 'Enter an amount in pounds, such as 40 or 40.50.';
const POUNDS = /^(\d{1,7}(\.\d{1,2})?|\.\d{1,2})$/;

/** "40", "£1,040.5" → pence; NaN for anything that is not an amount of pounds and pence. */
export function penceFromPoundsText(text: string): number {
  const cleaned = text.trim().replace(/^£/, '').replace(/,/g, '').trim();
  if (!POUNDS.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

export const REFUND_SCOPES = ['full', 'part'] as const;

/** The form for refunding a payment with `refundablePence` left on it. */
export function refundFormSchema(refundablePence: number) {
  return refundInput
    .pick({ reason: true })
    .extend({ scope: z.enum(REFUND_SCOPES), amount: z.string() })
    .superRefine((values, context) => {
      if (values.scope !== 'part') return;
      const blank = values.amount.trim() === '';
      // Blank goes to the server's rule as "no number", for its own "Enter the amount to refund."
      const pence = blank ? Number.NaN : penceFromPoundsText(values.amount);
      if (!blank && Number.isNaN(pence)) {
        context.addIssue({ code: 'custom', path: ['amount'], message: AMOUNT_MESSAGE });
        return;
      }
      const checked = amountRule.safeParse(pence);
      if (!checked.success) {
        context.addIssue({
          code: 'custom',
          path: ['amount'],
          message: checked.error.issues[0]?.message ?? AMOUNT_MESSAGE,
        });
        return;
      }
      if (pence > refundablePence) {
        context.addIssue({
          code: 'custom',
          path: ['amount'],
          message: `You can refund at most ${formatMoney(refundablePence)} of this payment.`,
        });
      }
    })
    .transform(({ reason, scope, amount }) => {
      if (scope === 'full') return { reason, amountPence: null, refundPence: refundablePence };
      const pence = penceFromPoundsText(amount);
      return { reason, amountPence: pence, refundPence: pence };
    });
}

export type RefundFormValues = z.output<ReturnType<typeof refundFormSchema>>;
