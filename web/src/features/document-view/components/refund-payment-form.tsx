import type { DocumentPaymentView } from '@fixwell/common/documents/document-view';
import { useEffect, useId, useRef, useState } from 'react';

import { RadioGroupField, TextAreaField, TextField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { useRefundDocumentPayment } from '@/features/document-view/api/refund-document-payment';
import { cardInWords, refundablePence } from '@/features/document-view/document-format';
import {
  refundFormSchema,
  type RefundFormValues,
} from '@/features/document-view/refund-form-schema';
import { formatLongDate, formatMoney } from '@/utils/format';

type RefundPaymentFormProps = {
  documentId: string;
  payment: DocumentPaymentView;
  onCancel: () => void;
  /** The refund was accepted by Stripe for `amountPence`; the webhook will record it. */
  onRequested: (amountPence: number) => void;
};

/**
 * The company refunds all that is left of a card payment, or part of it, with a reason. A second
 * step repeats the amount and the card before anything is sent: a refund cannot be taken back.
 */
export default function RefundPaymentForm({
  documentId,
  payment,
  onCancel,
  onRequested,
}: RefundPaymentFormProps) {
  const base = useId();
  const left = refundablePence(payment);
  const [schema] = useState(() => refundFormSchema(left));
  const form = useZodForm(schema, { defaultValues: { scope: 'full', amount: '', reason: '' } });
  const refund = useRefundDocumentPayment();
  const [confirming, setConfirming] = useState<RefundFormValues | null>(null);
  const part = form.watch('scope') === 'part';
  const card = cardInWords(payment);
  // Keyboard and screen reader users land on what just opened: the form, then the question.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  return (
    <div className="document-view__refund">
      <h3 id={`${base}-heading`} ref={headingRef} tabIndex={-1}>
        Refund the {formatMoney(payment.amountPence)} payment of {formatLongDate(payment.paidAtIso)}
      </h3>
      <Form
        form={form}
        aria-labelledby={`${base}-heading`}
        onSubmit={async (values) => {
          if (!confirming) {
            setConfirming(values);
            return;
          }
          const answer = await refund.mutateAsync({
            documentId,
            paymentIntentId: payment.id,
            ...(values.amountPence !== null ? { amountPence: values.amountPence } : {}),
            reason: values.reason,
          });
          onRequested(answer.amountPence);
        }}
      >
        {confirming ? (
          <div
            className="document-view__confirm"
            role="group"
            aria-label="Confirm the refund"
            ref={confirmRef}
            tabIndex={-1}
          >
            <p>
              Refund <strong>{formatMoney(confirming.refundPence)}</strong> to the customer’s {card}
              ? A refund cannot be undone.
            </p>
            <p className="document-view__small">Reason: {confirming.reason}</p>
            <div className="form-actions">
              <SubmitButton pendingText="Requesting the refund…">
                Yes, refund {formatMoney(confirming.refundPence)}
              </SubmitButton>
              <button
                type="button"
                className="button button--secondary"
                disabled={refund.isPending}
                onClick={() => setConfirming(null)}
              >
                Change
              </button>
            </div>
          </div>
        ) : (
          <>
            <p>
              Paid with {card}
              {payment.refundedPence > 0
                ? `; ${formatMoney(payment.refundedPence)} already refunded, ${formatMoney(left)} left`
                : ''}
              .
            </p>
            <RadioGroupField
              name="scope"
              legend="How much do you want to refund?"
              choices={[
                { value: 'full', label: `All that is left: ${formatMoney(left)}` },
                { value: 'part', label: 'Part of it' },
              ]}
            />
            {part ? (
              <TextField
                name="amount"
                label="Amount to refund"
                hint={`In pounds, up to ${formatMoney(left)}.`}
                inputMode="decimal"
                autoComplete="off"
              />
            ) : null}
            <TextAreaField name="reason" label="Reason for the refund" rows={3} />
            <div className="form-actions">
              <SubmitButton pendingText="Checking…">Continue</SubmitButton>
              <button type="button" className="button button--secondary" onClick={onCancel}>
                Cancel
              </button>
            </div>
          </>
        )}
      </Form>
    </div>
  );
}
