import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';

import {
  anonymous,
  LAST_WEEK,
  PEOPLE,
  seed,
  seedPeople,
  signedInAs,
  toAllow,
  toDeny,
  useRulesEnvironment,
} from './support/rules-env';

useRulesEnvironment();

const {
  owner: customer,
  company,
  otherCompany,
  admin,
  deactivatedCompany,
  deactivatedAdmin,
} = PEOPLE;

/** A lead as the matching function writes it: the job, the outward code, no customer yet. */
function storedLead(companyId: string, status = 'new'): Record<string, unknown> {
  return {
    quoteId: 'q1',
    companyId,
    service: 'plumber',
    serviceName: 'Plumber',
    answers: {},
    timing: 'within-2-days',
    budget: '250-1000',
    description: 'The kitchen tap drips constantly and the washer seems worn.',
    propertyType: 'house',
    postcodeDistrict: 'LS6',
    postcodeArea: 'LS',
    distanceMiles: 1.2,
    routedToCompany: false,
    source: 'web',
    status,
    extraLeadPricePence: 600,
    customer:
      status === 'accepted'
        ? {
            name: 'Alice',
            email: 'alice@example.co.uk',
            phone: '07700 900123',
            postcode: 'LS6 2AB',
          }
        : null,
    declineReason: null,
    declineNote: null,
    createdAt: LAST_WEEK,
    respondedAt: null,
    updatedAt: LAST_WEEK,
  };
}

const leadRef = (db: Firestore, id: string) => doc(db, 'leads', id);
const leads = (db: Firestore) => collection(db, 'leads');
const leadsOf = (db: Firestore, uid: string) =>
  query(leads(db), where('companyId', '==', uid), limit(20));

beforeEach(async () => {
  await seedPeople();
  await seed(async (db) => {
    await setDoc(leadRef(db, 'q1_acme'), storedLead(company.uid));
    await setDoc(leadRef(db, 'q2_acme'), storedLead(company.uid, 'accepted'));
    await setDoc(leadRef(db, 'q1_zenith'), storedLead(otherCompany.uid));
    await setDoc(leadRef(db, 'q1_closed'), storedLead(deactivatedCompany.uid));
    await setDoc(doc(db, 'leadAllowances', company.uid), {
      planId: 'starter',
      allowance: 5,
      used: 1,
      periodEnd: LAST_WEEK,
      updatedAt: LAST_WEEK,
    });
    await setDoc(doc(db, 'leadAllowances', otherCompany.uid), {
      planId: 'starter',
      allowance: 5,
      used: 5,
      periodEnd: LAST_WEEK,
      updatedAt: LAST_WEEK,
    });
    for (const [id, userId] of [
      ['n-acme', company.uid],
      ['n-alice', customer.uid],
    ] as const) {
      await setDoc(doc(db, 'notifications', id), {
        userId,
        type: 'new-lead',
        title: 'New lead: Plumber in LS6',
        body: 'Within 2 days.',
        link: '/company/leads/q1_acme',
        readAt: null,
        createdAt: LAST_WEEK,
      });
    }
    await setDoc(doc(db, 'settings', 'matching'), {
      maxCompaniesPerQuote: 3,
      updatedAt: LAST_WEEK,
    });
  });
});

