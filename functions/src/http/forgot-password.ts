import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';

import { actionLink, oobCodeFrom } from '../lib/action-link';
import { adminAuth } from '../lib/admin';
import { appUrl } from '../lib/app-url';
import { logError, logInfo } from '../lib/log';
import { passwordResetEmail } from '../mail/mail-templates';
import { queueMail } from '../mail/queue-mail';
import { consumeRateLimits } from '../lib/consume-rate-limits';
import { FORGOT_PASSWORD_PER_EMAIL, FORGOT_PASSWORD_PER_IP } from '../lib/rate-limit-rules';
import { clientIp } from '../lib/client-ip';
import { FORGOT_PASSWORD_MESSAGES, parseForgotPasswordBody } from './forgot-password-request';
import { waitForFloor } from './response-floor';

/** Both outcomes answer no sooner than this, so the answer's timing does not reveal an account. */
export const FORGOT_PASSWORD_RESPONSE_FLOOR_MS = 250;

const NO_ACCOUNT_CODES = new Set(['auth/user-not-found', 'auth/email-not-found']);

/**
 * Queues the reset email when an account exists. Failures are logged and swallowed, because an
 * error answer here would reveal that the account exists; the response floor hides the timing.
 */
async function sendResetEmailIfAccountExists(email: string): Promise<void> {
  let generated: string;
  try {
    // Look the account up first: with email enumeration protection on (the default for new
    // projects), generating a link for an unknown address fails with an internal error rather
    // than a not-found code.
    await adminAuth().getUserByEmail(email);
    generated = await adminAuth().generatePasswordResetLink(email);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && NO_ACCOUNT_CODES.has(code)) return;
    logError('forgot-password.link-failed', error);
    return;
  }
  try {
    const link = actionLink(appUrl(), '/reset-password', oobCodeFrom(generated));
    const mailId = await queueMail(email, passwordResetEmail(link), 'password-reset');
    logInfo('forgot-password.mail-queued', { mailId });
  } catch (error) {
    logError('forgot-password.queue-failed', error);
  }
}

/** POST /api/auth/forgot-password with `{ email }`. */
export async function forgotPassword(req: Request, res: Response): Promise<void> {
  const startedAt = Date.now();
  const email = parseForgotPasswordBody(req.body);
  if (!email) {
    res.status(400).json({ error: FORGOT_PASSWORD_MESSAGES.invalidEmail });
    return;
  }

  let allowed: boolean;
  try {
    ({ allowed } = await consumeRateLimits([
      { rule: FORGOT_PASSWORD_PER_EMAIL, identifier: email },
      { rule: FORGOT_PASSWORD_PER_IP, identifier: clientIp(req.headers, req.ip) },
    ]));
  } catch (error) {
    logError('forgot-password.rate-limit-failed', error);
    res.status(500).json({ error: FORGOT_PASSWORD_MESSAGES.failed });
    return;
  }
  if (!allowed) {
    logInfo('forgot-password.rate-limited');
    res.status(429).json({ error: FORGOT_PASSWORD_MESSAGES.tooMany });
    return;
  }

  await sendResetEmailIfAccountExists(email);
  await waitForFloor(startedAt, FORGOT_PASSWORD_RESPONSE_FLOOR_MS);
  res.status(200).json({ message: FORGOT_PASSWORD_MESSAGES.sent });
}
