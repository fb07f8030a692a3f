import { withVat } from '@fixwell/common/billing/plans';
import { useState } from 'react';

import { QueryState } from '@/components/query-state';
import type { AdminPlan } from '@/features/admin-billing/admin-billing';
import { useAdminPlans } from '@/features/admin-billing/api/get-plans';
import { BillingTable, IdText } from '@/features/admin-billing/components/billing-table';
import { PlanForm } from '@/features/admin-billing/components/plan-form';
import { formatMoney } from '@/features/admin-billing/money';

import './admin-billing.css';

const COLUMNS = [
  'Plan',
  'Monthly price (ex VAT)',
  'Monthly price (inc VAT)',
  'Leads a month',
  'Extra lead',
  'Order',
  'Archived',
  'Stripe price',
  'Actions',
];

function PlanRow({ plan, onEdit }: { plan: AdminPlan; onEdit: () => void }) {
  return (
    <tr>
      <th scope="row">
        {plan.name}
        {plan.recommended ? ' (recommended)' : null}
      </th>
      <td className="data-table__number">{formatMoney(plan.monthlyPricePence)}</td>
      <td className="data-table__number">{formatMoney(withVat(plan.monthlyPricePence))}</td>
      <td className="data-table__number">{plan.leadAllowance}</td>
      <td className="data-table__number">
        {plan.extraLeadPricePence === null ? 'Not sold' : formatMoney(plan.extraLeadPricePence)}
      </td>
      <td className="data-table__number">{plan.order}</td>
      <td>{plan.archived ? 'Yes' : 'No'}</td>
      <td>{plan.stripePriceId ? <IdText>{plan.stripePriceId}</IdText> : 'None yet'}</td>
      <td>
        <button
          type="button"
          className="link-button"
          onClick={onEdit}
          aria-label={`Edit ${plan.name}`}
        >
          Edit
        </button>
      </td>
    </tr>
  );
}

/** The plans companies subscribe to, archived ones included, each editable through savePlan. */
export function PlansSection() {
  const plans = useAdminPlans();
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const edit = (plan: AdminPlan | 'new') => {
    setMessage(null);
    setEditing(plan);
  };

  return (
    <section className="admin-billing__section" aria-labelledby="plans-heading">
      <h2 id="plans-heading">Plans</h2>
      <p>
        Prices are stored without VAT. Changing a price creates a new Stripe price: new
        subscriptions pay it at once, existing ones from their next renewal.
      </p>
      <div role="status">{message ? <p className="notice">{message}</p> : null}</div>
      <QueryState query={plans} what="the plans">
        {(list) => (
          <>
            {list.length === 0 ? (
              <p>There are no plans yet.</p>
            ) : (
              <BillingTable caption="Plans" columns={COLUMNS} numberColumns={[1, 2, 3, 4, 5]}>
                {list.map((plan) => (
                  <PlanRow key={plan.id} plan={plan} onEdit={() => edit(plan)} />
                ))}
              </BillingTable>
            )}
            {editing === null ? (
              <p>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => edit('new')}
                >
                  Add plan
                </button>
              </p>
            ) : (
              <PlanForm
                key={editing === 'new' ? 'new' : editing.id}
                plan={editing === 'new' ? null : editing}
                nextOrder={Math.min(100, Math.max(0, ...list.map((plan) => plan.order)) + 1)}
                onCancel={() => setEditing(null)}
                onSaved={(saved) => {
                  setEditing(null);
                  setMessage(saved);
                }}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
