import { doc, getDoc } from 'firebase/firestore';

import type { LeadAllowance } from '@/features/leads/lead-types';
import { firestore } from '@/lib/firestore';
import { toDateOrNull } from '@/lib/firestore-live';

function asCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

async function readPlan(planId: unknown) {
  if (typeof planId !== 'string' || !planId) return null;
  const plan = await getDoc(doc(firestore(), 'plans', planId));
  if (!plan.exists()) return null;
  const name = plan.get('name');
  return {
    allowance: asCount(plan.get('leadAllowance')),
    name: typeof name === 'string' ? name : null,
  };
}

/**
 * What the company may still accept this period. `leadAllowances/{uid}` appears with the first
 * acceptance; until then (or once its period has ended, when the count starts again) the plan of
 * the company's subscription says how many leads it includes, none of them used yet.
 */
export async function getLeadAllowance(
  companyId: string,
  now = new Date(),
): Promise<LeadAllowance> {
  const db = firestore();
  const [counter, subscription] = await Promise.all([
    getDoc(doc(db, 'leadAllowances', companyId)),
    getDoc(doc(db, 'subscriptions', companyId)),
  ]);
  const periodEnd = counter.exists() ? toDateOrNull(counter.get('periodEnd')) : null;
  const current = counter.exists() && periodEnd !== null && periodEnd.getTime() > now.getTime();
  const plan = await readPlan(
    current ? (counter.get('planId') ?? subscription.get('planId')) : subscription.get('planId'),
  );
  const subscriptionEnd = toDateOrNull(subscription.get('currentPeriodEnd'));

  const allowance = current ? asCount(counter.get('allowance')) : (plan?.allowance ?? 0);
  const used = current ? asCount(counter.get('used')) : 0;
  return {
    allowance,
    used,
    remaining: Math.max(0, allowance - used),
    periodEnd: current ? periodEnd : subscriptionEnd,
    planName: plan?.name ?? null,
  };
}
