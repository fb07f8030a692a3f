// Seeds /admin/contact-messages' demo inbox: a new question from a homeowner, a trade question
// already read, and an archived press enquiry. Messages normally arrive through POST /api/contact,
// which hashes the sender's IP under the stored key; these were typed by nobody, so their
// `ipHash` says so. Fixed ids: running the seed again restores them without duplicates.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { ContactMessageDocument } from '@fixwell/common/contact-message';

const HOUR = 60 * 60 * 1000;
const SEEDED_SENDER = 'seed: no sender address';

export async function seedContactDemo(db: Firestore, now = Date.now()): Promise<string[]> {
  const at = (hoursAgo: number) => Timestamp.fromMillis(now - hoursAgo * HOUR);
  const messages: Record<string, ContactMessageDocument<Timestamp>> = {
    'demo-contact-new': {
      name: 'Margaret Holt',
      email: 'margaret.holt@example.co.uk',
      phone: '07700 900123',
      topic: 'homeowner-question',
      message:
        'I asked for quotes for a new bathroom in Leeds two days ago and have heard from one company. Is that normal, and can I ask for more?',
      status: 'new',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
      ipHash: SEEDED_SENDER,
      createdAt: at(3),
    },
    'demo-contact-read': {
      name: 'Dev Patel',
      email: 'dev@patel-electrical.example.co.uk',
      topic: 'trade-question',
      message:
        'We cover LS and BD postcodes. Can we take leads from Harrogate too without changing our plan?',
      status: 'read',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)',
      ipHash: SEEDED_SENDER,
      createdAt: at(30),
      updatedAt: at(28),
    },
    'demo-contact-archived': {
      name: 'Sam Reid',
      email: 'sam.reid@example-news.co.uk',
      topic: 'press',
      message:
        'I am writing about rogue traders for a regional paper. Could someone talk to me about how you vet companies?',
      status: 'archived',
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6)',
      ipHash: SEEDED_SENDER,
      createdAt: at(24 * 6),
      updatedAt: at(24 * 5),
    },
  };
  const batch = db.batch();
  for (const [id, message] of Object.entries(messages))
    batch.set(db.collection(COLLECTIONS.contactMessages).doc(id), message);
  await batch.commit();
  return [`  ✔ contact inbox: ${Object.keys(messages).length} demo messages (new, read, archived)`];
}
