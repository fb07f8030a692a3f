import { planEditSchema } from '@fixwell/common/billing/plans';
import { z } from 'zod';

import type { AdminPlan } from '@/features/admin-billing/admin-billing';
import {
  numberText,
  optionalPoundsText,
  penceToPoundsText,
  poundsText,
} from '@/features/admin-billing/form-values';

const POUNDS_MESSAGE = 'Enter a price in pounds, such as 29 or 29.50.';
const { shape } = planEditSchema;

/** One feature per line, each then checked by the server's own rule for features. */
const featureLines = z.string().transform((value, context) => {
  const lines = value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const parsed = shape.features.safeParse(lines);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const line = typeof issue.path[0] === 'number' ? issue.path[0] + 1 : null;
  context.addIssue({
    code: 'custom',
    message: line === null ? issue.message : `Line ${line}: ${issue.message}`,
  });
  return z.NEVER;
});

/**
 * savePlan's schema as the form fills it in: prices in pounds, features one per line, numbers as
 * typed. The id is added at submit for an existing plan.
 */
export const planFormSchema = planEditSchema.omit({ id: true }).extend({
  monthlyPricePence: poundsText(shape.monthlyPricePence, POUNDS_MESSAGE),
  extraLeadPricePence: optionalPoundsText(shape.extraLeadPricePence, POUNDS_MESSAGE),
  leadAllowance: numberText(shape.leadAllowance),
  features: featureLines,
  order: numberText(shape.order),
});

export type PlanFormInput = z.input<typeof planFormSchema>;

/** What the form starts with: the plan as saved, or a blank new plan placed last. */
export function planFormValues(plan: AdminPlan | null, nextOrder: number): PlanFormInput {
  if (!plan) {
    return {
      name: '',
      monthlyPricePence: '',
      extraLeadPricePence: '',
      leadAllowance: '',
      features: '',
      order: String(nextOrder),
      recommended: false,
      archived: false,
    };
  }
  return {
    name: plan.name,
    monthlyPricePence: penceToPoundsText(plan.monthlyPricePence),
    extraLeadPricePence:
      plan.extraLeadPricePence === null ? '' : penceToPoundsText(plan.extraLeadPricePence),
    leadAllowance: String(plan.leadAllowance),
    features: plan.features.join('\n'),
    order: String(plan.order),
    recommended: plan.recommended,
    archived: plan.archived,
  };
}
