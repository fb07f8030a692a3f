import { z } from 'zod';

// Extra leads beyond the plan's allowance: off until the company switches them on with a monthly
// spending cap, each billed at the plan's price on the next Stripe invoice. The settings and the
// period's spend live on `leadAllowances/{uid}` (functions only).

export const EXTRA_LEADS_DEFAULT_CAP_PENCE = 5_000;

export const extraLeadSettingsSchema = z.object({
  enabled: z.boolean(),
  monthlyCapPence: z
    .number({ error: 'Enter a monthly limit.' })
    .int('Enter the limit in whole pounds.')
    .min(500, 'The monthly limit must be at least £5.')
    .max(100_000, 'The monthly limit can be at most £1,000.'),
});
export type ExtraLeadSettings = z.infer<typeof extraLeadSettingsSchema>;

/** May one more extra lead at `pricePence` be bought this period without passing the cap? */
export function extraLeadWithinCap(
  settings: ExtraLeadSettings,
  spentThisPeriodPence: number,
  pricePence: number | null,
): boolean {
  return (
    settings.enabled &&
    pricePence !== null &&
    spentThisPeriodPence + pricePence <= settings.monthlyCapPence
  );
}
