import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';

import { db } from '../lib/admin';
import { appUrl } from '../lib/app-url';
import { suppressEmail } from '../lib/email-suppression';
import { logInfo } from '../lib/log';
import { signingKey } from '../lib/signing-key';
import { badOptOutLinkPage, optedOutPage, readOptOutToken } from './outreach-opt-out-token';
import { prospectByEmail, writeFinalStatus } from './outreach-store';

// `/api/outreach/opt-out?token=…`: the opt-out link of every outreach email. No sign-in: the
// signed token names the address. GET (a person following the link) answers a page; POST is
// RFC 8058's one-click unsubscribe, which mail apps send by themselves. Either way the address
// goes on the suppression list first (no marketing email of any kind again, even if the
// prospect is removed or imported again), then the prospect is marked opted out, which stops its
// sequence: the sender checks both in the transaction that would queue the next email.

/** Suppresses the address and marks its prospect opted out. */
export async function optOutAddress(email: string, now = Date.now()): Promise<void> {
  await suppressEmail(email, 'opted-out', 'outreach');
  const changed = await db().runTransaction(async (tx) => {
    const { ref, prospect } = await prospectByEmail(tx, email);
    if (!prospect) return false;
    return writeFinalStatus(tx, ref, prospect, 'opted-out', 'opted-out', now);
  });
  logInfo('outreach.opted-out', { prospect: changed });
}

async function requested(req: Request): Promise<string | null> {
  return readOptOutToken(await signingKey(), req.query.token);
}

/** GET /api/outreach/opt-out?token=…: a person followed the link in an email. */
export async function optOutPage(req: Request, res: Response): Promise<void> {
  res.set('Content-Type', 'text/html; charset=utf-8');
  res.set('X-Robots-Tag', 'noindex');
  res.set('Cache-Control', 'no-store');
  const email = await requested(req);
  if (!email) {
    res.status(400).send(badOptOutLinkPage(`${appUrl()}/contact`));
    return;
  }
  await optOutAddress(email);
  res.status(200).send(optedOutPage(email));
}

/** POST /api/outreach/opt-out?token=…: RFC 8058 one-click, sent by the person's mail app. */
export async function optOutOneClick(req: Request, res: Response): Promise<void> {
  res.set('Content-Type', 'text/plain; charset=utf-8');
  const email = await requested(req);
  if (!email) {
    res.status(400).send('This opt-out link is not valid.');
    return;
  }
  await optOutAddress(email);
  res.status(200).send('Opted out.');
}
