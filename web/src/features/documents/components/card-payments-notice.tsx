import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useTakesCardPayments } from '@/features/documents/api/get-editor-data';

/**
 * Said beside the payment terms while the company cannot take cards: its customers will see no
 * "Pay by card" button, so the terms are how they learn to pay (bank details, cash, cheque).
 */
export function CardPaymentsNotice({ companyId }: { companyId: string }) {
  const takesCards = useTakesCardPayments(companyId);
  if (takesCards.data !== false) return null;
  return (
    <p className="notice" role="note">
      Customers cannot pay by card until you{' '}
      <Link to={paths.companyStripeConnect}>set up card payments</Link>. Until then, say in the
      payment terms how to pay you, for example your bank details.
    </p>
  );
}
