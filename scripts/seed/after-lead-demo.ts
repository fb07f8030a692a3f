// The life of a job after the lead, for the demo (issue 14), through the product's own path where
// the product has one: `customer@` asks for a boiler repair in Leeds through submitQuoteRequest,
// matching offers it to `company@` first (the request names its profile), `company@` accepts it
// with acceptLead (which opens the conversation), the two write to each other as the browser
// writes messages (same shape, under the same rules' terms) and `company@` proposes a site visit
// that `customer@` confirms, through the appointment callables.
//
// A second, older job exists so the feedback pages have something to show on day one: a tap
// replaced a month ago, its appointment completed, its review invitation waiting. It cannot be
// made through the callables (they refuse appointments in the past), so it is written in the
// shape those functions write, like the directory companies' reviews.
//
// Re-runnable: the current job is recognised by its conversation between the two demo accounts
// about a boiler repair; the past job has fixed ids. Either is kept as the demo left it.

import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';

import { SEED_SERVICES as SERVICES } from '@fixwell/common/catalogue/catalogue-data';
import { call, idTokenOf, type StripeDemoAccount } from './stripe-demo';

export interface AfterLeadDemoAccounts {
  company: StripeDemoAccount & { slug: string; businessName: string };
  customer: StripeDemoAccount & { name: string; phone: string };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const CURRENT_SERVICE = 'boiler-repair';
export const PAST_QUOTE_ID = 'demo-past-job';

function londonDay(days: number, nowMillis = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(nowMillis + days * DAY_MS));
}

