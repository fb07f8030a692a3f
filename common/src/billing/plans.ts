import { z } from 'zod';

// Admins edit plans through the savePlan callable (never a direct write): a new monthly price
// creates a new Stripe Price, used by new subscriptions at once and by existing ones from their
// next renewal. The public fields are the catalogue's `planSchema`; these are the billing ones.

/** UK VAT on subscriptions, in basis points (20%). Plan prices are stored without it. */
export const VAT_BASIS_POINTS = 2000;

export function withVat(pence: number): number {
  return Math.round((pence * (10_000 + VAT_BASIS_POINTS)) / 10_000);
}

/** The Stripe side of `plans/{id}`, written by savePlan and the seed. */
export interface PlanBilling {
  stripeProductId: string | null;
  /** The Price new subscriptions are created at. */
  stripePriceId: string | null;
  /** Hidden from /company/billing; existing subscribers keep it. */
  archived: boolean;
}

export const planEditSchema = z.object({
  /** Absent for a new plan: the id is made from the name. */
  id: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/)
    .optional(),
  name: z
    .string()
    .trim()
    .min(3, 'Enter a name of at least 3 characters.')
    .max(40, 'The name can be at most 40 characters.'),
  monthlyPricePence: z
    .number({ error: 'Enter the monthly price.' })
    .int('Enter the price in whole pence.')
    .min(100, 'The monthly price must be at least £1.')
    .max(100_000, 'The monthly price can be at most £1,000.'),
  leadAllowance: z
    .number({ error: 'Enter the leads included each month.' })
    .int('Enter a whole number of leads.')
    .min(1, 'A plan includes at least 1 lead a month.')
    .max(1000, 'A plan can include at most 1,000 leads a month.'),
  /** Null when the plan sells no extra leads. */
  extraLeadPricePence: z
    .number()
    .int('Enter the price in whole pence.')
    .min(50, 'An extra lead costs at least 50p.')
    .max(10_000, 'An extra lead can cost at most £100.')
    .nullable(),
  features: z
    .array(
      z
        .string()
        .trim()
        .min(5, 'Each feature needs at least 5 characters.')
        .max(160, 'Each feature can be at most 160 characters.'),
    )
    .min(3, 'List at least 3 features.')
    .max(10, 'List at most 10 features.'),
  order: z.number().int().min(0).max(100),
  recommended: z.boolean(),
  archived: z.boolean(),
});
export type PlanEdit = z.infer<typeof planEditSchema>;
