import { createHash } from 'node:crypto';

import { signInWithEmailAndPassword } from 'firebase/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { DocumentView } from '@fixwell/common/documents/document-view';

import { londonMidnightMillis, londonDateOf } from '@fixwell/common/london-time';
import { closeClients, seedAccount, signedIn, tracked } from '../testing/billing-fixtures';
import {
  adminDb,
  callFailure,
  clearEmulators,
  closeAdmin,
  documentLinkToken,
  mailTo,
  webClient,
  type WebClient,
} from '../testing/emulators';
import { COMPANY_PASSWORD, seedCompany } from '../testing/quote-fixtures';
import { addDays } from './document-decisions';
import { DOCUMENT_FIELD_MESSAGES, DOCUMENT_MESSAGES } from './document-messages';
import { sendInvoiceRemindersNow } from './send-invoice-reminders';

const DAY_MS = 24 * 60 * 60 * 1000;
const today = () => londonDateOf(Date.now());
const day = (offset: number) => addDays(today(), offset);
const dayTimestamp = (date: string) => Timestamp.fromMillis(londonMidnightMillis(date));
const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

beforeEach(clearEmulators);
afterEach(closeClients);
afterAll(closeAdmin);

/** A company (profile, company document, subscription) signed in on its own client. */
async function companyClient(id: string, extra: Record<string, unknown> = {}): Promise<WebClient> {
  const email = await seedCompany(id);
  if (Object.keys(extra).length > 0)
    await adminDb().collection(COLLECTIONS.companies).doc(id).update(extra);
  const client = tracked(webClient());
  await signInWithEmailAndPassword(client.auth, email, COMPANY_PASSWORD);
  return client;
}

/** A homeowner with an account, signed in; answers the client and its uid. */
async function customerClient(uid: string): Promise<WebClient> {
  return tracked(await signedIn(await seedAccount(uid, 'customer')));
}

/** `companyCustomers/{id}` of `companyId`, as the company writes it (or acceptLead). */
async function seedCustomer(
  id: string,
  companyId: string,
  over: Record<string, unknown> = {},
): Promise<{ id: string; email: string }> {
  const email = `${id}@example.co.uk`;
  await adminDb()
    .collection(COLLECTIONS.companyCustomers)
    .doc(id)
    .set({
      companyId,
      name: 'Priya Shah',
      email,
      phone: '',
      address: { line1: '4 Elm Row', line2: '', town: 'Leeds', postcode: 'LS6 2AB' },
      source: 'manual',
      leadId: null,
      uid: null,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
      ...over,
    });
  return { id, email: typeof over.email === 'string' ? over.email : email };
}

const LINES = [
  { description: 'Replace radiator valve', quantity: 2, unitPricePence: 4_550, vatRate: 2000 },
  { description: 'Energy-saving thermostat', quantity: 1, unitPricePence: 12_999, vatRate: 500 },
];

function quoteDraft(customerId: string, over: Record<string, unknown> = {}) {
  return {
    kind: 'quote',
    customerId,
    lines: LINES,
    validUntil: day(14),
    dueDate: null,
    depositPercent: 25,
    notes: 'Includes parts and labour.',
    paymentTerms: 'Deposit on acceptance.',
    templateId: null,
    ...over,
  };
}

function invoiceDraft(customerId: string, over: Record<string, unknown> = {}) {
  return quoteDraft(customerId, {
    kind: 'invoice',
    validUntil: null,
    dueDate: day(14),
    depositPercent: null,
    ...over,
  });
}

async function documentData(id: string) {
  return (await adminDb().collection(COLLECTIONS.documents).doc(id).get()).data();
}

async function save(client: WebClient, draft: unknown): Promise<string> {
  return (await client.call<{ documentId: string }>('saveDocumentDraft', draft)).documentId;
}

async function saveAndSend(client: WebClient, draft: unknown) {
  const documentId = await save(client, draft);
  const sent = await client.call<{ documentId: string; number: string }>('sendDocument', {
    documentId,
  });
  return { documentId, number: sent.number };
}

async function notificationsOf(userId: string) {
  const snapshot = await adminDb()
    .collection(COLLECTIONS.notifications)
    .where('userId', '==', userId)
    .get();
  return snapshot.docs.map((doc) => doc.data());
}

