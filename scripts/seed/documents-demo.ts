// The demo's quotes and invoices, put in place through the product's own path: the seed signs in
// as `company@` on the Auth emulator and calls the real document callables on the Functions
// emulator (saveDocumentDraft, sendDocument), `customer@` accepts a quote through respondToQuote
// and pays an invoice by card (createDocumentCheckout, the local Stripe stand-in's Checkout with
// the card that pays, and the payment webhook), so numbers, totals, link tokens, emails,
// notifications, payments and their `transactions` are exactly what the app would have made. What the company writes directly under the rules in the browser (its
// templates and a customer it adds by hand) is written here with the same shape.
//
// Re-runnable: each demo document is recognised by its kind, customer and first line; one that
// exists is taken on from where it stands (a draft is sent, a sent quote accepted) and never made
// twice. One the demo has moved on (a quote someone accepted or declined in the browser) is kept.

import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import {
  companyCustomerSchema,
  documentTemplateSchema,
  type CompanyCustomerRecord,
  type DocumentDraftInput,
  type DocumentTemplateInput,
  type DocumentTemplateRecord,
} from '@fixwell/common/documents/document';
import type { DocumentKind, DocumentStatus } from '@fixwell/common/documents/document-labels';

import { leadCustomerId } from '../../functions/src/companies/lead-customer-id';
import type { WriteTime } from '../../functions/src/lib/documents';
import { call, idTokenOf, type StripeDemoAccount } from './stripe-demo';

export interface DocumentsDemoAccounts {
  /** `company@`: writes and sends the documents. */
  company: StripeDemoAccount;
  /** `customer@`: the company's customer from an accepted lead; accepts one quote. */
  customer: StripeDemoAccount & { name: string; phone: string };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A London day `days` from now, as the editor sends it (YYYY-MM-DD). */
function londonDay(days: number, nowMillis = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(nowMillis + days * DAY_MS));
}

/** The customer `company@` added by hand (a fixed id, so re-seeding finds it). */
export const MANUAL_CUSTOMER_ID = 'demo-company-manual-customer';
const MANUAL_CUSTOMER = {
  name: 'David Okafor',
  email: 'david.okafor@example.co.uk',
  phone: '07700 900456',
  address: { line1: '3 Park Row', line2: '', town: 'Leeds', postcode: 'LS1 5HD' },
};

export const TEMPLATE_IDS = {
  boilerService: 'demo-company-template-boiler-service',
  callOut: 'demo-company-template-call-out',
} as const;

const TEMPLATES: Record<keyof typeof TEMPLATE_IDS, DocumentTemplateInput> = {
  boilerService: {
    kind: 'quote',
    name: 'Boiler service',
    lines: [
      {
        description: 'Annual boiler service and gas safety check',
        quantity: 1,
        unitPricePence: 9500,
        vatRate: 2000,
      },
      {
        description: 'Magnetic system filter clean',
        quantity: 1,
        unitPricePence: 2500,
        vatRate: 2000,
      },
    ],
    notes:
      'Includes a Gas Safe certificate for your records. Parts beyond the filter are quoted first.',
    paymentTerms: 'Payment on completion by card or bank transfer.',
  },
  callOut: {
    kind: 'invoice',
    name: 'Call-out and repair',
    lines: [
      { description: 'Call-out charge', quantity: 1, unitPricePence: 4500, vatRate: 2000 },
      { description: 'Labour (per hour)', quantity: 1, unitPricePence: 5500, vatRate: 2000 },
    ],
    notes: 'Thank you for choosing Brightwater Plumbing & Heating.',
    paymentTerms: 'Payment within 14 days by card or bank transfer.',
  },
};

type Target = 'draft' | 'sent' | 'accepted' | 'paid';

interface DemoDocument {
  label: string;
  kind: DocumentKind;
  customer: 'lead' | 'manual';
  target: Target;
  templateId: string | null;
  lines: DocumentDraftInput['lines'];
  depositPercent: number | null;
  notes: string;
  paymentTerms: string;
}

