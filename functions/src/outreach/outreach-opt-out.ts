import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';

import { runTransaction } from '../lib/transaction';
import { appUrl } from '../lib/app-url';
import { htmlAnswer, wantsPage } from '../lib/link-page';
import { suppressEmail } from '../lib/email-suppression';
import { logInfo } from '../lib/log';
import { signingKey } from '../lib/signing-key';
import {
  badOptOutLinkPage,
  optedOutPage,
  optOutQuestionPage,
  readOptOutToken,
} from './outreach-opt-out-token';
import { prospectByEmail, writeFinalStatus } from './outreach-store';

// `/api/outreach/opt-out?token=…`: the opt-out link of every outreach email. No sign-in: the
// signed token names the address. GET (a person following the link, or a mail scanner or link
// preview doing so) only answers a page whose button POSTs; POST opts out, from that button or as
// RFC 8058's one-click unsubscribe, which mail apps send by themselves. The address goes on the
// suppression list first (no marketing email of any kind again, even if the prospect is removed or
// imported again), then the prospect is marked opted out, which stops its sequence: the sender
// checks both in the transaction that would queue the next email.

/** Suppresses the address and marks its prospect opted out. */
export async function optOutAddress(email: string, now = Date.now()): Promise<void> {
  await suppressEmail(email, 'opted-out', 'outreach');
  const changed = await runTransaction(async (tx) => {
    const { ref, prospect } = await prospectByEmail(tx, email);
    if (!prospect) return false;
    return writeFinalStatus(tx, ref, prospect, 'opted-out', 'opted-out', now);
  });
  logInfo('outreach.opted-out', { prospect: changed });
}

async function requested(req: Request): Promise<string | null> {
  return readOptOutToken(await signingKey(), req.query.token);
}

const badLink = () => badOptOutLinkPage(`${appUrl()}/contact`);

/** GET /api/outreach/opt-out?token=…: the page with the button; changes nothing. */
export async function optOutPage(req: Request, res: Response): Promise<void> {
  const email = await requested(req);
  if (!email) {
    htmlAnswer(res, 400, badLink());
    return;
  }
  htmlAnswer(res, 200, optOutQuestionPage(email, String(req.query.token)));
}

/**
 * POST /api/outreach/opt-out?token=…: the page's button (a browser, which asks for HTML) or
 * RFC 8058's one-click (a mail app sends `List-Unsubscribe=One-Click`, answered in plain text).
 * Doing it again changes nothing and answers the same.
 */
export async function optOut(req: Request, res: Response): Promise<void> {
  const email = await requested(req);
  const page = wantsPage(req);
  if (!email) {
    if (page) htmlAnswer(res, 400, badLink());
    else res.status(400).type('text/plain').send('This opt-out link is not valid.');
    return;
  }
  await optOutAddress(email);
  if (page) htmlAnswer(res, 200, optedOutPage(email));
  else res.status(200).type('text/plain').send('Opted out.');
}
