import type { LeadDocument, LeadStatus } from '@fixwell/common/lead/lead';
import type { QuoteTiming } from '@fixwell/common/quote/quote-request';
import type { ReactNode } from 'react';

/** A lead as the pages use it: the document with its id and dates as `Date`. */
export type Lead = LeadDocument<Date> & { id: string };

/** What the leads list can be narrowed to; '' means any. */
export type LeadFilters = {
  status: LeadStatus | '';
  service: string;
  timing: QuoteTiming | '';
};

export const DEFAULT_LEAD_FILTERS: LeadFilters = { status: 'new', service: '', timing: '' };

/** A page of a live list, and whether asking for more could show more. */
export type LeadPage = { leads: Lead[]; hasMore: boolean };

/** How many leads a company may still accept this period without paying more. */
export type LeadAllowance = {
  allowance: number;
  used: number;
  remaining: number;
  /** When the current period ends (the count starts again after it), if known. */
  periodEnd: Date | null;
  planName: string | null;
  extra: ExtraLeads;
};

/** Extra leads beyond the allowance: the company's choice, this period's spend and the price. */
export type ExtraLeads = {
  /** Switched on in Billing (setExtraLeads); off until then. */
  enabled: boolean;
  /** The monthly limit, in pence before VAT. */
  capPence: number;
  /** Spent on extra leads this period, in pence before VAT. */
  spentPence: number;
  /** Extra leads bought this period. */
  used: number;
  /** The plan's price per extra lead, in pence before VAT; null when the plan sells none. */
  pricePence: number | null;
};

/** A question of the lead's service, as the catalogue stores it, for labelling the answers. */
export type LeadQuestion = { id: string; label: string };

/** Draws a lead's photos (the app supplies the quote-photos gallery). */
export type LeadPhotosRenderer = (photos: NonNullable<Lead['photos']>) => ReactNode;

/** A service the filter offers. */
export type LeadServiceOption = { slug: string; name: string };