describe('leads/{leadId}', () => {
  it('a company gets and lists its own leads, and no one else’s', async () => {
    const db = signedInAs(company);
    await toAllow(getDoc(leadRef(db, 'q1_acme')));
    await toAllow(getDocs(leadsOf(db, company.uid)));
    await toDeny(getDoc(leadRef(db, 'q1_zenith')));
    await toDeny(getDocs(leadsOf(db, otherCompany.uid)));
    await toDeny(getDocs(query(leads(db), limit(20))));
  });

  it('customers, visitors and deactivated companies read no leads', async () => {
    await toDeny(getDoc(leadRef(signedInAs(customer), 'q1_acme')));
    await toDeny(getDocs(leadsOf(signedInAs(customer), customer.uid)));
    await toDeny(getDoc(leadRef(anonymous(), 'q1_acme')));
    await toDeny(getDoc(leadRef(signedInAs(deactivatedCompany), 'q1_closed')));
    await toDeny(getDocs(leadsOf(signedInAs(deactivatedCompany), deactivatedCompany.uid)));
  });

  it('a company cannot accept, decline or reveal a lead itself: only the functions can', async () => {
    const db = signedInAs(company);
    await toDeny(updateDoc(leadRef(db, 'q1_acme'), { status: 'accepted' }));
    await toDeny(
      updateDoc(leadRef(db, 'q1_acme'), {
        status: 'declined',
        declineReason: 'too-busy',
        updatedAt: serverTimestamp(),
      }),
    );
    await toDeny(
      updateDoc(leadRef(db, 'q1_acme'), {
        customer: {
          name: 'x',
          email: 'x@example.co.uk',
          phone: '07700 900000',
          postcode: 'LS6 2AB',
        },
      }),
    );
    await toDeny(updateDoc(leadRef(db, 'q1_acme'), { extraLeadPricePence: 0 }));
    await toDeny(updateDoc(leadRef(db, 'q2_acme'), { status: 'new' }));
    await toDeny(deleteDoc(leadRef(db, 'q1_acme')));
  });

  it('nobody but the functions creates a lead, not even for themself', async () => {
    await toDeny(setDoc(leadRef(signedInAs(company), 'q9_acme'), storedLead(company.uid)));
    await toDeny(addDoc(leads(signedInAs(customer)), storedLead(company.uid)));
    await toDeny(setDoc(leadRef(signedInAs(admin), 'q9_acme'), storedLead(company.uid)));
    await toDeny(addDoc(leads(anonymous()), storedLead(company.uid)));
  });

  it('admins read every lead but change none', async () => {
    const db = signedInAs(admin);
    await toAllow(getDoc(leadRef(db, 'q1_zenith')));
    await toAllow(getDocs(query(leads(db), limit(20))));
    await toAllow(getDocs(query(leads(db), where('quoteId', '==', 'q1'))));
    await toDeny(updateDoc(leadRef(db, 'q1_acme'), { status: 'accepted' }));
    await toDeny(getDoc(leadRef(signedInAs(deactivatedAdmin), 'q1_acme')));
  });
});

