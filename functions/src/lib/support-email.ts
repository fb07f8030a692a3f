import { defineString } from 'firebase-functions/params';

/**
 * The support inbox that contact-form messages are forwarded to (set per project in
 * functions/.env.<project>). No default, so a deploy cannot silently send them nowhere.
 */
export const SUPPORT_EMAIL = defineString('SUPPORT_EMAIL', {
  description: 'Email address of the Fixwell support inbox, which receives contact-form messages.',
});

export function supportEmail(): string {
  return SUPPORT_EMAIL.value().trim();
}
