import {
  OUTREACH_CAMPAIGN_STATUS_LABELS,
  OUTREACH_PROSPECT_STATUS_LABELS,
  type OutreachCampaignStatus,
  type OutreachProspectStatus,
  type OutreachStep,
} from '@fixwell/common/admin/outreach';

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** "22 November 2026", or a dash. */
export function formatDate(date: Date | null): string {
  return date ? DATE.format(date) : '—';
}

export const campaignStatusLabel = (status: OutreachCampaignStatus) =>
  OUTREACH_CAMPAIGN_STATUS_LABELS[status];
export const prospectStatusLabel = (status: OutreachProspectStatus) =>
  OUTREACH_PROSPECT_STATUS_LABELS[status];

/** The starting sequence of a new campaign: one invitation, edited on the campaign's page. */
export const STARTER_STEPS: OutreachStep[] = [
  {
    subject: 'Homeowners in {{town}} are looking for a {{trade}}',
    body: [
      'Hello {{businessName}},',
      '',
      'Homeowners in {{town}} ask Fixwell for a {{trade}} every week. Fixwell sends each request to a few vetted local companies, so you quote for real jobs without chasing them.',
      '',
      'Joining takes five minutes: [create your company account](https://www.fixwell.co.uk/signup).',
      '',
      'Best wishes,  ',
      'The Fixwell team',
    ].join('\n'),
    delayDays: 0,
  },
];
