import type { DocumentView } from '@fixwell/common/documents/document-view';

import { ContactCompany } from '@/features/document-view/components/contact-company';

/**
 * How to pay when card payment is not available (the company has not set up card payments, or
 * does not take them for this document): the document's own payment terms and how to reach the
 * company. `what` names what is being paid: "this invoice", "the deposit". `heading` is false where
 * the page's own heading already says "How to pay".
 */
export function HowToPay({
  view,
  what,
  heading = true,
}: {
  view: DocumentView;
  what: string;
  heading?: boolean;
}) {
  const terms = view.paymentTerms.trim();
  return (
    <div className="document-view__how-to-pay">
      {heading ? <h3>How to pay</h3> : null}
      <p>Card payment is not available for {what}.</p>
      {terms ? (
        <>
          <p>Pay {view.company.name} as their payment terms say:</p>
          <p className="document-view__terms">{terms}</p>
        </>
      ) : (
        <p>Ask {view.company.name} how they would like to be paid.</p>
      )}
      <ContactCompany company={view.company} />
    </div>
  );
}
