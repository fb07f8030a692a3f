import { COLLECTIONS } from '@fixwell/common/collections';
import type { DocumentRecord } from '@fixwell/common/documents/document';
import type { DocumentStatus } from '@fixwell/common/documents/document-labels';
import {
  limit,
  orderBy,
  serverTimestamp,
  Timestamp,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, describeEachRole, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const {
  owner: customer,
  otherCustomer,
  company,
  otherCompany,
  deactivated,
  deactivatedCompany,
} = PEOPLE;
const documents = operationsOn(COLLECTIONS.documents);

/** A document as saveDocumentDraft and sendDocument write it: a quote to `customerUid`. */
function storedDocument(
  companyId: string,
  customerUid: string | null,
  changes: Partial<DocumentRecord<Timestamp>> = {},
) {
  return {
    companyId,
    kind: 'quote',
    status: 'sent',
    number: 'Q-0001',
    version: 1,
    customer: {
      id: `${companyId}-customer`,
      name: 'Alice Example',
      email: customer.email,
      phone: '07700 900123',
      address: { line1: '1 Leaf Street', line2: '', town: 'Leeds', postcode: 'LS6 2AB' },
      uid: customerUid,
    },
    leadId: null,
    lines: [
      { description: 'Replace kitchen tap', quantity: 1, unitPricePence: 12_000, vatRate: 2000 },
    ],
    vatRegistered: true,
    vatNumber: 'GB123456789',
    totals: {
      subtotalPence: 12_000,
      vatBreakdown: [{ vatRate: 2000, netPence: 12_000, vatPence: 2400 }],
      vatPence: 2400,
      totalPence: 14_400,
    },
    depositPercent: null,
    validUntil: Timestamp.fromMillis(Date.now() + 30 * 24 * 3600 * 1000),
    dueDate: null,
    notes: '',
    paymentTerms: '',
    templateId: null,
    sourceDocumentId: null,
    replacesDocumentId: null,
    linkTokenHash: 'a'.repeat(64),
    sentAt: LAST_WEEK,
    viewedAt: null,
    acceptance: null,
    decline: null,
    amountPaidPence: 0,
    paidAt: null,
    voided: null,
    remindersSent: 0,
    lastReminderAt: null,
    createdAt: LAST_WEEK,
    updatedAt: LAST_WEEK,
    ...changes,
  } satisfies DocumentRecord<Timestamp>;
}

const draft = { status: 'draft', number: null, linkTokenHash: null, sentAt: null } as const;

const STORED = {
  // Acme's, for Alice (who has a Fixwell account): a draft, a sent quote, an unpaid invoice.
  'acme-draft': storedDocument(company.uid, customer.uid, draft),
  'acme-quote': storedDocument(company.uid, customer.uid),
  'acme-invoice': storedDocument(company.uid, customer.uid, {
    kind: 'invoice',
    number: 'INV-0001',
    validUntil: null,
    dueDate: Timestamp.fromMillis(Date.now() + 14 * 24 * 3600 * 1000),
  }),
  // For a customer Acme added by hand, with no account: opened only through the emailed link.
  'acme-manual': storedDocument(company.uid, null, { number: 'Q-0002' }),
  // Sent to a customer whose account has since been deactivated.
  'acme-frozen': storedDocument(company.uid, deactivated.uid, { number: 'Q-0003' }),
  // The most lines a document can have: reading it stays within the rules' evaluation limits.
  'acme-long': storedDocument(company.uid, customer.uid, {
    number: 'Q-0004',
    lines: Array.from({ length: 100 }, (_, index) => ({
      description: `Item ${index + 1}`,
      quantity: 2.5,
      unitPricePence: 4500,
      vatRate: 2000 as const,
    })),
  }),
  'zenith-quote': storedDocument(otherCompany.uid, otherCustomer.uid),
  'zenith-draft': storedDocument(otherCompany.uid, customer.uid, draft),
  'closed-quote': storedDocument(deactivatedCompany.uid, customer.uid),
};

const SENT_STATUSES: DocumentStatus[] = [
  'sent',
  'viewed',
  'accepted',
  'declined',
  'expired',
  'part-paid',
  'paid',
  'overdue',
  'void',
];

/** The company's lists (/company/documents, /company/invoices, a customer's page), newest first. */
const listsOf = (uid: string): QueryConstraint[][] => [
  [where('companyId', '==', uid), orderBy('updatedAt', 'desc'), limit(20)],
  [
    where('companyId', '==', uid),
    where('kind', '==', 'invoice'),
    orderBy('updatedAt', 'desc'),
    limit(20),
  ],
  [
    where('companyId', '==', uid),
    where('kind', '==', 'quote'),
    where('status', '==', 'draft'),
    orderBy('updatedAt', 'desc'),
    limit(20),
  ],
  [
    where('companyId', '==', uid),
    where('customer.id', '==', `${uid}-customer`),
    orderBy('createdAt', 'desc'),
    limit(20),
  ],
  // Search by number prefix.
  [
    where('companyId', '==', uid),
    where('number', '>=', 'Q-00'),
    where('number', '<', 'Q-00\uf8ff'),
    orderBy('number', 'asc'),
    limit(20),
  ],
];

/** What the customer's own list runs: documents sent to them, never drafts. */
const sentTo = (uid: string, ...statuses: QueryConstraint[]) => [
  where('customer.uid', '==', uid),
  ...(statuses.length ? statuses : [where('status', 'in', SENT_STATUSES)]),
  orderBy('sentAt', 'desc'),
  limit(20),
];

/** What someone might try to write straight into the collection. */
const forgedPaidInvoice = (companyId: string) =>
  storedDocument(companyId, customer.uid, {
    kind: 'invoice',
    status: 'paid',
    number: 'INV-0999',
    amountPaidPence: 14_400,
    paidAt: Timestamp.now(),
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });

useRulesEnvironment({
  seedEach: async (db) => {
    for (const [id, stored] of Object.entries(STORED)) await documents.set(db, id, stored);
  },
});

describe('documents/{id}', () => {
  describe('company (the owner)', () => {
    const db = () => dbAs.company();

    it('get: allowed on its own documents, drafts included', async () => {
      await toAllow(documents.get(db(), 'acme-draft'));
      await toAllow(documents.get(db(), 'acme-quote'));
      await toAllow(documents.get(db(), 'acme-manual'));
      await toAllow(documents.get(db(), 'acme-long'));
    });
    it('get: denied on another company’s, even one it knows the id of', async () => {
      await toDeny(documents.get(db(), 'zenith-quote'));
      await toDeny(documents.get(db(), 'zenith-draft'));
    });
    it('list: allowed filtered to its own documents, with each filter of its lists', async () => {
      for (const constraints of listsOf(company.uid))
        await toAllow(documents.list(db(), ...constraints));
      await toAllow(
        documents.count(db(), where('companyId', '==', company.uid), where('status', '==', 'sent')),
      );
    });
    it('list: denied unfiltered, by status alone or for another company', async () => {
      await toDeny(documents.list(db(), orderBy('updatedAt', 'desc'), limit(20)));
      await toDeny(documents.list(db(), where('status', '==', 'sent'), limit(20)));
      for (const constraints of listsOf(otherCompany.uid))
        await toDeny(documents.list(db(), ...constraints));
    });
    it('create: denied, even a draft of its own (saveDocumentDraft computes and writes it)', async () => {
      await toDeny(
        documents.set(db(), 'acme-new', storedDocument(company.uid, customer.uid, draft)),
      );
      await toDeny(documents.add(db(), forgedPaidInvoice(company.uid)));
    });
    it('update: denied when marking a document paid, or setting its payments', async () => {
      await toDeny(documents.update(db(), 'acme-invoice', { status: 'paid' }));
      await toDeny(
        documents.update(db(), 'acme-invoice', {
          amountPaidPence: 14_400,
          paidAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      );
      await toDeny(
        documents.update(db(), 'acme-invoice', {
          payments: [{ paymentIntentId: 'pi_forged', amountPence: 14_400, refundedPence: 0 }],
          updatedAt: serverTimestamp(),
        }),
      );
      // A credit would take money off what is due: only convertQuoteToInvoice sets one.
      await toDeny(
        documents.update(db(), 'acme-draft', {
          credit: { description: 'Deposit paid', amountPence: 14_400 },
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it('update: denied when giving a number, or totals it did not compute', async () => {
      await toDeny(documents.update(db(), 'acme-draft', { number: 'Q-0001' }));
      await toDeny(
        documents.update(db(), 'acme-quote', {
          'totals.totalPence': 1,
          'totals.subtotalPence': 1,
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it('update: denied on a sent document’s lines, and on its own draft’s (functions only)', async () => {
      const lines = [{ description: 'Tap', quantity: 1, unitPricePence: 1, vatRate: 0 }];
      await toDeny(documents.update(db(), 'acme-quote', { lines }));
      await toDeny(documents.update(db(), 'acme-draft', { lines, updatedAt: serverTimestamp() }));
    });
    it('update: denied when sending a draft itself, or accepting a quote for the customer', async () => {
      await toDeny(
        documents.update(db(), 'acme-draft', { status: 'sent', sentAt: serverTimestamp() }),
      );
      await toDeny(
        documents.update(db(), 'acme-quote', {
          status: 'accepted',
          acceptance: { name: 'Alice Example', version: 1, at: serverTimestamp() },
        }),
      );
    });
    it('update: denied when moving a document to another customer’s account', async () => {
      await toDeny(documents.update(db(), 'acme-manual', { 'customer.uid': otherCustomer.uid }));
    });
    it('delete: denied, drafts included', async () => {
      await toDeny(documents.delete(db(), 'acme-draft'));
      await toDeny(documents.delete(db(), 'acme-quote'));
    });
  });

  describe('other company', () => {
    const db = () => dbAs.otherCompany();

    it('get and list: its own documents only', async () => {
      await toAllow(documents.get(db(), 'zenith-quote'));
      await toDeny(documents.get(db(), 'acme-quote'));
      await toDeny(documents.get(db(), 'acme-draft'));
      await toDeny(documents.list(db(), ...listsOf(company.uid)[0]!));
    });
    it('create: denied with a forged companyId', async () => {
      await toDeny(documents.set(db(), 'forged', forgedPaidInvoice(company.uid)));
      await toDeny(documents.add(db(), forgedPaidInvoice(otherCompany.uid)));
    });
    it('update: denied on another company’s document, including claiming it', async () => {
      await toDeny(documents.update(db(), 'acme-quote', { companyId: otherCompany.uid }));
      await toDeny(documents.update(db(), 'acme-invoice', { status: 'void' }));
    });
    it('delete: denied on another company’s document', async () => {
      await toDeny(documents.delete(db(), 'acme-quote'));
    });
  });

  describe('deactivated company', () => {
    const db = () => dbAs.deactivatedCompany();

    it('get and list: denied, even on its own documents', async () => {
      await toDeny(documents.get(db(), 'closed-quote'));
      await toDeny(documents.list(db(), ...listsOf(deactivatedCompany.uid)[0]!));
    });
  });

  describe('customer (the one the documents were sent to)', () => {
    const db = () => dbAs.owner();

    it('get: allowed on a quote and an invoice sent to them', async () => {
      await toAllow(documents.get(db(), 'acme-quote'));
      await toAllow(documents.get(db(), 'acme-invoice'));
      await toAllow(documents.get(db(), 'acme-long'));
    });
    it('get: denied on a draft, even one addressed to them', async () => {
      await toDeny(documents.get(db(), 'acme-draft'));
      await toDeny(documents.get(db(), 'zenith-draft'));
    });
    it('get: denied on documents for someone else', async () => {
      await toDeny(documents.get(db(), 'acme-manual'));
      await toDeny(documents.get(db(), 'zenith-quote'));
    });
    it('list: allowed on the documents sent to them, by sent states', async () => {
      await toAllow(documents.list(db(), ...sentTo(customer.uid)));
      await toAllow(documents.list(db(), ...sentTo(customer.uid, where('status', '==', 'sent'))));
      await toAllow(
        documents.list(db(), ...sentTo(customer.uid, where('status', 'in', ['paid', 'overdue']))),
      );
    });
    it('list: denied when the query could return a draft or someone else’s document', async () => {
      await toDeny(
        documents.list(
          db(),
          where('customer.uid', '==', customer.uid),
          orderBy('updatedAt', 'desc'),
        ),
      );
      await toDeny(documents.list(db(), ...sentTo(customer.uid, where('status', '==', 'draft'))));
      await toDeny(documents.list(db(), ...sentTo(otherCustomer.uid)));
      await toDeny(documents.list(db(), ...listsOf(company.uid)[0]!));
    });
    it('update: denied when accepting or declining a quote by writing it (respondToQuote does)', async () => {
      await toDeny(
        documents.update(db(), 'acme-quote', {
          status: 'accepted',
          acceptance: { name: 'Alice Example', version: 1, at: serverTimestamp() },
          updatedAt: serverTimestamp(),
        }),
      );
      await toDeny(
        documents.update(db(), 'acme-quote', {
          status: 'declined',
          decline: { reason: 'price', note: '', at: serverTimestamp() },
        }),
      );
      await toDeny(documents.update(db(), 'acme-quote', { viewedAt: serverTimestamp() }));
    });
    it('update: denied when marking an invoice paid or changing what it asks for', async () => {
      await toDeny(
        documents.update(db(), 'acme-invoice', { status: 'paid', amountPaidPence: 14_400 }),
      );
      await toDeny(documents.update(db(), 'acme-invoice', { 'totals.totalPence': 1 }));
    });
    it('create and delete: denied', async () => {
      await toDeny(documents.add(db(), forgedPaidInvoice(company.uid)));
      await toDeny(documents.delete(db(), 'acme-quote'));
    });
  });

  describe('other customer', () => {
    const db = () => dbAs.otherCustomer();

    it('get: allowed on their own, denied on Alice’s even knowing the id', async () => {
      await toAllow(documents.get(db(), 'zenith-quote'));
      await toDeny(documents.get(db(), 'acme-quote'));
      await toDeny(documents.get(db(), 'acme-invoice'));
    });
    it('list: denied for documents sent to someone else', async () => {
      await toDeny(documents.list(db(), ...sentTo(customer.uid)));
    });
    it('update: denied when taking a document over', async () => {
      await toDeny(documents.update(db(), 'acme-quote', { 'customer.uid': otherCustomer.uid }));
    });
  });

  describe('deactivated customer', () => {
    const db = () => dbAs.deactivated();

    it('get and list: denied, even on a document sent to them', async () => {
      await toDeny(documents.get(db(), 'acme-frozen'));
      await toDeny(documents.list(db(), ...sentTo(deactivated.uid)));
    });
  });

  describe('anonymous visitor', () => {
    const db = () => dbAs.anonymous();

    it('get and list: denied, even knowing the id (the emailed link goes through openDocument)', async () => {
      await toDeny(documents.get(db(), 'acme-manual'));
      await toDeny(documents.get(db(), 'acme-quote'));
      await toDeny(documents.list(db(), ...sentTo(customer.uid)));
      await toDeny(documents.list(db(), ...listsOf(company.uid)[0]!));
    });
    it('create and update: denied', async () => {
      await toDeny(documents.add(db(), forgedPaidInvoice(company.uid)));
      await toDeny(documents.update(db(), 'acme-manual', { status: 'accepted' }));
    });
  });

  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get: allowed on any document, drafts included', async () => {
      await toAllow(documents.get(db(), 'acme-draft'));
      await toAllow(documents.get(db(), 'zenith-quote'));
      await toAllow(documents.get(db(), 'acme-long'));
    });
    it('list: allowed, any company’s and unfiltered', async () => {
      await toAllow(documents.list(db(), orderBy('updatedAt', 'desc'), limit(20)));
      for (const constraints of listsOf(otherCompany.uid))
        await toAllow(documents.list(db(), ...constraints));
    });
    it('create, update, delete: denied (documents come from functions only)', async () => {
      await toDeny(documents.add(db(), forgedPaidInvoice(company.uid)));
      await toDeny(documents.update(db(), 'acme-invoice', { status: 'paid' }));
      await toDeny(documents.delete(db(), 'acme-draft'));
    });
  });

  describeEachRole(['deactivatedAdmin'], (db) => {
    it('get and list: denied (no admin powers left)', async () => {
      await toDeny(documents.get(db(), 'acme-quote'));
      await toDeny(documents.list(db(), orderBy('updatedAt', 'desc'), limit(20)));
    });
  });
});
