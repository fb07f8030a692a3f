import { Timestamp } from 'firebase-admin/firestore';
import type { SubmitQuoteResult } from '@fixwell/common/quote/quote-request';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@fixwell/common/collections';

import {
  adminDb,
  API_URL,
  clearEmulators,
  closeAdmin,
  eventually,
  mailTo,
  webClient,
  type WebClient,
} from '../testing/emulators';
import { quoteForm, seedCompany, seedQuoteCatalogue } from '../testing/quote-fixtures';

// Event emails honour `notificationPreferences/{uid}` (mail/user-mail.ts) while the in-app
// notification is always written; each email carries a working one-click unsubscribe link.

let client: WebClient;

beforeEach(async () => {
  await clearEmulators();
  await seedQuoteCatalogue();
  client = webClient();
});
afterEach(async () => {
  await client.close();
});
afterAll(closeAdmin);

async function submitAndMatch() {
  const { id } = await client.call<SubmitQuoteResult>('submitQuoteRequest', quoteForm());
  await eventually(async () => {
    const snapshot = await adminDb().collection(COLLECTIONS.quotes).doc(id).get();
    return snapshot.get('status') === 'received' ? undefined : snapshot.data();
  }, 'matching to finish');
  return id;
}

const noticesOf = async (uid: string) =>
  (await adminDb().collection(COLLECTIONS.notifications).where('userId', '==', uid).get()).docs.map(
    (doc) => doc.data(),
  );

describe('new-lead emails and the leads preference', () => {
  it('a company with new-lead emails off gets the lead and the notification, and no email', async () => {
    const quiet = await seedCompany('quiet', { rating: 4.9 });
    const keen = await seedCompany('keen', { rating: 4.5 });
    await adminDb()
      .collection(COLLECTIONS.notificationPreferences)
      .doc('quiet')
      .set({ email: { leads: false }, messageDigest: false, updatedAt: Timestamp.now() });

    const id = await submitAndMatch();

    expect(await noticesOf('quiet')).toEqual([
      expect.objectContaining({ type: 'new-lead', link: `/company/leads/${id}_quiet` }),
    ]);
    expect(await mailTo(quiet)).toEqual([]);
    // Another category off does not stop new leads.
    expect((await mailTo(keen)).map((mail) => mail.kind)).toEqual(['new-lead']);
  });

  it('each new-lead email carries a one-click unsubscribe link that switches new leads off', async () => {
    const email = await seedCompany('acme');

    await submitAndMatch();

    const [mail] = await mailTo(email);
    const message = mail?.message as { text: string; headers: Record<string, string> };
    expect(message.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(message.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(message.text).toContain(link);
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    // The link points at the web app's origin; the api function answers /api/** behind it.
    const answer = await fetch(`${API_URL}/api/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(200);
    const stored = await adminDb()
      .collection(COLLECTIONS.notificationPreferences)
      .doc('acme')
      .get();
    expect(stored.get('email')).toEqual({ leads: false });

    // The next job near them is offered, told in the app, and not emailed.
    await submitAndMatch();
    expect(await noticesOf('acme')).toHaveLength(2);
    expect(await mailTo(email)).toHaveLength(1);
  });
});