describe('saveDocumentDraft', () => {
  it('saves a draft with totals recomputed and VAT only for a registered company', async () => {
    const hartley = await companyClient('hartley');
    const { id } = await seedCustomer('priya', 'hartley');

    const documentId = await save(hartley, {
      ...quoteDraft(id),
      // A client's totals are never read.
      totals: { totalPence: 1 },
    });
    expect(await documentData(documentId)).toMatchObject({
      companyId: 'hartley',
      kind: 'quote',
      status: 'draft',
      number: null,
      version: 1,
      customer: { id, name: 'Priya Shah', email: 'priya@example.co.uk', uid: null },
      vatRegistered: false,
      vatNumber: null,
      totals: { subtotalPence: 22_099, vatPence: 0, totalPence: 22_099, vatBreakdown: [] },
      depositPercent: 25,
      dueDate: null,
      linkTokenHash: null,
      remindersSent: 0,
    });
    expect((await documentData(documentId))?.validUntil).toEqual(dayTimestamp(day(14)));

    await adminDb()
      .collection(COLLECTIONS.companies)
      .doc('hartley')
      .update({ vatNumber: 'GB123456789' });
    expect(await save(hartley, { ...quoteDraft(id), documentId, notes: 'Changed.' })).toBe(
      documentId,
    );
    expect(await documentData(documentId)).toMatchObject({
      vatRegistered: true,
      vatNumber: 'GB123456789',
      notes: 'Changed.',
      // 20% of £91.00 is £18.20; 5% of £129.99 is £6.4995, rounded down to £6.49.
      totals: { subtotalPence: 22_099, vatPence: 1_820 + 649, totalPence: 24_568 },
    });
  });

  it('refuses anyone but an active company', async () => {
    const customer = await customerClient('priya-account');
    expect(await callFailure(customer.call('saveDocumentDraft', quoteDraft('x')))).toMatchObject({
      code: 'functions/permission-denied',
      message: DOCUMENT_MESSAGES.companyOnly,
    });
    const anonymous = tracked(webClient());
    expect((await callFailure(anonymous.call('saveDocumentDraft', quoteDraft('x')))).code).toBe(
      'functions/unauthenticated',
    );
  });

  it("refuses another company's customer and document", async () => {
    const hartley = await companyClient('hartley');
    const rival = await companyClient('rival');
    const { id } = await seedCustomer('priya', 'hartley');
    const rivalCustomer = await seedCustomer('rivals-customer', 'rival');

    expect(
      await callFailure(hartley.call('saveDocumentDraft', quoteDraft(rivalCustomer.id))),
    ).toEqual({
      code: 'functions/invalid-argument',
      message: DOCUMENT_MESSAGES.invalid,
      details: { fields: { customerId: DOCUMENT_MESSAGES.customerNotFound } },
    });
    const documentId = await save(hartley, quoteDraft(id));
    expect(
      await callFailure(
        rival.call('saveDocumentDraft', { ...quoteDraft(rivalCustomer.id), documentId }),
      ),
    ).toMatchObject({ code: 'functions/not-found', message: DOCUMENT_MESSAGES.notFound });
  });

  it('answers bad input with a message per field', async () => {
    const hartley = await companyClient('hartley');
    const { id } = await seedCustomer('priya', 'hartley');
    const lines = [{ description: '', quantity: 0.001, unitPricePence: 0, vatRate: 17 }];
    const failure = await callFailure(hartley.call('saveDocumentDraft', quoteDraft(id, { lines })));
    expect(failure).toMatchObject({
      code: 'functions/invalid-argument',
      message: DOCUMENT_MESSAGES.invalid,
      details: {
        fields: {
          'lines.0.description': 'Describe the work or item.',
          'lines.0.quantity': 'The quantity must be more than 0.',
          'lines.0.unitPricePence': 'The price must be at least 1p.',
          'lines.0.vatRate': 'Choose a VAT rate.',
        },
      },
    });
    expect(
      await callFailure(
        hartley.call('saveDocumentDraft', quoteDraft(id, { validUntil: day(-1), dueDate: day(3) })),
      ),
    ).toMatchObject({
      code: 'functions/invalid-argument',
      details: {
        fields: {
          validUntil: DOCUMENT_FIELD_MESSAGES.validUntilPast,
          dueDate: DOCUMENT_FIELD_MESSAGES.dueDateOnQuote,
        },
      },
    });
    expect(
      await callFailure(
        hartley.call('saveDocumentDraft', invoiceDraft(id, { dueDate: null, depositPercent: 10 })),
      ),
    ).toMatchObject({
      details: {
        fields: {
          dueDate: DOCUMENT_FIELD_MESSAGES.dueDateRequired,
          depositPercent: DOCUMENT_FIELD_MESSAGES.depositOnInvoice,
        },
      },
    });
    expect(
      await callFailure(
        hartley.call(
          'saveDocumentDraft',
          quoteDraft(id, { lines: [LINES[0], { ...LINES[0], unitPricePence: 100_000_001 }] }),
        ),
      ),
    ).toMatchObject({
      details: { fields: { 'lines.1.unitPricePence': 'The price can be at most £1,000,000.' } },
    });
  });

  it('never changes a sent document', async () => {
    const hartley = await companyClient('hartley');
    const { id } = await seedCustomer('priya', 'hartley');
    const { documentId } = await saveAndSend(hartley, quoteDraft(id));
    expect(
      await callFailure(hartley.call('saveDocumentDraft', { ...quoteDraft(id), documentId })),
    ).toEqual({
      code: 'functions/failed-precondition',
      message: DOCUMENT_MESSAGES.notDraft,
      details: undefined,
    });
  });
});

