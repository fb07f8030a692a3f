// A local mail stand-in for the emulators, as the Stripe and IndexNow stand-ins are for theirs: it
// plays the Firebase Trigger Email extension, which sends production's email from `mail/{id}`.
// It listens to `mail` on the Firestore emulator, "delivers" each new message by writing it as an
// .eml file under .cache/mail-stand-in/ (open one in any mail app to see what was sent) and writes
// back `delivery` on the document as the extension does:
//   { state: 'SUCCESS', attempts: 1, startTime, endTime, error: null, info: { messageId, accepted,
//     rejected, pending, response } }
// A recipient at a `.invalid` domain (RFC 2606: such names never exist) fails instead, with
//   { state: 'ERROR', attempts: 1, startTime, endTime, error: '…', info: null }
// so failed deliveries can be tested. Nothing is sent anywhere.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';

export const MAIL_FROM = 'Fixwell <no-reply@fixwell.test>';
/** Where delivered messages are written, one .eml file each. */
export const MAIL_STAND_IN_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '.cache',
  'mail-stand-in',
);

/** The recipients of a mail document (`to` is a string or a list, as the extension accepts). */
export function recipientsOf(data) {
  const to = data?.to;
  const list = Array.isArray(to) ? to : typeof to === 'string' ? [to] : [];
  return list.map((address) => String(address).trim()).filter(Boolean);
}

/** Why this message cannot be delivered, or null: no recipient, or one at a `.invalid` domain. */
export function deliveryFailure(data) {
  const recipients = recipientsOf(data);
  if (recipients.length === 0) return 'The message has no recipient (to).';
  if (
    !data?.message ||
    (typeof data.message.text !== 'string' && typeof data.message.html !== 'string')
  )
    return 'The message has no text or HTML body.';
  const invalid = recipients.find((address) => /\.invalid$/i.test(address.split('@')[1] ?? ''));
  if (invalid)
    return `Recipient address rejected: ${invalid} is at a .invalid domain (RFC 2606), which cannot receive mail.`;
  return null;
}

/** An RFC 2047 encoded word when the header has anything but printable ASCII. */
function headerValue(value) {
  const text = String(value).replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(text)
    ? text
    : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
}

function base64Lines(text) {
  return (
    Buffer.from(text, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');
}

/** The message as an RFC 5322 file (multipart/alternative: text, then HTML). */
export function toEml(data, { messageId, date = new Date() }) {
  const message = data.message ?? {};
  const boundary = `fixwell-${randomUUID()}`;
  const headers = [
    `From: ${MAIL_FROM}`,
    `To: ${recipientsOf(data).join(', ')}`,
    ...(data.replyTo ? [`Reply-To: ${headerValue(data.replyTo)}`] : []),
    `Subject: ${headerValue(message.subject ?? '')}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: ${messageId}`,
    ...Object.entries(message.headers ?? {}).map(
      ([name, value]) => `${name}: ${headerValue(value)}`,
    ),
    ...(data.kind ? [`X-Fixwell-Kind: ${headerValue(data.kind)}`] : []),
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  const parts = [];
  if (typeof message.text === 'string') parts.push(['text/plain; charset=utf-8', message.text]);
  if (typeof message.html === 'string') parts.push(['text/html; charset=utf-8', message.html]);
  const body = parts
    .map(
      ([type, content]) =>
        `--${boundary}\r\nContent-Type: ${type}\r\nContent-Transfer-Encoding: base64\r\n\r\n${base64Lines(content)}\r\n`,
    )
    .join('');
  return `${headers.join('\r\n')}\r\n\r\n${body}--${boundary}--\r\n`;
}

/** What the stand-in writes back on a mail document it handled. */
export function deliveryOf(data, { messageId, startTime, endTime }) {
  const failure = deliveryFailure(data);
  if (failure)
    return {
      state: 'ERROR',
      attempts: 1,
      startTime,
      endTime,
      leaseExpireTime: null,
      error: failure,
      info: null,
    };
  return {
    state: 'SUCCESS',
    attempts: 1,
    startTime,
    endTime,
    leaseExpireTime: null,
    error: null,
    info: {
      messageId,
      accepted: recipientsOf(data),
      rejected: [],
      pending: [],
      response: '250 Message accepted by the Fixwell local mail stand-in',
    },
  };
}

async function firestoreUp(host) {
  try {
    return (await fetch(`http://${host}/`)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the stand-in against the Firestore emulator at `host`. It waits for the emulator to
 * answer, so it can be started before the emulators. `close()` stops listening.
 */
export async function startMailStandIn({
  projectId = 'demo-fixwell',
  host = '127.0.0.1:8080',
  dir = MAIL_STAND_IN_DIR,
  log,
} = {}) {
  process.env.FIRESTORE_EMULATOR_HOST ??= host;
  mkdirSync(dir, { recursive: true });
  const app = initializeApp({ projectId }, `mail-stand-in-${randomUUID()}`);
  const db = getFirestore(app);
  const handling = new Set();
  let unsubscribe = null;
  let closed = false;

  async function deliver(doc) {
    if (handling.has(doc.id)) return;
    handling.add(doc.id);
    try {
      const data = doc.data();
      const startTime = Timestamp.now();
      const messageId = `<${doc.id}.${Date.now()}@mail-stand-in.fixwell.test>`;
      const delivery = deliveryOf(data, { messageId, startTime, endTime: startTime });
      if (delivery.state === 'SUCCESS') {
        const file = join(dir, `${Date.now()}-${doc.id}.eml`);
        writeFileSync(file, toEml(data, { messageId }));
      }
      delivery.endTime = Timestamp.now();
      // update(), not set(): a document deleted meanwhile (tests clear Firestore) stays deleted.
      await doc.ref.update({ delivery });
    } catch (error) {
      if (error?.code !== 5) log?.(`Mail stand-in: could not deliver mail/${doc.id}: ${error}`);
    } finally {
      handling.delete(doc.id);
    }
  }

  function listen() {
    if (closed) return;
    unsubscribe = db.collection('mail').onSnapshot(
      (snapshot) => {
        for (const change of snapshot.docChanges()) {
          if (change.type === 'removed') continue;
          if (change.doc.get('delivery') === undefined) void deliver(change.doc);
        }
      },
      (error) => {
        log?.(`Mail stand-in: listener stopped (${error.message}); listening again`);
        setTimeout(listen, 1000).unref();
      },
    );
  }

  void (async () => {
    while (!closed && !(await firestoreUp(process.env.FIRESTORE_EMULATOR_HOST))) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    listen();
    log?.(`Mail stand-in delivering mail/{id} to ${dir}`);
  })();

  return {
    dir,
    close: async () => {
      closed = true;
      unsubscribe?.();
      await deleteApp(app);
    },
  };
}