describe('leadAllowances/{companyId}', () => {
  it('a company reads its own allowance and cannot change it', async () => {
    const db = signedInAs(company);
    await toAllow(getDoc(doc(db, 'leadAllowances', company.uid)));
    await toDeny(getDoc(doc(db, 'leadAllowances', otherCompany.uid)));
    await toDeny(updateDoc(doc(db, 'leadAllowances', company.uid), { used: 0 }));
    await toDeny(updateDoc(doc(db, 'leadAllowances', company.uid), { allowance: 1000 }));
    await toDeny(deleteDoc(doc(db, 'leadAllowances', company.uid)));
    await toDeny(setDoc(doc(db, 'leadAllowances', 'new-co'), { used: 0, allowance: 99 }));
  });

  it('a company whose allowance is spent cannot reset it', async () => {
    await toDeny(
      setDoc(doc(signedInAs(otherCompany), 'leadAllowances', otherCompany.uid), {
        planId: 'business',
        allowance: 40,
        used: 0,
        periodEnd: LAST_WEEK,
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('customers and visitors read none; admins read all and write none', async () => {
    await toDeny(getDoc(doc(signedInAs(customer), 'leadAllowances', company.uid)));
    await toDeny(getDoc(doc(anonymous(), 'leadAllowances', company.uid)));
    await toAllow(getDoc(doc(signedInAs(admin), 'leadAllowances', company.uid)));
    await toAllow(getDocs(query(collection(signedInAs(admin), 'leadAllowances'), limit(20))));
    await toDeny(updateDoc(doc(signedInAs(admin), 'leadAllowances', company.uid), { used: 0 }));
  });
});

describe('notifications/{id}', () => {
  const mine = (db: Firestore, uid: string) =>
    query(collection(db, 'notifications'), where('userId', '==', uid), limit(20));

  it('each person reads only their own notifications', async () => {
    await toAllow(getDoc(doc(signedInAs(company), 'notifications', 'n-acme')));
    await toAllow(getDocs(mine(signedInAs(company), company.uid)));
    await toAllow(getDocs(mine(signedInAs(customer), customer.uid)));
    await toDeny(getDoc(doc(signedInAs(customer), 'notifications', 'n-acme')));
    await toDeny(getDocs(mine(signedInAs(customer), company.uid)));
    await toDeny(getDoc(doc(anonymous(), 'notifications', 'n-acme')));
    await toAllow(getDoc(doc(signedInAs(admin), 'notifications', 'n-acme')));
  });

  it('the owner marks a notification read, and changes nothing else', async () => {
    const db = signedInAs(company);
    await toAllow(updateDoc(doc(db, 'notifications', 'n-acme'), { readAt: serverTimestamp() }));
    await toDeny(updateDoc(doc(db, 'notifications', 'n-acme'), { readAt: LAST_WEEK }));
    await toDeny(
      updateDoc(doc(db, 'notifications', 'n-acme'), {
        readAt: serverTimestamp(),
        link: 'https://phishing.example',
      }),
    );
    await toDeny(updateDoc(doc(db, 'notifications', 'n-acme'), { userId: customer.uid }));
    await toDeny(
      updateDoc(doc(signedInAs(customer), 'notifications', 'n-acme'), {
        readAt: serverTimestamp(),
      }),
    );
  });

  it('nobody creates or deletes notifications from a client', async () => {
    const notice = {
      userId: company.uid,
      type: 'new-lead',
      title: 'Fake lead',
      body: '',
      link: '/company/leads/x',
      readAt: null,
      createdAt: serverTimestamp(),
    };
    await toDeny(addDoc(collection(signedInAs(company), 'notifications'), notice));
    await toDeny(addDoc(collection(signedInAs(customer), 'notifications'), notice));
    await toDeny(addDoc(collection(signedInAs(admin), 'notifications'), notice));
    await toDeny(deleteDoc(doc(signedInAs(company), 'notifications', 'n-acme')));
  });
});

describe('settings/{name}', () => {
  const matching = (db: Firestore) => doc(db, 'settings', 'matching');

  it('only admins read and edit the matching cap, within 1 to 5', async () => {
    const db = signedInAs(admin);
    await toAllow(getDoc(matching(db)));
    await toAllow(setDoc(matching(db), { maxCompaniesPerQuote: 4, updatedAt: serverTimestamp() }));
    await toDeny(setDoc(matching(db), { maxCompaniesPerQuote: 0, updatedAt: serverTimestamp() }));
    await toDeny(setDoc(matching(db), { maxCompaniesPerQuote: 6, updatedAt: serverTimestamp() }));
    await toDeny(setDoc(matching(db), { maxCompaniesPerQuote: 2.5, updatedAt: serverTimestamp() }));
    await toDeny(
      setDoc(matching(db), { maxCompaniesPerQuote: 3, extra: true, updatedAt: serverTimestamp() }),
    );
    await toDeny(setDoc(doc(db, 'settings', 'anything'), { updatedAt: serverTimestamp() }));
    await toDeny(deleteDoc(matching(db)));
  });

  it('companies, customers, visitors and deactivated admins cannot read or change settings', async () => {
    for (const db of [
      signedInAs(company),
      signedInAs(customer),
      anonymous(),
      signedInAs(deactivatedAdmin),
    ]) {
      await toDeny(getDoc(matching(db)));
      await toDeny(setDoc(matching(db), { maxCompaniesPerQuote: 5, updatedAt: serverTimestamp() }));
    }
  });
});

describe("matching's lookup documents", () => {
  it('no client reads them or adds a company to them, whatever its role', async () => {
    await seed(async (db) => {
      await setDoc(doc(db, 'coverageIndex', 'plumber|LS'), { companyIds: [otherCompany.uid] });
      await setDoc(doc(db, 'companySlugs', 'zenith-electrical'), { companyId: otherCompany.uid });
    });
    for (const db of [signedInAs(company), signedInAs(customer), signedInAs(admin), anonymous()]) {
      await toDeny(getDoc(doc(db, 'coverageIndex', 'plumber|LS')));
      await toDeny(
        setDoc(
          doc(db, 'coverageIndex', 'plumber|LS'),
          { companyIds: [company.uid] },
          { merge: true },
        ),
      );
      await toDeny(getDoc(doc(db, 'companySlugs', 'zenith-electrical')));
      await toDeny(
        setDoc(doc(db, 'companySlugs', 'zenith-electrical'), { companyId: company.uid }),
      );
    }
  });
});
