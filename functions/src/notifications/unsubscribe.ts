import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';

import type { NotificationPreferencesDocument } from '@fixwell/common/notification-preferences';

import { runTransaction } from '../lib/transaction';
import { appUrl } from '../lib/app-url';
import type { WriteTime } from '../lib/documents';
import { htmlAnswer, wantsPage } from '../lib/link-page';
import { logInfo } from '../lib/log';
import { signingKey } from '../lib/signing-key';
import { readUserProfile } from '../lib/user-profiles';
import { preferencesRef } from '../mail/user-mail';
import {
  badLinkPage,
  readUnsubscribeToken,
  unsubscribedPage,
  unsubscribeQuestionPage,
  type UnsubscribeRequest,
} from './unsubscribe-token';

// `/api/unsubscribe?token=…`: the link at the foot of every event email (mail/user-mail.ts). No
// sign-in: the signed token names the person and the category. GET (a person following the link,
// or a mail scanner or link preview doing so) only answers a page whose button POSTs; POST
// switches the category off, from that button or as RFC 8058's one-click unsubscribe, which mail
// apps send by themselves.

/** Switches the category off, keeping everything else the person chose. */
async function switchOff({ uid, category }: UnsubscribeRequest): Promise<void> {
  const ref = preferencesRef(uid);
  await runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (snapshot.exists) {
      tx.update(ref, {
        [`email.${category}`]: false,
        // A stored document without the digest choice would read as the defaults (all on).
        ...(typeof snapshot.get('messageDigest') === 'boolean' ? {} : { messageDigest: false }),
        updatedAt: FieldValue.serverTimestamp(),
      });
    } else {
      tx.create(ref, {
        email: { [category]: false },
        messageDigest: false,
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies NotificationPreferencesDocument<WriteTime>);
    }
  });
  logInfo('unsubscribe.category-off', { uid, category });
}

async function settingsLink(uid: string): Promise<string> {
  const profile = await readUserProfile(uid);
  const area = profile?.role === 'company' ? 'company' : 'customer';
  return `${appUrl()}/${area}/notifications`;
}

const badLink = () => badLinkPage(`${appUrl()}/login`);

async function requested(req: Request): Promise<UnsubscribeRequest | null> {
  return readUnsubscribeToken(await signingKey(), req.query.token);
}

/** GET /api/unsubscribe?token=…: the page with the button; changes nothing. */
export async function unsubscribePage(req: Request, res: Response): Promise<void> {
  const request = await requested(req);
  if (!request) {
    htmlAnswer(res, 400, badLink());
    return;
  }
  htmlAnswer(res, 200, unsubscribeQuestionPage(request.category, String(req.query.token)));
}

/**
 * POST /api/unsubscribe?token=…: the page's button (a browser, which asks for HTML) or RFC 8058's
 * one-click (a mail app sends `List-Unsubscribe=One-Click`, answered in plain text). Doing it
 * again changes nothing and answers the same.
 */
export async function unsubscribe(req: Request, res: Response): Promise<void> {
  const request = await requested(req);
  const page = wantsPage(req);
  if (!request) {
    if (page) htmlAnswer(res, 400, badLink());
    else res.status(400).type('text/plain').send('This unsubscribe link is not valid.');
    return;
  }
  await switchOff(request);
  if (page)
    htmlAnswer(res, 200, unsubscribedPage(request.category, await settingsLink(request.uid)));
  else res.status(200).type('text/plain').send('Unsubscribed.');
}
