import {
  BUDGET_BAND_LABELS,
  PROPERTY_TYPE_LABELS,
  QUOTE_TIMING_LABELS,
  type BudgetBand,
  type PropertyType,
  type QuoteTiming,
} from '@fixwell/common/quote/quote-request';

import type { Lead, LeadAllowance, LeadQuestion } from '@/features/leads/lead-types';
import { formatLongDate } from '@/utils/format';

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
