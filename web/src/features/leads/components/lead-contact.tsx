import type { LeadCustomer } from '@fixwell/common/lead/lead';

import { LeadFact } from '@/features/leads/components/lead-fact';

/** The customer's phone number, which a tap dials. */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>;
}

export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

/**
 * The customer's details, which the lead carries only once the company has accepted it; null
 * while the acceptance is still on its way to this page.
 */
export function LeadContact({ customer }: { customer: LeadCustomer | null }) {
  if (!customer) return <p role="status">Loading the customer&apos;s details…</p>;
  return (
    <section className="lead-section lead-contact" aria-labelledby="lead-contact-heading">
      <h2 id="lead-contact-heading">Customer</h2>
      <dl className="lead-facts lead-facts--wide">
        <LeadFact term="Name">{customer.name}</LeadFact>
        <LeadFact term="Phone">
          <PhoneLink phone={customer.phone} />
        </LeadFact>
        <LeadFact term="Email">
          <EmailLink email={customer.email} />
        </LeadFact>
        <LeadFact term="Postcode">{customer.postcode}</LeadFact>
      </dl>
    </section>
  );
}
