import { useState } from 'react';

import { confirm } from '@/components/confirm-dialog/confirm-store';
import { FormAlert } from '@/components/form/form-alert';
import { toast } from '@/components/toast/toast-store';
import { useAcceptLead } from '@/features/leads/api/accept-lead';
import { allowanceText } from '@/features/leads/lead-format';
import type { Lead, LeadAllowance } from '@/features/leads/lead-types';

export type AcceptLeadPanelProps = {
  lead: Lead;
  allowance: LeadAllowance | undefined;
  allowanceFailed: boolean;
};

/** Says what accepting costs, asks to confirm, then accepts; a refusal is shown as the server put it. */
export function AcceptLeadPanel({ lead, allowance, allowanceFailed }: AcceptLeadPanelProps) {
  const accept = useAcceptLead(lead.companyId);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function onAccept() {
    const cost = allowance ? allowanceText(allowance) : '';
    const agreed = await confirm({
      title: 'Accept this lead?',
      message: `${cost ? `${cost} ` : ''}Accepting uses one lead from your plan and shows you the customer's name and contact details.`,
      confirmText: 'Accept lead',
      cancelText: 'Not now',
      variant: 'info',
    });
    if (!agreed) return;
    setRefusal(null);
    try {
      const result = await accept.mutateAsync(lead.id);
      toast.success(
        'Lead accepted',
        `Contact ${result.customer.name} soon: they are expecting you.`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setRefusal(message);
      toast.error('Lead not accepted', message);
    }
  }

  return (
    <section className="lead-section lead-accept" aria-labelledby="lead-accept-heading">
      <h2 id="lead-accept-heading">Accept the lead</h2>
      {allowance ? <p>{allowanceText(allowance)}</p> : null}
      {allowanceFailed ? (
        <p>We could not read your plan&apos;s allowance; accepting checks it for you.</p>
      ) : null}
      <p>Accepting shows you the customer&apos;s name, phone number, email and full postcode.</p>
      <FormAlert message={refusal} />
      <button
        type="button"
        className="button button--primary"
        onClick={() => void onAccept()}
        disabled={accept.isPending}
      >
        {accept.isPending ? 'Accepting…' : 'Accept lead'}
      </button>
    </section>
  );
}
