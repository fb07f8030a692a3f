import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';

import {
  NEWSLETTER_MESSAGES,
  isNewsletterField,
  newsletterSubscribeSchema,
  type NewsletterFieldErrors,
  type NewsletterSubscriberDocument,
} from '@fixwell/common/admin/newsletter';
import { COLLECTIONS } from '@fixwell/common/collections';
import { millisOf } from '@fixwell/common/timestamps';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { clientIp } from '../lib/client-ip';
import { consumeRateLimits } from '../lib/consume-rate-limits';
import type { WriteTime } from '../lib/documents';
import { readDoc } from '../lib/documents';
import { suppressionId } from '../lib/email-suppression';
import { htmlAnswer, wantsPage } from '../lib/link-page';
import { logError, logInfo } from '../lib/log';
import { bearerUid } from '../lib/private-files';
import type { RateLimitRule } from '../lib/rate-limit-rules';
import { signingKey } from '../lib/signing-key';
import { readUserProfile } from '../lib/user-profiles';
import { mailDocument } from '../mail/queue-mail';
import {
  confirmDecision,
  confirmExpiry,
  liftedByConfirming,
  segmentFor,
  subscribeDecision,
  type SuppressionFacts,
} from './newsletter-decisions';
import { confirmationEmail, confirmLink, home, newsletterPage } from './newsletter-mail';
import { subscriberIdOf, subscriberRef, suppressionRef } from './newsletter-refs';
import { newConfirmToken, readConfirmToken, readUnsubscribeToken } from './newsletter-tokens';

// The newsletter's public endpoints (no sign-in): subscribe from the footer, confirm by the link
// in the confirmation email, and unsubscribe by the link in every issue.

const HOUR = 60 * 60 * 1000;
export const NEWSLETTER_SUBSCRIBE_PER_EMAIL: RateLimitRule = {
  scope: 'newsletter-email',
  limit: 3,
  windowMs: HOUR,
};
export const NEWSLETTER_SUBSCRIBE_PER_IP: RateLimitRule = {
  scope: 'newsletter-ip',
  limit: 10,
  windowMs: HOUR,
};

type StoredSubscriber = NewsletterSubscriberDocument<Timestamp>;

function isHoneypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const value = (body as Record<string, unknown>).website;
  return value !== undefined && value !== null && value !== '';
}

function fieldErrorsOf(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
) {
  const errors: NewsletterFieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (isNewsletterField(field)) errors[field] ??= issue.message;
  }
  return errors;
}

async function suppressionFacts(email: string): Promise<SuppressionFacts | null> {
  const snapshot = await suppressionRef(await suppressionId(email)).get();
  if (!snapshot.exists) return null;
  return { reason: String(snapshot.get('reason')), source: String(snapshot.get('source')) };
}

