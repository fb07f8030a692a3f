import { feeScheduleInputSchema } from '@fixwell/common/billing/fees';
import type { z } from 'zod';

import type { FeeTerms } from '@/features/admin-billing/admin-billing';
import {
  basisPointsToPercentText,
  numberText,
  percentText,
} from '@/features/admin-billing/form-values';

const { shape } = feeScheduleInputSchema;

/**
 * updateFeeSettings' schema as the form fills it in: the percentage as typed ("2.5", up to two
 * decimals) becomes basis points; pence and the date are checked by the server's own rules.
 */
export const feeFormSchema = feeScheduleInputSchema.extend({
  percentBasisPoints: percentText(
    shape.percentBasisPoints,
    'Enter the percentage as a number with up to two decimals, such as 2.5.',
  ),
  fixedPence: numberText(shape.fixedPence),
  minimumPence: numberText(shape.minimumPence),
});

export type FeeFormInput = z.input<typeof feeFormSchema>;
export const FEE_FORM_FIELDS = [
  'percentBasisPoints',
  'fixedPence',
  'minimumPence',
  'effectiveFrom',
] as const;

/** The form starts from the fee in force, applying from today. */
export function feeFormValues(current: FeeTerms, today: string): FeeFormInput {
  return {
    percentBasisPoints: basisPointsToPercentText(current.percentBasisPoints),
    fixedPence: String(current.fixedPence),
    minimumPence: String(current.minimumPence),
    effectiveFrom: today,
  };
}
