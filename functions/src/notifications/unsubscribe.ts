import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';

import type { NotificationPreferencesDocument } from '@fixwell/common/notification-preferences';

import { db } from '../lib/admin';
import { appUrl } from '../lib/app-url';
import type { WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { signingKey } from '../lib/signing-key';
import { readUserProfile } from '../lib/user-profiles';
import { preferencesRef } from '../mail/user-mail';
import {
  badLinkPage,
  readUnsubscribeToken,
  unsubscribedPage,
  type UnsubscribeRequest,
} from './unsubscribe-token';

// `/api/unsubscribe?token=…`: the link at the foot of every event email (mail/user-mail.ts). No
// sign-in: the signed token names the person and the category. GET (a person following the link)
// answers a page; POST is RFC 8058's one-click unsubscribe, which mail apps send by themselves.

/** Switches the category off, keeping everything else the person chose. */
async function switchOff({ uid, category }: UnsubscribeRequest): Promise<void> {
  const ref = preferencesRef(uid);
  await db().runTransaction(async (tx) => {
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

async function requested(req: Request): Promise<UnsubscribeRequest | null> {
  return readUnsubscribeToken(await signingKey(), req.query.token);
}

/** GET /api/unsubscribe?token=…: a person followed the link in an email. */
export async function unsubscribePage(req: Request, res: Response): Promise<void> {
  res.set('Content-Type', 'text/html; charset=utf-8');
  res.set('X-Robots-Tag', 'noindex');
  const request = await requested(req);
  if (!request) {
    res.status(400).send(badLinkPage(`${appUrl()}/login`));
    return;
  }
  await switchOff(request);
  res.status(200).send(unsubscribedPage(request.category, await settingsLink(request.uid)));
}

/** POST /api/unsubscribe?token=…: RFC 8058 one-click, sent by the person's mail app. */
export async function unsubscribeOneClick(req: Request, res: Response): Promise<void> {
  res.set('Content-Type', 'text/plain; charset=utf-8');
  const request = await requested(req);
  if (!request) {
    res.status(400).send('This unsubscribe link is not valid.');
    return;
  }
  await switchOff(request);
  res.status(200).send('Unsubscribed.');
}