describe('sendDocument', () => {
  it('numbers, links, emails and tells the customer’s account', async () => {
    const hartley = await companyClient('hartley');
    const priya = await customerClient('priya-account');
    const { id, email } = await seedCustomer('priya', 'hartley', { uid: 'priya-account' });

    const { documentId, number } = await saveAndSend(hartley, quoteDraft(id));
    expect(number).toBe('Q-0001');
    const token = await documentLinkToken(email, documentId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await documentData(documentId);
    expect(stored).toMatchObject({
      status: 'sent',
      number: 'Q-0001',
      linkTokenHash: sha256(token),
    });
    expect(stored?.sentAt).toBeInstanceOf(Timestamp);
    const [mail] = await mailTo(email);
    expect(mail).toMatchObject({
      kind: 'document-sent',
      message: { subject: 'Quote Q-0001 from Company hartley' },
    });
    expect((mail?.message as { text: string }).text).toContain('for £220.99');
    expect(await notificationsOf('priya-account')).toEqual([
      expect.objectContaining({
        type: 'document-sent',
        title: 'Company hartley sent you quote Q-0001',
        link: `/document/${documentId}`,
      }),
    ]);
    expect(
      (await adminDb().collection(COLLECTIONS.documentCounters).doc('hartley').get()).data(),
    ).toEqual({ quote: 1 });

    // Each kind has its own sequence.
    expect((await saveAndSend(hartley, invoiceDraft(id))).number).toBe('INV-0001');
    expect((await saveAndSend(hartley, quoteDraft(id))).number).toBe('Q-0002');

    expect(await callFailure(hartley.call('sendDocument', { documentId }))).toMatchObject({
      code: 'functions/failed-precondition',
      message: DOCUMENT_MESSAGES.alreadySent,
    });
    expect(await callFailure(priya.call('sendDocument', { documentId }))).toMatchObject({
      code: 'functions/permission-denied',
    });
  });

  it('refuses a customer with no email, and another company’s draft', async () => {
    const hartley = await companyClient('hartley');
    const rival = await companyClient('rival');
    const { id } = await seedCustomer('no-email', 'hartley', { email: '' });
    const documentId = await save(hartley, quoteDraft(id));
    expect(await callFailure(rival.call('sendDocument', { documentId }))).toMatchObject({
      code: 'functions/not-found',
    });
    expect(await callFailure(hartley.call('sendDocument', { documentId }))).toMatchObject({
      code: 'functions/failed-precondition',
      message: DOCUMENT_MESSAGES.noEmail,
    });
    expect((await documentData(documentId))?.status).toBe('draft');
  });

  // Ten calls at once start ten function instances on the emulator: slow the first time.
  it(
    'gives ten drafts sent at once ten different numbers, in sequence',
    { timeout: 90_000 },
    async () => {
      const hartley = await companyClient('hartley');
      const { id } = await seedCustomer('priya', 'hartley');
      const drafts = await Promise.all(
        Array.from({ length: 10 }, () => save(hartley, quoteDraft(id))),
      );
      const sent = await Promise.all(
        drafts.map((documentId) =>
          hartley.call<{ number: string }>('sendDocument', { documentId }),
        ),
      );
      expect(sent.map((answer) => answer.number).sort()).toEqual(
        Array.from({ length: 10 }, (_, i) => `Q-${String(i + 1).padStart(4, '0')}`),
      );
      const stored = await Promise.all(drafts.map(documentData));
      expect(new Set(stored.map((document) => document?.number)).size).toBe(10);
      expect(
        (await adminDb().collection(COLLECTIONS.documentCounters).doc('hartley').get()).data(),
      ).toEqual({ quote: 10 });
    },
  );
});

describe('openDocument', () => {
  it('opens for the token, the signed-in customer and the company; nobody else', async () => {
    const hartley = await companyClient('hartley');
    const priya = await customerClient('priya-account');
    const stranger = await customerClient('stranger');
    const anonymous = tracked(webClient());
    const { id, email } = await seedCustomer('priya', 'hartley', { uid: 'priya-account' });
    const { documentId } = await saveAndSend(hartley, quoteDraft(id));
    const token = await documentLinkToken(email, documentId);

    const view = await anonymous.call<DocumentView>('openDocument', { documentId, token });
    expect(view).toMatchObject({
      id: documentId,
      kind: 'quote',
      status: 'viewed',
      number: 'Q-0001',
      version: 1,
      company: { id: 'hartley', name: 'Company hartley', phone: '0113 496 0000', slug: 'hartley' },
      customer: { name: 'Priya Shah', email },
      lineNetPence: [9_100, 12_999],
      totals: { totalPence: 22_099 },
      depositPercent: 25,
      depositPence: 5_525,
      validUntilIso: day(14),
      dueDateIso: null,
      canPayByCard: false,
      preview: false,
    });
    expect(view).not.toHaveProperty('linkTokenHash');
    expect((await priya.call<DocumentView>('openDocument', { documentId })).id).toBe(documentId);
    const preview = await hartley.call<DocumentView>('openDocument', { documentId });
    expect(preview.preview).toBe(true);

    const wrongToken = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    for (const [client, input] of [
      [anonymous, { documentId, token: wrongToken }],
      [anonymous, { documentId }],
      [stranger, { documentId }],
      [stranger, { documentId: 'no-such-document', token }],
      [anonymous, { documentId, token: 'short' }],
    ] as const) {
      expect(await callFailure(client.call('openDocument', input))).toMatchObject({
        code: 'functions/not-found',
        message: DOCUMENT_MESSAGES.notFound,
      });
    }
  });

  it('shows a draft to its company only', async () => {
    const hartley = await companyClient('hartley');
    const priya = await customerClient('priya-account');
    const rival = await companyClient('rival');
    const { id } = await seedCustomer('priya', 'hartley', { uid: 'priya-account' });
    const documentId = await save(hartley, quoteDraft(id));
    expect((await hartley.call<DocumentView>('openDocument', { documentId })).status).toBe('draft');
    for (const client of [priya, rival]) {
      expect((await callFailure(client.call('openDocument', { documentId }))).code).toBe(
        'functions/not-found',
      );
    }
  });

  it('marks the document viewed once, on the customer’s first open, and tells the company', async () => {
    const hartley = await companyClient('hartley');
    const priya = await customerClient('priya-account');
    const { id } = await seedCustomer('priya', 'hartley', { uid: 'priya-account' });
    const { documentId } = await saveAndSend(hartley, invoiceDraft(id));

    await hartley.call('openDocument', { documentId });
    expect(await documentData(documentId)).toMatchObject({ status: 'sent', viewedAt: null });

    expect((await priya.call<DocumentView>('openDocument', { documentId })).status).toBe('viewed');
    const first = (await documentData(documentId))?.viewedAt as Timestamp;
    expect(first).toBeInstanceOf(Timestamp);
    await priya.call('openDocument', { documentId });
    const again = await documentData(documentId);
    expect(again?.status).toBe('viewed');
    expect((again?.viewedAt as Timestamp).isEqual(first)).toBe(true);
    const viewed = (await notificationsOf('hartley')).filter(
      (notice) => notice.type === 'document-viewed',
    );
    expect(viewed).toHaveLength(1);
    expect(viewed[0]).toMatchObject({ title: 'Priya Shah opened invoice INV-0001' });
  });

  it('answers and stores a quote past its validity as expired', async () => {
    const hartley = await companyClient('hartley');
    const priya = await customerClient('priya-account');
    const { id } = await seedCustomer('priya', 'hartley', { uid: 'priya-account' });
    const { documentId } = await saveAndSend(hartley, quoteDraft(id));
    await adminDb()
      .collection(COLLECTIONS.documents)
      .doc(documentId)
      .update({ validUntil: dayTimestamp(day(-1)) });
    expect((await priya.call<DocumentView>('openDocument', { documentId })).status).toBe('expired');
    expect((await documentData(documentId))?.status).toBe('expired');
    expect(
      await callFailure(
        priya.call('respondToQuote', {
          documentId,
          response: 'decline',
          reason: 'price',
          note: '',
        }),
      ),
    ).toMatchObject({
      code: 'functions/failed-precondition',
      message: DOCUMENT_MESSAGES.quoteExpired,
    });
  });
});

describe('respondToQuote', () => {
  const accept = (documentId: string, version: number, token?: string) => ({
    documentId,
    ...(token ? { token } : {}),
    response: 'accept',
    signatureName: 'Priya Shah',
    acceptTerms: true,
    version,
  });

  it('accepts the version read, with the token, and tells the company', async () => {
    const hartley = await companyClient('hartley');
    const stranger = await customerClient('stranger');
    const anonymous = tracked(webClient());
    const { id, email } = await seedCustomer('priya', 'hartley');
    const { documentId } = await saveAndSend(hartley, quoteDraft(id));
    const token = await documentLinkToken(email, documentId);

    expect(
      await callFailure(anonymous.call('respondToQuote', accept(documentId, 2, token))),
    ).toMatchObject({
      code: 'functions/failed-precondition',
      message: DOCUMENT_MESSAGES.quoteChanged,
    });
    expect((await callFailure(stranger.call('respondToQuote', accept(documentId, 1)))).code).toBe(
      'functions/not-found',
    );
    expect(await callFailure(hartley.call('respondToQuote', accept(documentId, 1)))).toMatchObject({
      code: 'functions/permission-denied',
      message: DOCUMENT_MESSAGES.companyCannotAnswer,
    });
    expect(
      await callFailure(
        anonymous.call('respondToQuote', { ...accept(documentId, 1, token), signatureName: 'P' }),
      ),
    ).toMatchObject({
      code: 'functions/invalid-argument',
      details: { fields: { signatureName: 'Type your full name to accept.' } },
    });

    expect(await anonymous.call('respondToQuote', accept(documentId, 1, token))).toEqual({
      status: 'accepted',
    });
    const stored = await documentData(documentId);
    expect(stored).toMatchObject({
      status: 'accepted',
      acceptance: { name: 'Priya Shah', version: 1 },
      decline: null,
    });
    expect(stored?.acceptance.at).toBeInstanceOf(Timestamp);
    expect(await notificationsOf('hartley')).toContainEqual(
      expect.objectContaining({
        type: 'quote-accepted',
        title: 'Priya Shah accepted quote Q-0001',
        link: `/document/${documentId}`,
      }),
    );
    const companyEmail = String(
      (await adminDb().collection(COLLECTIONS.users).doc('hartley').get()).get('email'),
    );
    expect(await mailTo(companyEmail)).toEqual([
      expect.objectContaining({
        kind: 'quote-accepted',
        message: expect.objectContaining({ subject: 'Priya Shah accepted quote Q-0001' }),
      }),
    ]);

    expect(
      await callFailure(anonymous.call('respondToQuote', accept(documentId, 1, token))),
    ).toMatchObject({
      code: 'functions/failed-precondition',
      message: DOCUMENT_MESSAGES.quoteAnswered,
    });
  });

  it('declines for the signed-in customer with a reason and a note', async () => {
    const hartley = await companyClient('hartley');
    const priya = await customerClient('priya-account');
    const { id } = await seedCustomer('priya', 'hartley', { uid: 'priya-account' });
    const { documentId } = await saveAndSend(hartley, quoteDraft(id));
    expect(
      await priya.call('respondToQuote', {
        documentId,
        response: 'decline',
        reason: 'chose-another',
        note: 'Found someone closer.',
      }),
    ).toEqual({ status: 'declined' });
    expect(await documentData(documentId)).toMatchObject({
      status: 'declined',
      decline: { reason: 'chose-another', note: 'Found someone closer.' },
      acceptance: null,
    });
    expect(await notificationsOf('hartley')).toContainEqual(
      expect.objectContaining({ type: 'quote-declined' }),
    );
  });

  it('refuses an invoice', async () => {
    const hartley = await companyClient('hartley');
    const priya = await customerClient('priya-account');
    const { id } = await seedCustomer('priya', 'hartley', { uid: 'priya-account' });
    const { documentId } = await saveAndSend(hartley, invoiceDraft(id));
    expect(await callFailure(priya.call('respondToQuote', accept(documentId, 1)))).toMatchObject({
      code: 'functions/failed-precondition',
      message: DOCUMENT_MESSAGES.notAQuote,
    });
  });
});

describe('voidDocument, duplicateDocument, convertQuoteToInvoice, sendDocumentReminder', () => {
  it('voids a sent, unpaid invoice with its reason; never a quote or a draft', async () => {
    const hartley = await companyClient('hartley');
    const rival = await companyClient('rival');
    const { id } = await seedCustomer('priya', 'hartley');
    const { documentId } = await saveAndSend(hartley, invoiceDraft(id));
    const quote = await saveAndSend(hartley, quoteDraft(id));
    const draft = await save(hartley, invoiceDraft(id));
    const reason = 'Wrong address on the invoice.';

    expect((await callFailure(rival.call('voidDocument', { documentId, reason }))).code).toBe(
      'functions/not-found',
    );
    expect(
      await callFailure(hartley.call('voidDocument', { documentId, reason: 'x' })),
    ).toMatchObject({
      code: 'functions/invalid-argument',
      details: { fields: { reason: 'Say why the invoice is void.' } },
    });
    expect(
      await callFailure(hartley.call('voidDocument', { documentId: quote.documentId, reason })),
    ).toMatchObject({
      code: 'functions/failed-precondition',
      message: DOCUMENT_MESSAGES.quoteCannotBeVoided,
    });
    expect(
      await callFailure(hartley.call('voidDocument', { documentId: draft, reason })),
    ).toMatchObject({
      code: 'functions/failed-precondition',
      message: DOCUMENT_MESSAGES.voidOnlySent,
    });

    expect(await hartley.call('voidDocument', { documentId, reason })).toEqual({ documentId });
    expect(await documentData(documentId)).toMatchObject({
      status: 'void',
      number: 'INV-0001',
      voided: { reason },
    });
    expect(await callFailure(hartley.call('voidDocument', { documentId, reason }))).toMatchObject({
      code: 'functions/failed-precondition',
    });
  });

  it('keeps the customer’s amount invoiced and last contact as documents move', async () => {
    const hartley = await companyClient('hartley');
    const { id } = await seedCustomer('priya', 'hartley');
    const customer = async () =>
      (await adminDb().collection(COLLECTIONS.companyCustomers).doc(id).get()).data() ?? {};

    // A draft is not contact; a sent quote is contact but nothing invoiced.
    await save(hartley, invoiceDraft(id));
    expect((await customer()).lastContactAt).toBeUndefined();
    await saveAndSend(hartley, quoteDraft(id));
    const afterQuote = await customer();
    expect(afterQuote.lastContactAt).toBeInstanceOf(Timestamp);
    expect(afterQuote.invoicedPence).toBeUndefined();

    const first = await saveAndSend(hartley, invoiceDraft(id));
    await saveAndSend(hartley, invoiceDraft(id));
    const total = ((await documentData(first.documentId))?.totals as { totalPence: number })
      .totalPence;
    expect((await customer()).invoicedPence).toBe(2 * total);

    await hartley.call('voidDocument', { documentId: first.documentId, reason: 'Sent twice.' });
    expect((await customer()).invoicedPence).toBe(total);

    // A customer the company deleted stays deleted when a document for them moves on.
    const { documentId } = await saveAndSend(hartley, invoiceDraft(id));
    await adminDb().collection(COLLECTIONS.companyCustomers).doc(id).delete();
    await hartley.call('sendDocumentReminder', { documentId });
    expect((await adminDb().collection(COLLECTIONS.companyCustomers).doc(id).get()).exists).toBe(
      false,
    );
  });

  it('duplicates any document as a new draft', async () => {
    const hartley = await companyClient('hartley');
    const rival = await companyClient('rival');
    const { id } = await seedCustomer('priya', 'hartley');
    const { documentId } = await saveAndSend(hartley, quoteDraft(id));
    expect((await callFailure(rival.call('duplicateDocument', { documentId }))).code).toBe(
      'functions/not-found',
    );
    const copy = await hartley.call<{ documentId: string }>('duplicateDocument', { documentId });
    expect(copy.documentId).not.toBe(documentId);
    const stored = await documentData(copy.documentId);
    expect(stored).toMatchObject({
      companyId: 'hartley',
      kind: 'quote',
      status: 'draft',
      number: null,
      lines: LINES,
      sourceDocumentId: documentId,
      linkTokenHash: null,
      sentAt: null,
    });
    expect((await hartley.call<{ number: string }>('sendDocument', copy)).number).toBe('Q-0002');
  });

  it('turns an accepted quote into an invoice, or a deposit invoice', async () => {
    const hartley = await companyClient('hartley', { vatNumber: 'GB123456789' });
    const priya = await customerClient('priya-account');
    const { id } = await seedCustomer('priya', 'hartley', { uid: 'priya-account' });
    const { documentId } = await saveAndSend(hartley, quoteDraft(id));
    expect(
      await callFailure(hartley.call('convertQuoteToInvoice', { documentId, deposit: false })),
    ).toMatchObject({
      code: 'functions/failed-precondition',
      message: DOCUMENT_MESSAGES.convertOnlyAccepted,
    });
    await priya.call('respondToQuote', {
      documentId,
      response: 'accept',
      signatureName: 'Priya Shah',
      acceptTerms: true,
      version: 1,
    });
    const quote = await documentData(documentId);

    const full = await hartley.call<{ documentId: string }>('convertQuoteToInvoice', {
      documentId,
      deposit: false,
    });
    expect(await documentData(full.documentId)).toMatchObject({
      kind: 'invoice',
      status: 'draft',
      lines: LINES,
      totals: quote?.totals,
      depositPercent: null,
      validUntil: null,
      dueDate: dayTimestamp(day(14)),
      sourceDocumentId: documentId,
      customer: { uid: 'priya-account' },
    });

    const deposit = await hartley.call<{ documentId: string }>('convertQuoteToInvoice', {
      documentId,
      deposit: true,
    });
    const depositInvoice = await documentData(deposit.documentId);
    expect(depositInvoice?.lines).toEqual([
      expect.objectContaining({ description: 'Deposit for quote Q-0001', quantity: 1 }),
    ]);
    // 25% of £245.68.
    expect(depositInvoice?.totals.totalPence).toBe(6_142);
    expect((await hartley.call<{ number: string }>('sendDocument', deposit)).number).toBe(
      'INV-0001',
    );
  });

  it('refuses a deposit invoice for a quote without a deposit', async () => {
    const hartley = await companyClient('hartley');
    const priya = await customerClient('priya-account');
    const { id } = await seedCustomer('priya', 'hartley', { uid: 'priya-account' });
    const { documentId } = await saveAndSend(hartley, quoteDraft(id, { depositPercent: null }));
    await priya.call('respondToQuote', {
      documentId,
      response: 'accept',
      signatureName: 'Priya Shah',
      acceptTerms: true,
      version: 1,
    });
    expect(
      await callFailure(hartley.call('convertQuoteToInvoice', { documentId, deposit: true })),
    ).toMatchObject({
      code: 'functions/failed-precondition',
      message: DOCUMENT_MESSAGES.noDeposit,
    });
  });

  it('sends a reminder of a sent invoice with a fresh link, and records it', async () => {
    const hartley = await companyClient('hartley');
    const anonymous = tracked(webClient());
    const { id, email } = await seedCustomer('priya', 'hartley');
    const { documentId } = await saveAndSend(hartley, invoiceDraft(id));
    const quote = await saveAndSend(hartley, quoteDraft(id));

    expect(await hartley.call('sendDocumentReminder', { documentId })).toEqual({ sent: true });
    const reminders = (await mailTo(email)).filter((mail) => mail.kind === 'document-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      message: expect.objectContaining({
        subject: 'Reminder: invoice INV-0001 from Company hartley',
      }),
    });
    const stored = await documentData(documentId);
    expect(stored?.lastReminderAt).toBeInstanceOf(Timestamp);
    expect(stored?.remindersSent).toBe(0);
    const token = await documentLinkToken(email, documentId);
    expect((await anonymous.call<DocumentView>('openDocument', { documentId, token })).id).toBe(
      documentId,
    );

    expect(
      await callFailure(hartley.call('sendDocumentReminder', { documentId: quote.documentId })),
    ).toMatchObject({
      code: 'functions/failed-precondition',
      message: DOCUMENT_MESSAGES.reminderOnlyUnpaid,
    });
  });
});