async function waitFor<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`The demo seed waited 30 s for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first option of each required question, as a customer in a hurry answers. */
function requiredAnswers(slug: string): Record<string, string | string[]> {
  const service = SERVICES.find((candidate) => candidate.slug === slug);
  if (!service) throw new Error(`The catalogue has no service ${slug}.`);
  const answers: Record<string, string | string[]> = {};
  for (const question of service.questions) {
    const first = question.options?.[0];
    if (!question.required || first === undefined) continue;
    answers[question.id] = question.type === 'multiple-choice' ? [first] : first;
  }
  return answers;
}

/** A message as the browser writes it (conversations-data.ts), from one participant. */
function textMessage(senderId: string, senderRole: 'customer' | 'company', text: string) {
  return {
    senderId,
    senderRole,
    kind: 'text',
    text,
    attachment: null,
    system: null,
    createdAt: FieldValue.serverTimestamp(),
    editedAt: null,
    hidden: null,
  };
}

async function seedCurrentJob(db: Firestore, accounts: AfterLeadDemoAccounts): Promise<string> {
  const { company, customer } = accounts;
  const existing = await db
    .collection(COLLECTIONS.conversations)
    .where('companyId', '==', company.uid)
    .where('customerId', '==', customer.uid)
    .where('serviceName', '==', 'Boiler repair')
    .limit(1)
    .get();
  if (!existing.empty) return `kept (${existing.docs[0]!.id})`;

  const customerToken = await idTokenOf(customer);
  const { id: quoteId } = await call<{ id: string }>(
    'submitQuoteRequest',
    {
      service: CURRENT_SERVICE,
      answers: requiredAnswers(CURRENT_SERVICE),
      timing: 'within-2-days',
      budget: '250-1000',
      description:
        'The combi boiler shows an F28 fault most mornings and the radiators stay cold until I reset it.',
      postcode: 'LS6 2AB',
      propertyType: 'house',
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      consent: true,
      source: 'customer-area',
      company: company.slug,
    },
    customerToken,
  );
  const leadId = `${quoteId}_${company.uid}`;
  await waitFor('matching to offer the boiler repair to company@', async () =>
    (await db.collection(COLLECTIONS.leads).doc(leadId).get()).exists ? true : undefined,
  );
  const companyToken = await idTokenOf(company);
  await call('acceptLead', { leadId }, companyToken);
  const conversation = db.collection(COLLECTIONS.conversations).doc(leadId);
  await waitFor('acceptLead to open the conversation', async () =>
    (await conversation.get()).exists ? true : undefined,
  );

  const messages = conversation.collection(COLLECTIONS.messages);
  const write = async (message: ReturnType<typeof textMessage>) => {
    await messages.doc().set(message);
    await new Promise((resolve) => setTimeout(resolve, 50)); // keep their order on the clock
  };
  await write(
    textMessage(
      company.uid,
      'company',
      `Hello ${customer.name.split(' ')[0]}, thanks for your request. An F28 on a combi is usually the gas supply or the ignition. Is the gas hob working?`,
    ),
  );
  await write(
    textMessage(
      customer.uid,
      'customer',
      'Yes, the hob lights fine. It is a Worcester Greenstar, about 8 years old.',
    ),
  );
  await write(
    textMessage(
      company.uid,
      'company',
      'Then it is likely the ignition lead or the gas valve. I can come and look this week; I will send you a time.',
    ),
  );
  await conversation.update({
    [`lastReadAt.${customer.uid}`]: FieldValue.serverTimestamp(),
    [`unreadCounts.${customer.uid}`]: 0,
    unreadBy: FieldValue.arrayRemove(customer.uid),
  });

  const { appointmentId } = await call<{ appointmentId: string }>(
    'proposeAppointment',
    {
      conversationId: leadId,
      kind: 'site-visit',
      time: { date: londonDay(3), windowStart: '08:00', windowEnd: '10:00', durationMinutes: 60 },
      address: { line1: '14 Cardigan Road', line2: '', town: 'Leeds', postcode: 'LS6 2AB' },
      notes: 'Please make sure the boiler cupboard is clear.',
      documentId: null,
    },
    companyToken,
  );
  await call('respondToAppointment', { appointmentId, answer: 'confirm', note: '' }, customerToken);
  return `boiler repair accepted, 3 messages, site visit confirmed (${leadId})`;
}

async function seedPastJob(db: Firestore, accounts: AfterLeadDemoAccounts): Promise<string> {
  const { company, customer } = accounts;
  const leadId = `${PAST_QUOTE_ID}_${company.uid}`;
  const quoteRef = db.collection(COLLECTIONS.quotes).doc(PAST_QUOTE_ID);
  if ((await quoteRef.get()).exists) return 'kept';
  const now = Date.now();
  const at = (daysAgo: number, hours = 0) =>
    Timestamp.fromMillis(now - daysAgo * DAY_MS + hours * 3_600_000);
  const contact = { name: customer.name, email: customer.email, phone: customer.phone };
  const batch = db.batch();
  batch.set(quoteRef, {
    service: 'plumber',
    serviceName: 'Plumber',
    answers: {},
    timing: 'within-2-weeks',
    budget: 'under-250',
    description:
      'The kitchen mixer tap drips constantly and the hot side is stiff. I have a new tap to fit.',
    postcode: 'LS6 2AB',
    postcodeArea: 'LS',
    postcodeDistrict: 'LS6',
    propertyType: 'house',
    contact,
    customerId: customer.uid,
    company: company.slug,
    source: 'customer-area',
    status: 'accepted',
    timeline: [
      { status: 'received', at: at(34) },
      { status: 'matched', at: at(34) },
      { status: 'accepted', at: at(34, 2) },
    ],
    matches: [
      {
        companyId: company.uid,
        leadId,
        businessName: company.businessName,
        slug: company.slug,
        rating: 0,
        reviewCount: 0,
        badges: [],
        status: 'accepted',
        respondedAt: at(34, 2),
      },
    ],
    trackingTokenHash: 'demo-past-job-no-tracking-link',
    dedupeKey: 'demo-past-job',
    createdAt: at(34),
    updatedAt: at(34, 2),
  });
  batch.set(db.collection(COLLECTIONS.leads).doc(leadId), {
    quoteId: PAST_QUOTE_ID,
    companyId: company.uid,
    service: 'plumber',
    serviceName: 'Plumber',
    answers: {},
    timing: 'within-2-weeks',
    budget: 'under-250',
    description:
      'The kitchen mixer tap drips constantly and the hot side is stiff. I have a new tap to fit.',
    propertyType: 'house',
    postcodeDistrict: 'LS6',
    postcodeArea: 'LS',
    distanceMiles: 1.2,
    routedToCompany: true,
    source: 'customer-area',
    status: 'accepted',
    extraLeadPricePence: null,
    customer: { ...contact, postcode: 'LS6 2AB' },
    declineReason: null,
    declineNote: null,
    createdAt: at(34),
    respondedAt: at(34, 2),
    updatedAt: at(34, 2),
  });
  const conversation = db.collection(COLLECTIONS.conversations).doc(leadId);
  batch.set(conversation, {
    leadId,
    quoteId: PAST_QUOTE_ID,
    companyId: company.uid,
    customerId: customer.uid,
    participantIds: [company.uid, customer.uid],
    companyName: company.businessName,
    customerName: customer.name,
    serviceName: 'Plumber',
    postcodeDistrict: 'LS6',
    lastMessage: {
      text: 'All done, thanks again!',
      senderId: customer.uid,
      senderRole: 'customer',
      at: at(20, 5),
    },
    unreadCounts: {},
    unreadBy: [],
    lastReadAt: { [company.uid]: at(20, 6), [customer.uid]: at(20, 5) },
    acceptedAt: at(34, 2),
    firstCompanyMessageAt: at(34, 3),
    leadCredit: null,
    createdAt: at(34, 2),
    updatedAt: at(20, 5),
  });
  const lines: Array<[string, 'customer' | 'company' | 'system', string, Timestamp]> = [
    ['system', 'system', `${company.businessName} accepted your request.`, at(34, 2)],
    [company.uid, 'company', 'Hello, happy to fit your tap. I can do Tuesday morning.', at(34, 3)],
    [customer.uid, 'customer', 'Tuesday morning is perfect, thank you.', at(34, 4)],
    [customer.uid, 'customer', 'All done, thanks again!', at(20, 5)],
  ];
  lines.forEach(([senderId, senderRole, text, createdAt], index) => {
    const system = senderRole === 'system';
    batch.set(conversation.collection(COLLECTIONS.messages).doc(`demo-past-${index}`), {
      senderId,
      senderRole,
      kind: system ? 'system' : 'text',
      text: system ? '' : text,
      attachment: null,
      system: system ? { event: 'lead-accepted', text, link: null } : null,
      createdAt,
      editedAt: null,
      hidden: null,
    });
  });
  const visitDay = londonDay(-20, now);
  batch.set(db.collection(COLLECTIONS.appointments).doc('demo-past-job-visit'), {
    conversationId: leadId,
    quoteId: PAST_QUOTE_ID,
    companyId: company.uid,
    customerId: customer.uid,
    participantIds: [company.uid, customer.uid],
    companyName: company.businessName,
    customerName: customer.name,
    serviceName: 'Plumber',
    kind: 'job',
    date: visitDay,
    windowStart: '09:00',
    windowEnd: '11:00',
    durationMinutes: 90,
    startsAt: at(20),
    endsAt: at(20, 1.5),
    address: { line1: '14 Cardigan Road', line2: '', town: 'Leeds', postcode: 'LS6 2AB' },
    notes: '',
    status: 'completed',
    history: [
      { action: 'proposed', by: 'company', at: at(34, 3), note: null, previous: null },
      { action: 'confirmed', by: 'customer', at: at(34, 4), note: null, previous: null },
      { action: 'completed', by: 'company', at: at(20, 3), note: null, previous: null },
    ],
    remindersSent: [24, 2],
    documentId: null,
    createdAt: at(34, 3),
    updatedAt: at(20, 3),
  });
  batch.set(db.collection(COLLECTIONS.reviewInvitations).doc(leadId), {
    leadId,
    quoteId: PAST_QUOTE_ID,
    companyId: company.uid,
    customerId: customer.uid,
    companyName: company.businessName,
    companySlug: company.slug,
    serviceName: 'Plumber',
    reason: 'appointment-completed',
    createdAt: at(20, 3),
    reviewedAt: null,
  });
  await batch.commit();
  return 'tap replaced 20 days ago, review invitation waiting';
}

/** Seeds both jobs; answers the lines the seed prints. */
export async function seedAfterLeadDemo(
  db: Firestore,
  accounts: AfterLeadDemoAccounts,
): Promise<string[]> {
  const past = await seedPastJob(db, accounts);
  const current = await seedCurrentJob(db, accounts);
  return [
    `  ✔ ${accounts.company.email} and ${accounts.customer.email}: ${current}; past job: ${past}`,
  ];
}