const DEMO_DOCUMENTS: DemoDocument[] = [
  {
    label: 'sent quote',
    kind: 'quote',
    customer: 'lead',
    target: 'sent',
    templateId: TEMPLATE_IDS.boilerService,
    lines: TEMPLATES.boilerService.lines,
    depositPercent: null,
    notes: TEMPLATES.boilerService.notes,
    paymentTerms: TEMPLATES.boilerService.paymentTerms,
  },
  {
    label: 'accepted quote',
    kind: 'quote',
    customer: 'lead',
    target: 'accepted',
    templateId: null,
    lines: [
      {
        description: 'Replace kitchen radiator (600 × 1000 mm double panel)',
        quantity: 1,
        unitPricePence: 24000,
        vatRate: 2000,
      },
      {
        description: 'Thermostatic radiator valves, supplied and fitted',
        quantity: 2,
        unitPricePence: 2250,
        vatRate: 2000,
      },
    ],
    depositPercent: 25,
    notes: 'Old radiator taken away and recycled. System drained, refilled and inhibitor added.',
    paymentTerms: '25% deposit on acceptance, the rest on completion.',
  },
  {
    label: 'unpaid invoice',
    kind: 'invoice',
    customer: 'lead',
    target: 'sent',
    templateId: TEMPLATE_IDS.callOut,
    lines: [
      { description: 'Call-out charge', quantity: 1, unitPricePence: 4500, vatRate: 2000 },
      {
        description: 'Repair leaking kitchen mixer tap (new cartridge)',
        quantity: 1.5,
        unitPricePence: 5500,
        vatRate: 2000,
      },
    ],
    depositPercent: null,
    notes: TEMPLATES.callOut.notes,
    paymentTerms: TEMPLATES.callOut.paymentTerms,
  },
  {
    label: 'paid invoice',
    kind: 'invoice',
    customer: 'lead',
    target: 'paid',
    templateId: TEMPLATE_IDS.callOut,
    lines: [
      {
        description: 'Call-out charge (emergency)',
        quantity: 1,
        unitPricePence: 6500,
        vatRate: 2000,
      },
      {
        description: 'Replace failed immersion heater element and thermostat',
        quantity: 1,
        unitPricePence: 8500,
        vatRate: 2000,
      },
    ],
    depositPercent: null,
    notes: TEMPLATES.callOut.notes,
    paymentTerms: TEMPLATES.callOut.paymentTerms,
  },
  {
    label: 'draft quote',
    kind: 'quote',
    customer: 'manual',
    target: 'draft',
    templateId: null,
    lines: [
      {
        description: 'Bathroom refit: strip out and dispose of the old suite',
        quantity: 1,
        unitPricePence: 45000,
        vatRate: 2000,
      },
      {
        description: 'Bathroom refit: fit new suite and shower (days)',
        quantity: 4,
        unitPricePence: 26000,
        vatRate: 2000,
      },
    ],
    depositPercent: 20,
    notes: 'Tiles and suite chosen by the customer; supply quoted separately.',
    paymentTerms: '20% deposit to book, the rest on completion.',
  },
];

interface StoredDemoDocument {
  id: string;
  status: DocumentStatus;
  number: string | null;
  version: number;
}

/**
 * The demo customer as the company's customer from an accepted lead, written as acceptLead writes
 * it (source 'lead', the customer's account uid). The seed has no lead between them (its leads come
 * from requests people make in the demo), so `leadId` is null; an existing record (acceptLead's,
 * if someone accepted such a lead in the demo) is kept, given the account uid if it lacks one.
 */
