import { HttpsError, onCall } from 'firebase-functions/https';

import { actionLink, oobCodeFrom } from '../lib/action-link';
import { adminAuth, db } from '../lib/admin';
import { appUrl } from '../lib/app-url';
import { logInfo } from '../lib/log';
import { verificationEmail } from '../mail/mail-templates';
import { queueMail } from '../mail/queue-mail';
import { consumeRateLimits } from '../rate-limit/consume-rate-limits';
import { VERIFICATION_EMAIL_PER_USER } from '../rate-limit/rate-limit-rules';
import { requireNoInput, requireUid } from './callable-guards';

export const VERIFICATION_MESSAGES = {
  noEmail: 'Your account has no email address to verify.',
  alreadyVerified: 'Your email address is already verified.',
  tooMany: 'Too many verification emails. Please wait an hour and try again.',
} as const;

/** Emails the signed-in user a link to `<APP_URL>/verify-email?oobCode=…`. */
export const sendVerificationEmail = onCall(async (request): Promise<{ sent: true }> => {
  const uid = requireUid(request);
  requireNoInput(request.data);

  const user = await adminAuth().getUser(uid);
  if (!user.email) throw new HttpsError('failed-precondition', VERIFICATION_MESSAGES.noEmail);
  if (user.emailVerified)
    throw new HttpsError('failed-precondition', VERIFICATION_MESSAGES.alreadyVerified);

  const { allowed } = await consumeRateLimits([
    { rule: VERIFICATION_EMAIL_PER_USER, identifier: uid },
  ]);
  if (!allowed) throw new HttpsError('resource-exhausted', VERIFICATION_MESSAGES.tooMany);

  const generated = await adminAuth().generateEmailVerificationLink(user.email);
  const link = actionLink(appUrl(), '/verify-email', oobCodeFrom(generated));
  const profile = await db().collection('users').doc(uid).get();
  const displayName = profile.get('displayName') as unknown;
  const mailId = await queueMail(
    user.email,
    verificationEmail(link, typeof displayName === 'string' ? displayName : user.displayName),
    'email-verification',
  );
  logInfo('verification-email.queued', { mailId });
  return { sent: true };
});
