import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  CONTACT_API_MESSAGES,
  CONTACT_TOPIC_LABELS,
  type ContactMessageDocument,
  type ContactMessageValues,
} from '@fixwell/common/contact-message';

import { db } from '../lib/admin';
import { appUrl } from '../lib/app-url';
import type { WriteTime } from '../lib/documents';
import { logError, logInfo, logWarning } from '../lib/log';
import { identifierHashKey } from '../lib/keyed-hash';
import { platformSettings } from '../lib/platform-settings';
import { contactNotificationEmail } from '../mail/mail-templates';
import { queueMail } from '../mail/queue-mail';
import { consumeRateLimits } from '../lib/consume-rate-limits';
import { CONTACT_MESSAGE_PER_EMAIL, CONTACT_MESSAGE_PER_IP } from '../lib/rate-limit-rules';
import { clientIp } from '../lib/client-ip';
import { newContactMessage, parseContactBody } from './contact-request';

/**
 * Tells the support inbox, with replies going to the sender. The message is already stored (and
 * listed for admins), so a failure here is logged rather than turned into an error answer.
 */
async function notifySupport(
  contactMessageId: string,
  values: ContactMessageValues,
): Promise<void> {
  try {
    // The support inbox set on /admin/settings, else the deployment's SUPPORT_EMAIL.
    const to = (await platformSettings()).supportEmail;
    if (!to) {
      logWarning('contact.no-support-inbox', { contactMessageId });
      return;
    }
    const mail = contactNotificationEmail(
      {
        reference: contactMessageId,
        name: values.name,
        email: values.email,
        phone: values.phone,
        topicLabel: CONTACT_TOPIC_LABELS[values.topic],
        message: values.message,
      },
      `${appUrl()}/admin/contact-messages`,
    );
    const mailId = await queueMail(to, mail, 'contact-message', { replyTo: values.email });
    logInfo('contact.mail-queued', { contactMessageId, mailId });
  } catch (error) {
    logError('contact.queue-failed', error, { contactMessageId });
  }
}

/** POST /api/contact with the contact form (`contactMessageSchema`). */
export async function contact(req: Request, res: Response): Promise<void> {
  const request = parseContactBody(req.body);
  if (request.kind === 'honeypot') {
    // Answered exactly like a real message, so the bot has no reason to try another way.
    logInfo('contact.honeypot-dropped');
    res.status(200).json({ message: CONTACT_API_MESSAGES.sent });
    return;
  }
  if (request.kind === 'invalid') {
    res.status(400).json({ error: CONTACT_API_MESSAGES.invalid, fieldErrors: request.fieldErrors });
    return;
  }

  const { values } = request;
  const ip = clientIp(req.headers, req.ip);
  let allowed: boolean;
  try {
    ({ allowed } = await consumeRateLimits([
      { rule: CONTACT_MESSAGE_PER_EMAIL, identifier: values.email },
      { rule: CONTACT_MESSAGE_PER_IP, identifier: ip },
    ]));
  } catch (error) {
    logError('contact.rate-limit-failed', error);
    res.status(500).json({ error: CONTACT_API_MESSAGES.failed });
    return;
  }
  if (!allowed) {
    logInfo('contact.rate-limited');
    res.status(429).json({ error: CONTACT_API_MESSAGES.tooMany });
    return;
  }

  const ref = db().collection(COLLECTIONS.contactMessages).doc();
  try {
    const hashKey = await identifierHashKey();
    await ref.set({
      ...newContactMessage(values, { userAgent: req.headers['user-agent'], ip, hashKey }),
      createdAt: FieldValue.serverTimestamp(),
    } satisfies Omit<ContactMessageDocument<WriteTime>, 'updatedAt'>);
  } catch (error) {
    logError('contact.store-failed', error);
    res.status(500).json({ error: CONTACT_API_MESSAGES.failed });
    return;
  }
  logInfo('contact.stored', { contactMessageId: ref.id, topic: values.topic });

  await notifySupport(ref.id, values);
  res.status(200).json({ message: CONTACT_API_MESSAGES.sent });
}