describe('sendInvoiceRemindersNow', () => {
  it('sends two automatic reminders at most, 3 and 10 days after the due day', async () => {
    const hartley = await companyClient('hartley');
    const { id, email } = await seedCustomer('priya', 'hartley');
    const unpaid = await saveAndSend(hartley, invoiceDraft(id));
    const paid = await saveAndSend(hartley, invoiceDraft(id));
    const notDue = await saveAndSend(hartley, invoiceDraft(id));
    const documents = adminDb().collection(COLLECTIONS.documents);
    // Due four days ago.
    await documents.doc(unpaid.documentId).update({ dueDate: dayTimestamp(day(-4)) });
    await documents
      .doc(paid.documentId)
      .update({ dueDate: dayTimestamp(day(-4)), status: 'paid', amountPaidPence: 22_099 });
    await documents.doc(notDue.documentId).update({ dueDate: dayTimestamp(day(-2)) });

    const now = Date.now();
    expect(await sendInvoiceRemindersNow(now)).toEqual({ reminded: 1 });
    expect(await documentData(unpaid.documentId)).toMatchObject({
      status: 'overdue',
      remindersSent: 1,
    });
    expect(await sendInvoiceRemindersNow(now)).toEqual({ reminded: 0 });
    expect(await sendInvoiceRemindersNow(now + 5 * DAY_MS)).toEqual({ reminded: 1 });
    expect(await documentData(unpaid.documentId)).toMatchObject({ remindersSent: 1 });
    expect(await sendInvoiceRemindersNow(now + 6 * DAY_MS)).toEqual({ reminded: 1 });
    expect(await documentData(unpaid.documentId)).toMatchObject({
      status: 'overdue',
      remindersSent: 2,
    });
    // The other (due two days ago) got its first on day 5; its second comes when it is found.
    expect(await sendInvoiceRemindersNow(now + 60 * DAY_MS)).toEqual({ reminded: 1 });
    expect(await sendInvoiceRemindersNow(now + 61 * DAY_MS)).toEqual({ reminded: 0 });

    const reminders = (await mailTo(email)).filter((mail) => mail.kind === 'document-reminder');
    expect(reminders).toHaveLength(4);
    expect((await documentData(notDue.documentId))?.remindersSent).toBe(2);
    expect((await documentData(paid.documentId))?.remindersSent).toBe(0);
  });
});

