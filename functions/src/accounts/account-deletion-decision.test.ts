import { describe, expect, it } from 'vitest';

import { COLLECTIONS } from '@fixwell/common/collections';

import {
  cancelsOnDeletion,
  COMPANY_DATA_RULES,
  COMPANY_FILE_FOLDERS,
  COMPANY_STATS_RULE,
  companyDataRule,
  documentVerdict,
  reviewInvitationVerdict,
  tableDeletes,
} from './account-deletion-decision';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);

describe('documentVerdict', () => {
  it('keeps issued invoices, paid or not, for HMRC', () => {
    expect(documentVerdict({ kind: 'invoice', number: 'INV-0001', amountPaidPence: 0 })).toBe(
      'keep',
    );
  });

  it('keeps any document with a card payment, a quote deposit included', () => {
    expect(
      documentVerdict({ kind: 'quote', number: 'Q-0002', amountPaidPence: 5_000, payments: [{}] }),
    ).toBe('keep');
    // Refunded in full: the payment record still has to be kept.
    expect(
      documentVerdict({ kind: 'quote', number: 'Q-0003', amountPaidPence: 0, payments: [{}] }),
    ).toBe('keep');
  });

  it('deletes drafts and quotes nobody paid', () => {
    expect(documentVerdict({ kind: 'invoice', number: null, amountPaidPence: 0 })).toBe('delete');
    expect(documentVerdict({ kind: 'quote', number: 'Q-0001', amountPaidPence: 0 })).toBe('delete');
    expect(documentVerdict({ kind: 'quote', number: null })).toBe('delete');
  });
});

describe('the audit of every collection', () => {
  it('has decided what leaving does in every collection', () => {
    const undecided = Object.values(COLLECTIONS).filter((name) => !companyDataRule(name));
    expect(undecided, 'add a row to COMPANY_DATA_RULES for each').toEqual([]);
  });

  it('deletes every analytics rollup by company, whatever its period', () => {
    expect(companyDataRule(COLLECTIONS.companyStatsDays)).toBe(COMPANY_STATS_RULE);
    expect(companyDataRule('companyStatsMonths')).toBe(COMPANY_STATS_RULE);
    expect(COMPANY_STATS_RULE).toMatchObject({ action: 'delete', by: 'companyId' });
  });

  it('keeps the money records, the customers’ words and the admin audit log', () => {
    for (const name of [
      COLLECTIONS.transactions,
      COLLECTIONS.stripeRefs,
      COLLECTIONS.connectAccounts,
      COLLECTIONS.reviews,
      COLLECTIONS.messages,
      COLLECTIONS.adminAudit,
    ])
      expect(companyDataRule(name)?.action, name).toBe('keep');
  });

  it('names only collections that exist', () => {
    const names: string[] = Object.values(COLLECTIONS);
    expect(Object.keys(COMPANY_DATA_RULES).filter((name) => !names.includes(name))).toEqual([]);
  });

  it('drives the plain deletes from the table, once per collection', () => {
    const deletes = tableDeletes([...Object.values(COLLECTIONS), 'companyStatsYears']);
    const by = Object.fromEntries(deletes.map((d) => [d.collection, d.by]));
    const rollups = Object.keys(by).filter((name) => name.startsWith('companyStats'));
    expect(rollups).toEqual(expect.arrayContaining(['companyStatsDays', 'companyStatsYears']));
    for (const name of rollups) {
      expect(by[name], name).toBe('companyId');
      delete by[name];
    }
    expect(by).toEqual({
      subscriptions: 'id',
      leads: 'companyId',
      leadAllowances: 'id',
      notifications: 'userId',
      companyPrivate: 'id',
      verificationChecks: 'companyId',
      companyEvidence: 'uploaderId',
      stickerOrders: 'companyId',
      tutorialProgress: 'id',
      reviewInvitations: 'companyId',
      reviewReports: 'companyId',
      notificationPreferences: 'id',
      documentCounters: 'id',
      documentTemplates: 'companyId',
      companyCustomers: 'companyId',
    });
    expect(tableDeletes(['leads', 'leads'])).toHaveLength(1);
    // Steps of their own, not plain deletes: documents (kept for HMRC), support tickets.
    expect(by).not.toHaveProperty('documents');
    expect(by).not.toHaveProperty('supportTickets');
  });

  it('keeps a used review invitation beside its review and deletes an unused one', () => {
    expect(reviewInvitationVerdict({ reviewedAt: new Date() })).toBe('keep');
    expect(reviewInvitationVerdict({ reviewedAt: null })).toBe('delete');
    expect(reviewInvitationVerdict({})).toBe('delete');
    const rule = companyDataRule(COLLECTIONS.reviewInvitations);
    expect(rule?.action === 'delete' && rule.verdict).toBe(reviewInvitationVerdict);
  });

  it('deletes whole folders of the company only', () => {
    expect(COMPANY_FILE_FOLDERS.map(({ folder }) => folder('acme'))).toEqual([
      'company-logos/acme/',
      'company-photos/acme/',
      'company-evidence/acme/',
    ]);
  });
});

describe('cancelsOnDeletion', () => {
  const later = NOW + 3_600_000;
  it('cancels appointments still on that have not started', () => {
    for (const status of ['proposed', 'confirmed', 'change-requested'])
      expect(cancelsOnDeletion({ status, startsAtMillis: later }, NOW), status).toBe(true);
  });

  it('leaves past appointments and settled ones as they are', () => {
    expect(cancelsOnDeletion({ status: 'confirmed', startsAtMillis: NOW }, NOW)).toBe(false);
    expect(cancelsOnDeletion({ status: 'confirmed', startsAtMillis: NOW - 1 }, NOW)).toBe(false);
    for (const status of ['declined', 'cancelled', 'completed'])
      expect(cancelsOnDeletion({ status, startsAtMillis: later }, NOW), status).toBe(false);
    expect(cancelsOnDeletion({ status: 'confirmed', startsAtMillis: null }, NOW)).toBe(false);
  });
});
