import {
  collection,
  doc,
  getCountFromServer,
  query,
  setDoc,
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';

import {
  PEOPLE,
  seed,
  seedPeople,
  signedInAs,
  toAllow,
  toDeny,
  useRulesEnvironment,
} from './support/rules-env';

// /company/widgets counts a company's widget leads on the server (getCountFromServer), this month
// and in all. Counting is a query: the rules must allow it for the company's own leads only.

useRulesEnvironment();

const { owner: customer, company, otherCompany, admin } = PEOPLE;

const LAST_YEAR = Timestamp.fromDate(new Date(Date.now() - 400 * 24 * 3600 * 1000));
const MONTH_START = Timestamp.fromDate(
  new Date(new Date().getFullYear(), new Date().getMonth(), 1),
);

function lead(companyId: string, source: string, createdAt: Timestamp): Record<string, unknown> {
  return {
    quoteId: 'q',
    companyId,
    service: 'plumber',
    serviceName: 'Plumber',
    answers: {},
    timing: 'flexible',
    budget: 'under-250',
    description: 'The kitchen tap drips constantly and the washer seems worn.',
    propertyType: 'house',
    postcodeDistrict: 'LS6',
    postcodeArea: 'LS',
    distanceMiles: 1,
    routedToCompany: source === 'widget',
    source,
    status: 'new',
    extraLeadPricePence: null,
    customer: null,
    declineReason: null,
    declineNote: null,
    createdAt,
    respondedAt: null,
    updatedAt: createdAt,
  };
}

/** The queries the widgets page counts. */
function widgetLeads(db: Firestore, uid: string) {
  return query(
    collection(db, 'leads'),
    where('companyId', '==', uid),
    where('source', '==', 'widget'),
  );
}
const sinceMonthStart = (db: Firestore, uid: string) =>
  query(widgetLeads(db, uid), where('createdAt', '>=', MONTH_START));
const count = async (source: ReturnType<typeof widgetLeads>) =>
  (await getCountFromServer(source)).data().count;

beforeEach(async () => {
  await seedPeople();
  const now = Timestamp.now();
  await seed(async (db) => {
    await setDoc(doc(db, 'leads', 'w1_acme'), lead(company.uid, 'widget', now));
    await setDoc(doc(db, 'leads', 'w2_acme'), lead(company.uid, 'widget', LAST_YEAR));
    await setDoc(doc(db, 'leads', 'web_acme'), lead(company.uid, 'web', now));
    await setDoc(doc(db, 'leads', 'w1_zenith'), lead(otherCompany.uid, 'widget', now));
  });
});

describe('counting widget leads', () => {
  it('a company counts its own widget leads, this month and in all', async () => {
    const db = signedInAs(company);
    expect(await count(widgetLeads(db, company.uid))).toBe(2);
    expect(await count(sinceMonthStart(db, company.uid))).toBe(1);
  });

  it('nobody else counts a company’s widget leads, except admins', async () => {
    await toDeny(getCountFromServer(widgetLeads(signedInAs(otherCompany), company.uid)));
    await toDeny(getCountFromServer(sinceMonthStart(signedInAs(customer), company.uid)));
    await toAllow(getCountFromServer(widgetLeads(signedInAs(admin), company.uid)));
  });
});