async function ensureLeadCustomer(
  db: Firestore,
  companyId: string,
  customer: DocumentsDemoAccounts['customer'],
): Promise<{ id: string; created: boolean }> {
  const id = leadCustomerId(companyId, customer.email);
  const ref = db.collection(COLLECTIONS.companyCustomers).doc(id);
  const created = await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (snapshot.exists) {
      if (snapshot.get('uid') === null)
        tx.update(ref, { uid: customer.uid, updatedAt: FieldValue.serverTimestamp() });
      return false;
    }
    const details = companyCustomerSchema.parse({
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      address: { line1: '14 Headingley Lane', line2: '', town: 'Leeds', postcode: 'LS6 2AB' },
    });
    tx.create(ref, {
      companyId,
      ...details,
      source: 'lead',
      leadId: null,
      uid: customer.uid,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    } satisfies CompanyCustomerRecord<WriteTime>);
    return true;
  });
  return { id, created };
}

/** The customer the company added by hand, as the customers page creates one under the rules. */
async function ensureManualCustomer(db: Firestore, companyId: string): Promise<boolean> {
  const ref = db.collection(COLLECTIONS.companyCustomers).doc(MANUAL_CUSTOMER_ID);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return false;
    tx.create(ref, {
      companyId,
      ...companyCustomerSchema.parse(MANUAL_CUSTOMER),
      source: 'manual',
      leadId: null,
      uid: null,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    } satisfies CompanyCustomerRecord<WriteTime>);
    return true;
  });
}

