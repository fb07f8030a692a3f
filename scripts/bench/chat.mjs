// Runs inside `with-emulators` (the built app on Hosting, the demo seed). Two figures for issue 14:
// 1. Message send → visible: company@ and customer@ each have the same conversation open in their
//    own Chromium context; company@ sends a message and the time runs from pressing Send (the
//    company page's clock) until the text shows on the customer's page (its clock: same machine).
// 2. A 1,000-message thread: company@ opens /company/chat?c=<thread> in a fresh tab of a signed-in
//    context; the time runs from navigation start until the latest message is on screen.
// Writes .cache/bench-chat.json.
/* global window, document, MutationObserver -- in the pages (evaluate, addInitScript) */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { CACHE_DIR } from '../lib/emulator-env.mjs';
import { launchChromium, percentiles, timedContext } from './browser-timing.mjs';
import { DEMO_COMPANY_UID, withFirestore } from './demo-documents.mjs';

const DEMO_CUSTOMER_UID = 'demo-customer';
const PASSWORD = 'Fixwell-demo-1';
const THREAD_ID = 'bench-chat-thread';
const LONG_THREAD_ID = 'bench-chat-long-thread';
const LONG_THREAD_MESSAGES = 1000;
const ROUNDS = 20;
const OPEN_ROUNDS = 10;
const WARM_UP = 2;

/** A conversation between company@ and customer@ as acceptLead opens it, with `count` messages. */
async function seedThread(db, id, count) {
  const { Timestamp } = await import('firebase-admin/firestore');
  const ref = db.collection('conversations').doc(id);
  const start = Date.now() - count * 60_000;
  const at = (i) => Timestamp.fromMillis(start + i * 60_000);
  await db.recursiveDelete(ref);
  await ref.set({
    leadId: id,
    quoteId: id,
    companyId: DEMO_COMPANY_UID,
    customerId: DEMO_CUSTOMER_UID,
    participantIds: [DEMO_COMPANY_UID, DEMO_CUSTOMER_UID],
    companyName: 'Brightwater Plumbing & Heating',
    customerName: 'Sam Customer',
    serviceName: `Bench ${id}`,
    postcodeDistrict: 'LS6',
    lastMessage: count
      ? {
          text: `Bench message ${count}`,
          senderId: DEMO_COMPANY_UID,
          senderRole: 'company',
          at: at(count),
        }
      : null,
    unreadCounts: {},
    unreadBy: [],
    lastReadAt: {},
    acceptedAt: at(0),
    firstCompanyMessageAt: count ? at(1) : null,
    leadCredit: null,
    createdAt: at(0),
    updatedAt: Timestamp.now(),
  });
  for (let first = 1; first <= count; first += 400) {
    const batch = db.batch();
    for (let i = first; i < Math.min(first + 400, count + 1); i += 1) {
      const company = i % 2 === 1;
      batch.set(ref.collection('messages').doc(`m${String(i).padStart(5, '0')}`), {
        senderId: company ? DEMO_COMPANY_UID : DEMO_CUSTOMER_UID,
        senderRole: company ? 'company' : 'customer',
        kind: 'text',
        text: `Bench message ${i}`,
        attachment: null,
        system: null,
        createdAt: at(i),
        editedAt: null,
        hidden: null,
      });
    }
    await batch.commit();
  }
}

/**
 * Each seeded message runs the message trigger once, as a real one would; the figures are taken
 * once all of them have run (`deliveredAt` set), so neither they nor the benches after this one
 * share the machine with a backlog of a thousand triggers.
 */
async function waitForDeliveries(db, id, count) {
  const deadline = Date.now() + 5 * 60_000;
  const messages = db.collection('conversations').doc(id).collection('messages');
  for (;;) {
    const delivered = (await messages.where('deliveredAt', '!=', null).count().get()).data().count;
    if (delivered >= count) return;
    if (Date.now() > deadline)
      throw new Error(`Only ${delivered} of ${count} seeded messages were delivered in 5 minutes.`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

await withFirestore(async (db) => {
  await seedThread(db, THREAD_ID, 0);
  await seedThread(db, LONG_THREAD_ID, LONG_THREAD_MESSAGES);
  await waitForDeliveries(db, LONG_THREAD_ID, LONG_THREAD_MESSAGES);
});

async function signIn(page, email) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

const browser = await launchChromium();
const sendTimes = [];
const openTimes = [];
try {
  // 1. Send → visible.
  const companyContext = await timedContext(browser, /$^/);
  const company = await companyContext.newPage();
  await signIn(company, 'company@fixwell.test');
  await company.goto(`/company/chat?c=${THREAD_ID}`);
  const customerContext = await timedContext(browser, /$^/);
  const customer = await customerContext.newPage();
  await signIn(customer, 'customer@fixwell.test');
  await customer.goto(`/customer/chat?c=${THREAD_ID}`);
  const composer = company.getByRole('textbox', { name: /message/i });
  await composer.waitFor();
  for (let i = 0; i < WARM_UP + ROUNDS; i += 1) {
    const text = `Round ${i} ${Date.now()}`;
    await customer.evaluate((wanted) => {
      window.__wanted = wanted;
      window.__wantedSeenAt = undefined;
      const check = () => {
        const log = document.querySelector('[role="log"]');
        if (!window.__wantedSeenAt && log?.textContent?.includes(window.__wanted))
          window.__wantedSeenAt = Date.now();
      };
      window.__wantedObserver?.disconnect();
      window.__wantedObserver = new MutationObserver(check);
      window.__wantedObserver.observe(document, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    }, text);
    await composer.fill(text);
    const sentAt = await company.evaluate(() => Date.now());
    await composer.press('Enter');
    await customer.getByRole('log').getByText(text).waitFor({ timeout: 10_000 });
    const seenAt = await customer.evaluate(() => window.__wantedSeenAt ?? Date.now());
    if (i >= WARM_UP) sendTimes.push(seenAt - sentAt);
  }
  await customerContext.close();

  // 2. Opening the 1,000-message thread, signed in (company@'s context from above).
  const latest = `Bench message ${LONG_THREAD_MESSAGES}`;
  for (let i = 0; i < WARM_UP + OPEN_ROUNDS; i += 1) {
    const page = await companyContext.newPage();
    await page.addInitScript((wanted) => {
      const check = () => {
        const log = document.querySelector('[role="log"]');
        if (!window.__latestAt && log?.textContent?.includes(wanted))
          window.__latestAt = performance.now();
      };
      new MutationObserver(check).observe(document, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    }, latest);
    await page.goto(`/company/chat?c=${LONG_THREAD_ID}`);
    await page.getByRole('log').getByText(latest, { exact: true }).waitFor({ timeout: 15_000 });
    const openedMs = await page.evaluate(() => window.__latestAt ?? performance.now());
    if (i >= WARM_UP) openTimes.push(openedMs);
    await page.close();
  }
  await companyContext.close();
} finally {
  await browser.close();
}

mkdirSync(CACHE_DIR, { recursive: true });
writeFileSync(
  join(CACHE_DIR, 'bench-chat.json'),
  JSON.stringify({
    send: { count: ROUNDS, ...percentiles(sendTimes) },
    open: { count: OPEN_ROUNDS, messages: LONG_THREAD_MESSAGES, ...percentiles(openTimes) },
  }),
);
console.log(`Chat bench: ${ROUNDS} messages and ${OPEN_ROUNDS} openings measured.`);
