import { expect, test } from '@playwright/test';

import { DEMO, signIn } from './support/accounts';
import { gotoApp } from './support/app';
import { deleteDocument, findUidByEmail, writeDocument } from './support/emulators';

// The customer's and the admins' views of quote requests against the real emulators: the queries
// through the security rules, the companies that accepted, and an unmatched request an admin must
// see. Requests past `received` are left alone by matching, so they are put in place as matching
// would leave them, with the emulator's admin credential.

const run = Date.now().toString(36);
const acceptedId = `e2e-accepted-${run}`;
const unmatchedId = `e2e-unmatched-${run}`;
const declinedLeadId = `${acceptedId}_e2e-busy-boilers`;
// In the future, so both are the newest requests whatever else the emulators hold.
const created = new Date(Date.now() + 24 * 60 * 60 * 1000);
const createdText = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
}).format(created);

function request(overrides: Record<string, unknown>): Record<string, unknown> {
  return {
    service: 'plumber',
    serviceName: 'Plumber',
    answers: { 'plumbing-job': 'Outside tap' },
    timing: 'flexible',
    budget: 'under-250',
    description: 'The outside tap drips constantly and needs a new washer or replacing.',
    postcode: 'LS6 2AB',
    postcodeArea: 'LS',
    postcodeDistrict: 'LS6',
    propertyType: 'house',
    company: null,
    source: 'web',
    matches: [],
    createdAt: created,
    updatedAt: created,
    ...overrides,
  };
}

test.beforeAll(async () => {
  const customerId = await findUidByEmail(DEMO.customer);
  const companyId = await findUidByEmail(DEMO.company);
  await writeDocument(
    `quotes/${acceptedId}`,
    request({
      contact: { name: 'Sarah Thompson', email: DEMO.customer, phone: '07700 900123' },
      customerId,
      status: 'accepted',
      timeline: [
        { status: 'received', at: created },
        { status: 'matched', at: created },
        { status: 'accepted', at: created },
      ],
      matchedAt: created,
      matches: [
        {
          companyId,
          leadId: `${acceptedId}_${companyId}`,
          businessName: 'Brightwater Plumbing & Heating',
          slug: 'brightwater-plumbing-heating-leeds',
          rating: 4.8,
          reviewCount: 5,
          badges: ['gas-safe'],
          status: 'accepted',
          respondedAt: created,
        },
        {
          companyId: 'e2e-busy-boilers',
          leadId: declinedLeadId,
          businessName: 'Busy Boilers',
          slug: '',
          rating: 4.1,
          reviewCount: 3,
          badges: [],
          status: 'declined',
          respondedAt: created,
        },
      ],
    }),
  );
  await writeDocument(`leads/${declinedLeadId}`, {
    quoteId: acceptedId,
    companyId: 'e2e-busy-boilers',
    service: 'plumber',
    status: 'declined',
    declineReason: 'too-busy',
    declineNote: 'Booked up until January.',
    distanceMiles: 3.2,
    routedToCompany: false,
    createdAt: created,
    respondedAt: created,
    updatedAt: created,
  });
  await writeDocument(
    `quotes/${unmatchedId}`,
    request({
      service: 'electrician',
      serviceName: 'Electrician',
      answers: {},
      postcode: 'ZE1 0AA',
      postcodeArea: 'ZE',
      postcodeDistrict: 'ZE1',
      contact: {
        name: 'Magnus Isbister',
        email: `magnus-${run}@example.co.uk`,
        phone: '07700 900789',
      },
      customerId: null,
      status: 'no-match',
      timeline: [
        { status: 'received', at: created },
        { status: 'no-match', at: created },
      ],
      matchedAt: created,
      noMatchReason: 'No subscribed company covers ZE for electrician.',
    }),
  );
});

test.afterAll(async () => {
  await Promise.all([
    deleteDocument(`quotes/${acceptedId}`),
    deleteDocument(`quotes/${unmatchedId}`),
    deleteDocument(`leads/${declinedLeadId}`),
  ]);
});

test('a customer sees their requests and the companies that accepted one', async ({ page }) => {
  await signIn(page, DEMO.customer);
  await gotoApp(page, '/customer/quotes');

  const list = page.getByRole('list', { name: 'Your quote requests' });
  const item = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Plumber' }) })
    .filter({ hasText: createdText })
    .first();
  await expect(item).toContainText('LS6');
  await expect(item).toContainText('1 company accepted');
  // Somebody else's request never appears.
  await expect(
    list.getByRole('link', { name: 'Electrician' }).filter({ hasText: 'ZE1' }),
  ).toHaveCount(0);

  await item.getByRole('link', { name: 'Plumber' }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/quotes/${acceptedId}$`));
  const accepted = page.getByRole('region', { name: 'Companies that accepted' });
  await expect(
    accepted.getByRole('link', { name: 'Brightwater Plumbing & Heating' }),
  ).toHaveAttribute('href', '/company/profile/brightwater-plumbing-heating-leeds');
  await expect(accepted).toContainText('4.8 out of 5 from 5 reviews');
  await expect(accepted).toContainText('Gas Safe registered');
  await expect(accepted).not.toContainText('Busy Boilers');
  await expect(page.getByRole('region', { name: 'Your request' })).toContainText(
    'What do you need a plumber for?Outside tap',
  );

  // Another person's request reads as not found, not as an error.
  await gotoApp(page, `/customer/quotes/${unmatchedId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quote request not found');
});

test('an admin finds unmatched requests and sees why each company answered as it did', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await gotoApp(page, '/admin/quotes');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('no-match');
  await expect(page).toHaveURL(/\?status=no-match$/);

  const table = page.getByRole('table', { name: 'Quote requests, newest first' });
  const row = table.getByRole('row').filter({ hasText: 'Magnus Isbister' });
  await expect(row).toContainText('ZE1');
  await expect(row).toContainText('No match');
  await expect(table).not.toContainText('Sarah Thompson');

  await row.getByRole('link', { name: 'Electrician' }).click();
  await expect(page.getByRole('region', { name: 'Matching' })).toContainText(
    'No subscribed company covers ZE for electrician.',
  );
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText(
    `magnus-${run}@example.co.uk`,
  );

  await gotoApp(page, `/admin/quotes/${acceptedId}`);
  const matching = page.getByRole('region', { name: 'Matching' });
  await expect(matching.getByRole('row').filter({ hasText: 'Busy Boilers' })).toContainText(
    'I am too busy at the moment: Booked up until January.',
  );
  await expect(matching.getByRole('row').filter({ hasText: 'Brightwater' })).toContainText(
    'Accepted',
  );
});