/** The two templates, created once: the company's later edits survive re-seeding. */
async function ensureTemplates(db: Firestore, companyId: string): Promise<number> {
  let created = 0;
  for (const [key, input] of Object.entries(TEMPLATES) as Array<
    [keyof typeof TEMPLATES, DocumentTemplateInput]
  >) {
    const ref = db.collection(COLLECTIONS.documentTemplates).doc(TEMPLATE_IDS[key]);
    const made = await db.runTransaction(async (tx) => {
      if ((await tx.get(ref)).exists) return false;
      tx.create(ref, {
        ...documentTemplateSchema.parse(input),
        companyId,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies DocumentTemplateRecord<WriteTime>);
      return true;
    });
    if (made) created += 1;
  }
  return created;
}

/**
 * The company's documents to recognise the demo's by kind, customer and first line, oldest first:
 * not void, and not a copy (a duplicate or a conversion of the demo's would share its first line).
 */
async function companyDocuments(
  db: Firestore,
  companyId: string,
): Promise<Array<StoredDemoDocument & { key: string }>> {
  const snapshot = await db
    .collection(COLLECTIONS.documents)
    .where('companyId', '==', companyId)
    .get();
  return snapshot.docs
    .map((doc) => {
      const data = doc.data();
      const lines = Array.isArray(data.lines)
        ? (data.lines as Array<{ description?: unknown }>)
        : [];
      return {
        id: doc.id,
        status: data.status as DocumentStatus,
        number: typeof data.number === 'string' ? data.number : null,
        version: typeof data.version === 'number' ? data.version : 1,
        original: data.sourceDocumentId == null && data.replacesDocumentId == null,
        createdMillis: data.createdAt instanceof Timestamp ? data.createdAt.toMillis() : 0,
        key: documentKey(
          String(data.kind),
          String((data.customer as { id?: unknown } | undefined)?.id ?? ''),
          String(lines[0]?.description ?? ''),
        ),
      };
    })
    .filter((doc) => doc.status !== 'void' && doc.original)
    .sort((a, b) => a.createdMillis - b.createdMillis);
}

function documentKey(kind: string, customerId: string, firstLine: string): string {
  return `${kind}\u0000${customerId}\u0000${firstLine}`;
}

/** What saveDocumentDraft is sent for a demo document, with dates from today. */
function draftInput(
  demo: DemoDocument,
  customerId: string,
  documentId?: string,
): DocumentDraftInput {
  return {
    ...(documentId ? { documentId } : {}),
    kind: demo.kind,
    customerId,
    lines: demo.lines,
    validUntil: demo.kind === 'quote' ? londonDay(30) : null,
    dueDate: demo.kind === 'invoice' ? londonDay(14) : null,
    depositPercent: demo.depositPercent,
    notes: demo.notes,
    paymentTerms: demo.paymentTerms,
    templateId: demo.templateId,
  };
}

// ---- paying by card on the local Stripe stand-in ---------------------------------------------

const STAND_IN_URL = process.env.STRIPE_LOCAL_API_URL ?? 'http://127.0.0.1:12111';
/** Stripe's test card that pays. */
const CARD_PAYS = '4242424242424242';
/** How long the payment webhook may take to mark the invoice paid. */
const WEBHOOK_TIMEOUT_MS = 60_000;
const UNPAID: readonly DocumentStatus[] = ['sent', 'viewed', 'overdue', 'part-paid'];

/**
 * `customer@` pays the invoice as on `/pay/:id`: createDocumentCheckout, then "Pay" on the
 * stand-in's Checkout page with the card that pays; the webhook then marks it paid. Null when the
 * functions use a real Stripe key (Stripe's own Checkout page cannot be finished by a script).
 */
async function payByCard(
  db: Firestore,
  documentId: string,
  customerToken: string,
): Promise<DocumentStatus | null> {
  const { url } = await call<{ url: string }>(
    'createDocumentCheckout',
    { documentId },
    customerToken,
  );
  if (!url.startsWith(STAND_IN_URL)) return null;
  const sessionId = new URL(url).pathname.split('/').filter(Boolean).pop() ?? '';
  const response = await fetch(`${STAND_IN_URL}/_stand-in/checkout/${sessionId}/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ card: CARD_PAYS }),
  });
  if (!response.ok)
    throw new Error(
      `Paying ${sessionId} on the stand-in answered ${response.status}: ${await response.text()}`,
    );
  const deadline = Date.now() + WEBHOOK_TIMEOUT_MS;
  for (;;) {
    const status = (await db.collection(COLLECTIONS.documents).doc(documentId).get()).get(
      'status',
    ) as DocumentStatus;
    if (status === 'paid') return status;
    if (Date.now() > deadline)
      throw new Error(
        `Timed out after ${WEBHOOK_TIMEOUT_MS / 1000} s waiting for the payment webhook to mark documents/${documentId} paid (it is ${status}). ` +
          `Check the Functions emulator log for POST /api/stripe/webhook and ${STAND_IN_URL}/_stand-in/events.`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const DAY_SECONDS = 86_400;
/** A new UK Express account's funds wait this long before they can be paid out (Stripe's default). */
const PAYOUT_DELAY_DAYS = 7;

/**
 * Moves the stand-in's clock on until the card payment just made is available on `company@`'s
 * connected account, paid out at the next daily payout (00:00 UTC) and arrived at the bank the
 * day after, so `/company/payouts` shows a paid payout; the Connect webhook records it. Done once,
 * right after the payment: re-seeding does not move the clock again. The clock is global: this
 * runs after `pastdue@`'s renewal failed, and its card keeps failing, so its retries (every 3 days)
 * fail again and it stays past due, well inside the 14 days before Stripe would cancel it.
 */
async function payOut(db: Firestore, label: string): Promise<string> {
  const control = async (path: string, body?: unknown) => {
    const response = await fetch(`${STAND_IN_URL}/_stand-in/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`Stand-in ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { now: number };
  };
  const { now } = await control('clock');
  const available = now + PAYOUT_DELAY_DAYS * DAY_SECONDS;
  const payoutAt = (Math.floor(available / DAY_SECONDS) + 1) * DAY_SECONDS;
  // An hour after the payout arrives (the day after it is made).
  const target = payoutAt + DAY_SECONDS + 3600;
  await control('clock/advance', { seconds: target - now });
  const rows = await db
    .collection(COLLECTIONS.transactions)
    .where('type', '==', 'payout')
    .where('status', '==', 'succeeded')
    .get();
  return rows.empty
    ? `clock moved on ${Math.round((target - now) / DAY_SECONDS)} days for the ${label}'s payout`
    : `paid out to the bank (stand-in clock moved on ${Math.round((target - now) / DAY_SECONDS)} days)`;
}

/** Puts one demo document in its state through the callables; returns a printable summary. */
async function seedDocument(
  db: Firestore,
  demo: DemoDocument,
  customerId: string,
  existing: StoredDemoDocument | undefined,
  tokens: { company: () => Promise<string>; customer: () => Promise<string> },
): Promise<string> {
  let documentId = existing?.id;
  let status: DocumentStatus = existing?.status ?? 'draft';
  let number = existing?.number ?? null;
  let version = existing?.version ?? 1;
  const made: string[] = [];

  if (!documentId) {
    ({ documentId } = await call<{ documentId: string }>(
      'saveDocumentDraft',
      draftInput(demo, customerId),
      await tokens.company(),
    ));
    made.push('saved');
  } else if (status === 'draft' && demo.target !== 'draft') {
    // A draft left by an interrupted run: saved again with today's dates before sending.
    await call(
      'saveDocumentDraft',
      draftInput(demo, customerId, documentId),
      await tokens.company(),
    );
  }
  if (status === 'draft' && demo.target !== 'draft') {
    ({ number } = await call<{ documentId: string; number: string }>(
      'sendDocument',
      { documentId },
      await tokens.company(),
    ));
    status = 'sent';
    version = 1;
    made.push('sent');
  }
  if (demo.target === 'accepted' && (status === 'sent' || status === 'viewed')) {
    ({ status } = await call<{ status: DocumentStatus }>(
      'respondToQuote',
      {
        documentId,
        response: 'accept',
        signatureName: 'Sarah Thompson',
        acceptTerms: true,
        version,
      },
      await tokens.customer(),
    ));
    made.push('accepted by customer@');
  }
  if (demo.target === 'paid' && UNPAID.includes(status)) {
    const paid = await payByCard(db, documentId, await tokens.customer());
    if (paid) {
      status = paid;
      made.push('paid by card by customer@');
      made.push(await payOut(db, demo.label));
    } else made.push('left unpaid: pay it in the browser with your own Stripe test key');
  }
  const name = number ? `${number} ` : '';
  return `${demo.label} ${name}(${made.length ? made.join(', ') : `${status}, kept`})`;
}

/** The demo's customers, templates and documents for `company@`; returns printable lines. */
export async function seedDocumentsDemo(
  db: Firestore,
  accounts: DocumentsDemoAccounts,
): Promise<string[]> {
  const companyId = accounts.company.uid;
  const leadCustomer = await ensureLeadCustomer(db, companyId, accounts.customer);
  const manualCreated = await ensureManualCustomer(db, companyId);
  const templatesCreated = await ensureTemplates(db, companyId);
  const lines = [
    `  ✔ ${accounts.company.email}: customers ${accounts.customer.email} (from a lead${leadCustomer.created ? '' : ', kept'}) and ${MANUAL_CUSTOMER.name} (added by hand${manualCreated ? '' : ', kept'}); templates ${templatesCreated ? `${templatesCreated} created` : 'kept'}`,
  ];

  // Signed in once each, and only when a callable is needed.
  const cached = new Map<string, Promise<string>>();
  const tokenOf = (account: StripeDemoAccount) => () => {
    if (!cached.has(account.email)) cached.set(account.email, idTokenOf(account));
    return cached.get(account.email)!;
  };
  const tokens = { company: tokenOf(accounts.company), customer: tokenOf(accounts.customer) };

  // The oldest document with a key is the demo's.
  const existing = new Map<string, StoredDemoDocument>();
  for (const doc of await companyDocuments(db, companyId))
    if (!existing.has(doc.key)) existing.set(doc.key, doc);
  const summaries: string[] = [];
  for (const demo of DEMO_DOCUMENTS) {
    const customerId = demo.customer === 'lead' ? leadCustomer.id : MANUAL_CUSTOMER_ID;
    const key = documentKey(demo.kind, customerId, demo.lines[0]!.description);
    summaries.push(await seedDocument(db, demo, customerId, existing.get(key), tokens));
  }
  lines.push(`  ✔ ${accounts.company.email}: documents: ${summaries.join('; ')}`);
  return lines;
}
