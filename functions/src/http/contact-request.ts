import {
  CONTACT_USER_AGENT_MAX_LENGTH,
  contactFieldErrors,
  contactMessageSchema,
  isHoneypotFilled,
  type ContactFieldErrors,
  type ContactMessageDocument,
  type ContactMessageValues,
} from '@fixwell/common/contact-message';

import { keyedHash } from '../lib/keyed-hash';

/** What a POST /api/contact body turns out to be. */
export type ContactRequest =
  | { kind: 'honeypot' }
  | { kind: 'invalid'; fieldErrors: ContactFieldErrors }
  | { kind: 'valid'; values: ContactMessageValues };

/**
 * Reads a request body. The honeypot is looked at first, so a bot learns nothing from field
 * messages; a body that is not an object is read as an empty form, so every field says what it needs.
 */
export function parseContactBody(body: unknown): ContactRequest {
  if (isHoneypotFilled(body)) return { kind: 'honeypot' };
  const form = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
  const parsed = contactMessageSchema.safeParse(form);
  return parsed.success
    ? { kind: 'valid', values: parsed.data }
    : { kind: 'invalid', fieldErrors: contactFieldErrors(parsed.error) };
}

/** The User-Agent header, cut to a length worth keeping ('' when there is none). */
export function truncateUserAgent(header: string | string[] | undefined): string {
  const value = (Array.isArray(header) ? header[0] : header) ?? '';
  // By code point, so a cut never leaves half a surrogate pair.
  return Array.from(value.trim()).slice(0, CONTACT_USER_AGENT_MAX_LENGTH).join('');
}

/**
 * A stable stand-in for the sender's IP address, so admins can see that several messages came
 * from one place without the address being stored. Keyed (HMAC under the identifier-hashing key,
 * lib/keyed-hash.ts), so the address cannot be found again by hashing every IPv4 address; scoped,
 * so it differs from rateLimits keys.
 */
export function contactIpHash(ip: string, key: Buffer): string {
  return keyedHash(key, `contact-message-ip:${ip}`);
}

/** `contactMessages/{id}` before the server adds `createdAt`. */
export type NewContactMessage = Omit<ContactMessageDocument<never>, 'createdAt' | 'updatedAt'>;

export function newContactMessage(
  values: ContactMessageValues,
  sender: { userAgent: string | string[] | undefined; ip: string; hashKey: Buffer },
): NewContactMessage {
  return {
    name: values.name,
    email: values.email,
    ...(values.phone ? { phone: values.phone } : {}),
    topic: values.topic,
    message: values.message,
    status: 'new',
    userAgent: truncateUserAgent(sender.userAgent),
    ipHash: contactIpHash(sender.ip, sender.hashKey),
  };
}
