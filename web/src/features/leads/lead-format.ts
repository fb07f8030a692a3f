import {
  BUDGET_BAND_LABELS,
  PROPERTY_TYPE_LABELS,
  QUOTE_TIMING_LABELS,
  type BudgetBand,
  type PropertyType,
  type QuoteTiming,
} from '@fixwell/common/quote/quote-request';

import { extraLeadWithinCap } from '@fixwell/common/billing/extra-leads';

import type { Lead, LeadAllowance, LeadQuestion } from '@/features/leads/lead-types';
import { formatLongDate, formatPence } from '@/utils/format';

/** "Plumber in LS6": what the lead is and where, all a company knows before accepting it. */
export function leadTitle(lead: Pick<Lead, 'serviceName' | 'postcodeDistrict'>): string {
  return `${lead.serviceName} in ${lead.postcodeDistrict}`;
}

export function timingLabel(timing: QuoteTiming): string {
  return QUOTE_TIMING_LABELS[timing] ?? timing;
}

export function budgetLabel(budget: BudgetBand): string {
  return BUDGET_BAND_LABELS[budget] ?? budget;
}

export function propertyTypeLabel(type: PropertyType): string {
  return PROPERTY_TYPE_LABELS[type] ?? type;
}

/** "4.2 miles away"; matching leaves it out when the company has no base to measure from. */
export function distanceText(miles: number | null): string {
  if (miles === null || !Number.isFinite(miles)) return 'Distance not known';
  if (miles < 1) return 'Less than a mile away';
  return `${miles} ${miles === 1 ? 'mile' : 'miles'} away`;
}

function plural(count: number, word: string): string {
  return `${count} ${count === 1 ? word : `${word}s`}`;
}

/** What accepting a lead costs the company: one of the plan's leads, or that none are left. */
export function allowanceText(allowance: LeadAllowance): string {
  if (allowance.allowance === 0) return 'Your plan includes no leads this period.';
  if (allowance.remaining > 0) {
    return `Included in your plan: ${allowance.remaining} of ${plural(allowance.allowance, 'lead')} left this period.`;
  }
  const renews = allowance.periodEnd ? ` It renews on ${formatLongDate(allowance.periodEnd)}.` : '';
  return `You have used all ${plural(allowance.allowance, 'lead')} in your plan this period.${renews}`;
}

/**
 * What accepting the next lead means: one of the plan's leads; an extra lead at the plan's price;
 * or, once the allowance is spent, that extra leads are off, past their monthly limit or not sold.
 * Unknown (still loading) counts as included: the server checks every acceptance.
 */
export type AcceptTerms =
  | { kind: 'included' }
  | { kind: 'extra'; pricePence: number }
  | { kind: 'extra-off'; pricePence: number }
  | { kind: 'cap-reached'; pricePence: number; capPence: number }
  | { kind: 'none' };

export function acceptTerms(allowance: LeadAllowance | undefined): AcceptTerms {
  if (!allowance || allowance.remaining > 0) return { kind: 'included' };
  const { enabled, capPence, spentPence, pricePence } = allowance.extra;
  if (pricePence === null || allowance.allowance === 0) return { kind: 'none' };
  if (!enabled) return { kind: 'extra-off', pricePence };
  if (!extraLeadWithinCap({ enabled, monthlyCapPence: capPence }, spentPence, pricePence)) {
    return { kind: 'cap-reached', pricePence, capPence };
  }
  return { kind: 'extra', pricePence };
}

/** "£6 + VAT": an extra lead's price, before VAT as plans are priced. */
export function extraLeadPriceText(pricePence: number): string {
  return `${formatPence(pricePence)} + VAT`;
}

/** The Accept button's words: the price is on it whenever accepting costs more than the plan. */
export function acceptButtonText(terms: AcceptTerms): string {
  return terms.kind === 'extra'
    ? `Accept for ${extraLeadPriceText(terms.pricePence)}`
    : 'Accept lead';
}

/** What an extra lead costs and how much of the monthly limit is spent, once extra leads are on. */
export function extraLeadsOnText(allowance: LeadAllowance, pricePence: number): string {
  return `Extra leads are on: each lead you accept now costs ${extraLeadPriceText(pricePence)}, added to your next invoice. ${formatPence(allowance.extra.spentPence)} of your ${formatPence(allowance.extra.capPence)} monthly limit spent.`;
}

/** The service's question for an answer's id, or the id made readable when it is not known. */
export function answerLabel(id: string, questions: readonly LeadQuestion[] | undefined): string {
  const question = questions?.find((item) => item.id === id);
  if (question) return question.label;
  const words = id.replace(/-+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : id;
}

export function answerText(answer: string | string[]): string {
  if (Array.isArray(answer)) return answer.length > 0 ? answer.join(', ') : 'Not answered';
  return answer.trim() ? answer : 'Not answered';
}