describe('acceptLead and the company’s customers', () => {
  async function seedLead(leadId: string, quoteId: string, companyId: string, email: string) {
    const db = adminDb();
    await db
      .collection(COLLECTIONS.quotes)
      .doc(quoteId)
      .set({
        service: 'plumber',
        serviceName: 'Plumber',
        status: 'matched',
        customerId: 'priya-account',
        contact: { name: 'Priya Shah', email, phone: '07700 900123' },
        postcode: 'LS6 2AB',
        matches: [{ companyId, status: 'new' }],
        timeline: [],
      });
    await db.collection(COLLECTIONS.leads).doc(leadId).set({
      quoteId,
      companyId,
      service: 'plumber',
      serviceName: 'Plumber',
      status: 'new',
      extraLeadPricePence: null,
      customer: null,
      createdAt: Timestamp.now(),
    });
  }

  /** The plan hartley's leads are accepted under (the company's test subscription names it). */
  async function seedStarterPlan() {
    await adminDb()
      .collection(COLLECTIONS.plans)
      .doc('starter')
      .set({ id: 'starter', leadAllowance: 5, extraLeadPricePence: null });
  }

  it('creates one customer per company and email, reused by a second lead', async () => {
    const hartley = await companyClient('hartley');
    await seedStarterPlan();
    await seedLead('lead-1', 'quote-1', 'hartley', 'Priya@Example.co.uk');
    await seedLead('lead-2', 'quote-2', 'hartley', 'priya@example.co.uk');

    await hartley.call('acceptLead', { leadId: 'lead-1' });
    await hartley.call('acceptLead', { leadId: 'lead-2' });
    const customers = await adminDb()
      .collection(COLLECTIONS.companyCustomers)
      .where('companyId', '==', 'hartley')
      .get();
    expect(customers.docs.map((doc) => doc.id)).toEqual([
      `hartley_${sha256('priya@example.co.uk').slice(0, 20)}`,
    ]);
    expect(customers.docs[0]?.data()).toMatchObject({
      companyId: 'hartley',
      name: 'Priya Shah',
      email: 'Priya@Example.co.uk',
      phone: '07700 900123',
      address: { line1: '', line2: '', town: '', postcode: 'LS6 2AB' },
      source: 'lead',
      leadId: 'lead-1',
      uid: 'priya-account',
    });
  });

  it('posts a lead customer’s quote, and their answer, into the lead’s conversation', async () => {
    const hartley = await companyClient('hartley');
    const priya = await customerClient('priya-account');
    await seedStarterPlan();
    await seedLead('lead-3', 'quote-3', 'hartley', 'priya@example.co.uk');
    await hartley.call('acceptLead', { leadId: 'lead-3' });
    const customer = await adminDb()
      .collection(COLLECTIONS.companyCustomers)
      .where('companyId', '==', 'hartley')
      .get();
    const { documentId, number } = await saveAndSend(hartley, quoteDraft(customer.docs[0]!.id));
    await priya.call('respondToQuote', {
      documentId,
      response: 'accept',
      signatureName: 'Priya Shah',
      acceptTerms: true,
      version: 1,
    });

    const conversation = adminDb().collection(COLLECTIONS.conversations).doc('lead-3');
    const messages = await conversation.collection(COLLECTIONS.messages).orderBy('createdAt').get();
    expect(messages.docs.map((doc) => doc.get('system'))).toEqual([
      expect.objectContaining({ event: 'lead-accepted' }),
      {
        event: 'document-sent',
        text: expect.stringContaining(`quote ${number}`),
        link: `/document/${documentId}`,
      },
      {
        event: 'document-accepted',
        text: `Priya Shah accepted quote ${number}.`,
        link: `/document/${documentId}`,
      },
    ]);
    // Each side's unread count goes up for what the other side did.
    expect((await conversation.get()).get('unreadCounts')).toMatchObject({
      'priya-account': 2,
      hartley: 1,
    });
  });
});
