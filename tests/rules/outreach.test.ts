import {
  emptyOutreachCounts,
  OUTREACH_SETTINGS_DOC,
  type OutreachCampaignDocument,
  type OutreachProspectDocument,
} from '@fixwell/common/admin/outreach';
import { COLLECTIONS } from '@fixwell/common/collections';
import { limit, orderBy, where, type Firestore, type Timestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, describeEachRole, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

// outreachCampaigns and outreachProspects (functions/src/outreach): active admins read them on
// /admin/outreach; every write goes through the outreach callables, the sender, the opt-out link
// and the triggers. settings/outreach (sender identity, daily limit): admins read, callable writes.

const { admin, company } = PEOPLE;
const campaigns = operationsOn(COLLECTIONS.outreachCampaigns);
const prospects = operationsOn(COLLECTIONS.outreachProspects);
const settings = operationsOn(COLLECTIONS.settings);

const campaign = (changes: Partial<OutreachCampaignDocument<Timestamp>> = {}) =>
  ({
    name: 'Leeds plumbers',
    steps: [{ subject: 'Hello {{businessName}}', body: 'Join Fixwell', delayDays: 0 }],
    status: 'active',
    counts: { ...emptyOutreachCounts(), invited: 1 },
    createdBy: admin.uid,
    createdAt: LAST_WEEK,
    updatedAt: LAST_WEEK,
    startedAt: LAST_WEEK,
    ...changes,
  }) satisfies OutreachCampaignDocument<Timestamp>;

const prospect = (changes: Partial<OutreachProspectDocument<Timestamp>> = {}) =>
  ({
    campaignId: 'camp-1',
    businessName: 'Acme Plumbing',
    email: company.email,
    trade: 'plumber',
    town: 'Leeds',
    postcode: null,
    website: null,
    status: 'invited',
    stepsSent: 1,
    nextSendAt: null,
    lastSentAt: LAST_WEEK,
    history: [{ event: 'sent', step: 1, at: LAST_WEEK }],
    createdAt: LAST_WEEK,
    updatedAt: LAST_WEEK,
    ...changes,
  }) satisfies OutreachProspectDocument<Timestamp>;

/** The queries /admin/outreach and /admin/outreach/:id make. */
const CAMPAIGN_QUERIES = [[orderBy('createdAt', 'desc'), limit(51)]];
const PROSPECT_QUERIES = [
  [where('campaignId', '==', 'camp-1'), orderBy('createdAt', 'desc'), limit(26)],
  [
    where('campaignId', '==', 'camp-1'),
    where('status', '==', 'invited'),
    orderBy('createdAt', 'desc'),
    limit(26),
  ],
];

/** Every write a client could try, privilege escalation included. */
const everyWrite = (db: Firestore) => [
  () => campaigns.add(db, campaign({ status: 'draft' })),
  () => campaigns.set(db, 'camp-1', campaign({ status: 'paused' })),
  () => campaigns.update(db, 'camp-1', { status: 'paused' }),
  () => campaigns.update(db, 'camp-1', { counts: { ...emptyOutreachCounts(), 'signed-up': 50 } }),
  () => campaigns.delete(db, 'camp-1'),
  () => prospects.add(db, prospect()),
  () => prospects.set(db, 'p-1', prospect({ email: 'someone@else.co.uk' })),
  // A company marking itself signed up, or an opted-out prospect put back on the list.
  () => prospects.update(db, 'p-1', { status: 'signed-up' }),
  () => prospects.update(db, 'p-2', { status: 'invited', nextSendAt: LAST_WEEK }),
  () => prospects.delete(db, 'p-1'),
  () =>
    settings.set(db, OUTREACH_SETTINGS_DOC, {
      senderName: 'x',
      postalAddress: 'y',
      dailyCap: 2000,
    }),
  () => settings.update(db, OUTREACH_SETTINGS_DOC, { dailyCap: 2000 }),
];

useRulesEnvironment({
  seedEach: async (db) => {
    await campaigns.set(db, 'camp-1', campaign());
    await prospects.set(db, 'p-1', prospect());
    await prospects.set(db, 'p-2', prospect({ email: 'x@opted.co.uk', status: 'opted-out' }));
    await settings.set(db, OUTREACH_SETTINGS_DOC, {
      senderName: 'Fixwell',
      postalAddress: '1 Park Row, Leeds LS1 5AB',
      dailyCap: 100,
    });
  },
});

describe('outreach (written by functions, read by admins)', () => {
  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get and list campaigns and prospects, and read the outreach settings: allowed', async () => {
      await toAllow(campaigns.get(db(), 'camp-1'));
      for (const constraints of CAMPAIGN_QUERIES)
        await toAllow(campaigns.list(db(), ...constraints));
      await toAllow(prospects.get(db(), 'p-1'));
      for (const constraints of PROSPECT_QUERIES)
        await toAllow(prospects.list(db(), ...constraints));
      await toAllow(settings.get(db(), OUTREACH_SETTINGS_DOC));
    });
    it('create, update, delete: denied (the callables validate and audit every change)', async () => {
      for (const write of everyWrite(db())) await toDeny(write());
    });
  });

  describeEachRole(
    ['anonymous', 'owner', 'company', 'otherCompany', 'deactivated', 'deactivatedAdmin'],
    (db) => {
      it('get and list: denied, even a company’s own prospect record', async () => {
        await toDeny(campaigns.get(db(), 'camp-1'));
        for (const constraints of CAMPAIGN_QUERIES)
          await toDeny(campaigns.list(db(), ...constraints));
        await toDeny(prospects.get(db(), 'p-1'));
        for (const constraints of PROSPECT_QUERIES)
          await toDeny(prospects.list(db(), ...constraints));
        await toDeny(settings.get(db(), OUTREACH_SETTINGS_DOC));
      });
      it('create, update, delete: denied', async () => {
        for (const write of everyWrite(db())) await toDeny(write());
      });
    },
  );
});
