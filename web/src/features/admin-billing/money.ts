// How the admin money pages write amounts: always in pounds and pence ("£1,234.56"), and fees as
// "2.5% + 20p, minimum 50p".
import type { FeeTerms } from '@/features/admin-billing/admin-billing';

const MONEY = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "£1,234.56" from pence. */
export function formatMoney(pence: number): string {
  return MONEY.format(pence / 100);
}

/** Pounds with two decimals and no sign ("1234.56"), for CSV cells a spreadsheet sums. */
export function plainPounds(pence: number): string {
  return (pence / 100).toFixed(2);
}

/** "20p" under a pound, else "£1.50". */
export function formatSmallAmount(pence: number): string {
  return pence < 100 ? `${pence}p` : formatMoney(pence);
}

const PERCENT = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** "2.5%" from 250 basis points. */
export function formatBasisPoints(basisPoints: number): string {
  return `${PERCENT.format(basisPoints / 100)}%`;
}

/** "2.5% + 20p, minimum 50p". */
export function feeText(fee: FeeTerms): string {
  return `${formatBasisPoints(fee.percentBasisPoints)} + ${formatSmallAmount(fee.fixedPence)}, minimum ${formatSmallAmount(fee.minimumPence)}`;
}
