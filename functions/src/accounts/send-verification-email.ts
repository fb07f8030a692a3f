import { HttpsError } from 'firebase-functions/https';

import { sendVerificationEmailCallable } from '@fixwell/common/callables';

import { actionLink, oobCodeFrom } from '../lib/action-link';
import { adminAuth } from '../lib/admin';
import { appUrl } from '../lib/app-url';
import { onCallable } from '../lib/callable';
import { consumeRateLimits } from '../lib/consume-rate-limits';
import { logInfo } from '../lib/log';
import { VERIFICATION_EMAIL_PER_USER } from '../lib/rate-limit-rules';
import { readUserProfile } from '../lib/user-profiles';
import { verificationEmail } from '../mail/mail-templates';
import { queueMail } from '../mail/queue-mail';

export const VERIFICATION_MESSAGES = {
  noEmail: 'Your account has no email address to verify.',
  alreadyVerified: 'Your email address is already verified.',
  tooMany: 'Too many verification emails. Please wait an hour and try again.',
} as const;

/** Emails the signed-in user a link to `<APP_URL>/verify-email?oobCode=…`. */
export const sendVerificationEmail = onCallable(
  sendVerificationEmailCallable,
  async (_input, { uid }) => {
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
    const displayName = (await readUserProfile(uid))?.displayName;
    const mailId = await queueMail(
      user.email,
      verificationEmail(link, typeof displayName === 'string' ? displayName : user.displayName),
      'email-verification',
    );
    logInfo('verification-email.queued', { mailId });
    return { sent: true } as const;
  },
  { auth: 'required' },
);