/** POST /api/newsletter/subscribe: `{ email, segment }`; the same answer whatever the address. */
export async function subscribeToNewsletter(req: Request, res: Response): Promise<void> {
  const sent = () => res.status(200).json({ message: NEWSLETTER_MESSAGES.subscribed });
  if (isHoneypotFilled(req.body)) {
    logInfo('newsletter.honeypot-dropped');
    sent();
    return;
  }
  const body =
    req.body !== null && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
  const parsed = newsletterSubscribeSchema.safeParse(body);
  if (!parsed.success) {
    res.status(400).json({
      error: NEWSLETTER_MESSAGES.invalid,
      fieldErrors: fieldErrorsOf(parsed.error.issues),
    });
    return;
  }
  const { email } = parsed.data;
  try {
    const { allowed } = await consumeRateLimits([
      { rule: NEWSLETTER_SUBSCRIBE_PER_EMAIL, identifier: email },
      { rule: NEWSLETTER_SUBSCRIBE_PER_IP, identifier: clientIp(req.headers, req.ip) },
    ]);
    if (!allowed) {
      logInfo('newsletter.rate-limited');
      res.status(429).json({ error: NEWSLETTER_MESSAGES.tooMany });
      return;
    }
    const uid = await bearerUid(req);
    const role = uid ? (await readUserProfile(uid))?.role : null;
    const segment = segmentFor(role, parsed.data.segment);
    const suppression = await suppressionFacts(email);
    const id = await subscriberIdOf(email);
    const ref = subscriberRef(id);
    const outcome = await runTransaction(async (tx) => {
      const existing = readDoc<StoredSubscriber>(await tx.get(ref)) ?? null;
      const decision = subscribeDecision({ existing, suppression });
      if (decision === 'ignore') return decision;
      const { token, hash } = newConfirmToken(id);
      const now = Date.now();
      tx.set(ref, {
        email,
        segment,
        status: 'pending',
        confirmTokenHash: hash,
        confirmExpiresAt: Timestamp.fromMillis(confirmExpiry(now)),
        uid: uid ?? null,
        createdAt: existing?.createdAt ?? FieldValue.serverTimestamp(),
        confirmedAt: null,
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies NewsletterSubscriberDocument<WriteTime>);
      tx.create(
        db().collection(COLLECTIONS.mail).doc(),
        mailDocument(email, confirmationEmail(confirmLink(token)), 'newsletter-confirmation'),
      );
      return decision;
    });
    logInfo('newsletter.subscribe', { subscriberId: id, outcome, segment });
    sent();
  } catch (error) {
    logError('newsletter.subscribe-failed', error);
    res.status(500).json({ error: NEWSLETTER_MESSAGES.failed });
  }
}

const badConfirmLink = () =>
  newsletterPage('This confirmation link does not work', [
    'The link may have been cut short or changed, or the subscription was removed. Nothing has been changed.',
    `You can subscribe again with the form at the foot of any Fixwell page. ${home()}`,
  ]);

/** GET /api/newsletter/confirm?token=…: a page with the button that confirms (mail scanners only GET). */
export async function newsletterConfirmPage(req: Request, res: Response): Promise<void> {
  const token = readConfirmToken(req.query.token);
  if (!token) {
    htmlAnswer(res, 400, badConfirmLink());
    return;
  }
  htmlAnswer(
    res,
    200,
    newsletterPage(
      'Confirm your subscription',
      ['You asked to get the Fixwell newsletter. Press the button to confirm.'],
      {
        action: `?token=${encodeURIComponent(String(req.query.token))}`,
        button: 'Confirm my subscription',
      },
    ),
  );
}

/** POST /api/newsletter/confirm?token=…: confirms, and lifts a newsletter unsubscribe's suppression. */
export async function confirmNewsletter(req: Request, res: Response): Promise<void> {
  const token = readConfirmToken(req.query.token);
  if (!token) {
    htmlAnswer(res, 400, badConfirmLink());
    return;
  }
  const ref = subscriberRef(token.subscriberId);
  const outcome = await runTransaction(async (tx) => {
    const subscriber = readDoc<StoredSubscriber>(await tx.get(ref)) ?? null;
    const decision = confirmDecision(
      subscriber && {
        status: subscriber.status,
        confirmTokenHash: subscriber.confirmTokenHash,
        confirmExpiresAtMillis: millisOf(subscriber.confirmExpiresAt) ?? null,
      },
      token.hash,
      Date.now(),
    );
    if (decision === 'confirmed') {
      tx.update(ref, {
        status: 'confirmed',
        confirmTokenHash: null,
        confirmExpiresAt: null,
        confirmedAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies Partial<NewsletterSubscriberDocument<WriteTime>>);
    }
    return { decision, email: subscriber?.email ?? null };
  });
  logInfo('newsletter.confirm', { subscriberId: token.subscriberId, outcome: outcome.decision });
  if (outcome.decision === 'confirmed' && outcome.email) {
    // They unsubscribed before and have now asked again, by a link only they could follow.
    const facts = await suppressionFacts(outcome.email);
    if (facts && liftedByConfirming(facts))
      await suppressionRef(await suppressionId(outcome.email)).delete();
  }
  if (outcome.decision === 'confirmed' || outcome.decision === 'already-confirmed') {
    htmlAnswer(
      res,
      200,
      newsletterPage('You’re subscribed', [
        'Thank you for confirming. The Fixwell newsletter will come to this address; every issue has a link to unsubscribe with one click.',
        home(),
      ]),
    );
    return;
  }
  if (outcome.decision === 'expired') {
    htmlAnswer(
      res,
      410,
      newsletterPage('This confirmation link has expired', [
        'Confirmation links work for 7 days after you subscribe, and this one is older. Nothing has been changed.',
        `Please subscribe again with the form at the foot of any Fixwell page: we will send you a new link. ${home()}`,
      ]),
    );
    return;
  }
  htmlAnswer(res, 400, badConfirmLink());
}

const badUnsubscribeLink = () =>
  newsletterPage('This unsubscribe link does not work', [
    'The link may have been cut short or changed. Nothing has been changed.',
    `To stop the newsletter, reply to any issue or use the contact form. ${home()}`,
  ]);

/** GET /api/newsletter/unsubscribe?token=…: a page with the button (POST unsubscribes). */
export async function newsletterUnsubscribePage(req: Request, res: Response): Promise<void> {
  const target = readUnsubscribeToken(await signingKey(), req.query.token);
  if (!target) {
    htmlAnswer(res, 400, badUnsubscribeLink());
    return;
  }
  htmlAnswer(
    res,
    200,
    newsletterPage(
      'Unsubscribe from the Fixwell newsletter',
      ['Press the button and you will get no more issues of the newsletter at this address.'],
      { action: `?token=${encodeURIComponent(String(req.query.token))}`, button: 'Unsubscribe' },
    ),
  );
}

/**
 * POST /api/newsletter/unsubscribe?token=…: RFC 8058's one-click (a mail app sends
 * `List-Unsubscribe=One-Click`) or the page's button. The subscriber goes and the address is
 * suppressed at once; doing it again changes nothing.
 */
export async function unsubscribeFromNewsletter(req: Request, res: Response): Promise<void> {
  const target = readUnsubscribeToken(await signingKey(), req.query.token);
  const page = wantsPage(req);
  if (!target) {
    if (page) htmlAnswer(res, 400, badUnsubscribeLink());
    else res.status(400).type('text/plain').send('This unsubscribe link is not valid.');
    return;
  }
  await runTransaction(async (tx) => {
    const suppression = suppressionRef(target.suppressionId);
    const existing = await tx.get(suppression);
    tx.delete(subscriberRef(target.subscriberId));
    if (!existing.exists)
      tx.create(suppression, {
        reason: 'unsubscribed',
        source: 'newsletter',
        createdAt: FieldValue.serverTimestamp(),
      });
  });
  logInfo('newsletter.unsubscribed', { subscriberId: target.subscriberId });
  if (page)
    htmlAnswer(
      res,
      200,
      newsletterPage('You are unsubscribed', [
        'You will get no more issues of the Fixwell newsletter at this address.',
        home(),
      ]),
    );
  else res.status(200).type('text/plain').send('Unsubscribed.');
}
