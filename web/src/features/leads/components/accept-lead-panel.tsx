import { LEAD_MESSAGES } from '@fixwell/common/lead/lead';
import { useState } from 'react';

import { confirm } from '@/components/confirm-dialog/confirm-store';
import { FormAlert } from '@/components/form/form-alert';
import { toast } from '@/components/toast/toast-store';
import { useAcceptLead } from '@/features/leads/api/accept-lead';
import { ExtraLeadsNotice } from '@/features/leads/components/extra-leads-notice';
import {
  acceptButtonText,
  acceptTerms,
  allowanceText,
  extraLeadPriceText,
} from '@/features/leads/lead-format';
import type { Lead, LeadAllowance } from '@/features/leads/lead-types';
import { CallFunctionError } from '@/lib/call-function';

export type AcceptLeadPanelProps = {
  lead: Lead;
  allowance: LeadAllowance | undefined;
  allowanceFailed: boolean;
};

/** The current extra-lead price the server sent back when the one the company saw had changed. */
function changedPrice(error: unknown): number | null {
  if (!(error instanceof CallFunctionError) || error.code !== 'failed-precondition') return null;
  const price = (error.details as { extraLeadPricePence?: unknown } | null | undefined)
    ?.extraLeadPricePence;
  return typeof price === 'number' && Number.isInteger(price) && price > 0 ? price : null;
}

function askToAccept(cost: string, extraPricePence: number | undefined): Promise<boolean> {
  if (extraPricePence === undefined) {
    return confirm({
      title: 'Accept this lead?',
      message: `${cost ? `${cost} ` : ''}Accepting uses one lead from your plan and shows you the customer's name and contact details.`,
      confirmText: 'Accept lead',
      cancelText: 'Not now',
      variant: 'info',
    });
  }
  const price = extraLeadPriceText(extraPricePence);
  return confirm({
    title: `Accept this lead for ${price}?`,
    message: `Your plan's leads for this period are used up, so this is an extra lead: ${price}, added to your next invoice. Accepting shows you the customer's name and contact details.`,
    confirmText: `Accept for ${price}`,
    cancelText: 'Not now',
    variant: 'info',
  });
}

/** Says what accepting costs, asks to confirm, then accepts; a refusal is shown as the server put it. */
export function AcceptLeadPanel({ lead, allowance, allowanceFailed }: AcceptLeadPanelProps) {
  const accept = useAcceptLead(lead.companyId);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The price the server says is current, when it differed from the one shown. */
  const [repriced, setRepriced] = useState<number | null>(null);
  const terms = acceptTerms(allowance);
  const shownTerms =
    terms.kind === 'extra' && repriced !== null ? { ...terms, pricePence: repriced } : terms;
  const blocked = terms.kind === 'extra-off' || terms.kind === 'cap-reached';

  async function acceptAt(extraPricePence: number | undefined): Promise<void> {
    const agreed = await askToAccept(allowance ? allowanceText(allowance) : '', extraPricePence);
    if (!agreed) return;
    setRefusal(null);
    try {
      const result = await accept.mutateAsync({
        leadId: lead.id,
        extraLeadPricePence: extraPricePence,
      });
      setRepriced(null);
      toast.success(
        'Lead accepted',
        result.extraLeadPricePence
          ? `An extra lead at ${extraLeadPriceText(result.extraLeadPricePence)}, on your next invoice. Contact ${result.customer.name} soon: they are expecting you.`
          : `Contact ${result.customer.name} soon: they are expecting you.`,
      );
    } catch (error) {
      const current = extraPricePence === undefined ? null : changedPrice(error);
      if (current !== null) {
        // The plan's price changed since the page loaded: show the new one and ask again.
        setRepriced(current);
        setRefusal(
          `${LEAD_MESSAGES.extraLeadPriceChanged} An extra lead now costs ${extraLeadPriceText(current)}.`,
        );
        await acceptAt(current);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      setRefusal(message);
      toast.error('Lead not accepted', message);
    }
  }

  return (
    <section className="lead-section lead-accept" aria-labelledby="lead-accept-heading">
      <h2 id="lead-accept-heading">Accept the lead</h2>
      {allowance ? <p>{allowanceText(allowance)}</p> : null}
      {allowance ? <ExtraLeadsNotice allowance={allowance} terms={shownTerms} /> : null}
      {allowanceFailed ? (
        <p>We could not read your plan&apos;s allowance; accepting checks it for you.</p>
      ) : null}
      <p>Accepting shows you the customer&apos;s name, phone number, email and full postcode.</p>
      <FormAlert message={refusal} />
      <button
        type="button"
        className="button button--primary"
        onClick={() =>
          void acceptAt(shownTerms.kind === 'extra' ? shownTerms.pricePence : undefined)
        }
        disabled={accept.isPending || blocked}
      >
        {accept.isPending ? 'Accepting…' : acceptButtonText(shownTerms)}
      </button>
    </section>
  );
}
