import { CONTACT_API_MESSAGES, CONTACT_FORM_MESSAGES } from '@fixwell/common/contact-message';
import { createHash, randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
  contactIpHash,
  newContactMessage,
  parseContactBody,
  truncateUserAgent,
} from './contact-request';

const KEY = randomBytes(32);

const body = {
  name: ' Sarah Thompson ',
  email: 'Sarah@Example.co.uk',
  phone: '07700 900123',
  topic: 'homeowner-question',
  message: 'How do I compare the quotes I have received?',
  website: '',
};

describe('parseContactBody', () => {
  it('reads a valid form, normalised', () => {
    expect(parseContactBody(body)).toEqual({
      kind: 'valid',
      values: {
        name: 'Sarah Thompson',
        email: 'sarah@example.co.uk',
        phone: '07700 900123',
        topic: 'homeowner-question',
        message: 'How do I compare the quotes I have received?',
        website: '',
      },
    });
  });

  it('names each bad field with its message', () => {
    expect(parseContactBody({ ...body, name: 'S', topic: 'sales', phone: '123' })).toEqual({
      kind: 'invalid',
      fieldErrors: {
        name: CONTACT_FORM_MESSAGES.nameTooShort,
        phone: CONTACT_FORM_MESSAGES.phone,
        topic: CONTACT_FORM_MESSAGES.topic,
      },
    });
  });

  it('reads a body that is not an object as an empty form', () => {
    for (const bad of [undefined, null, 'name=Sarah', 42, [body]]) {
      const result = parseContactBody(bad);
      expect(result.kind).toBe('invalid');
      expect(result.kind === 'invalid' && Object.keys(result.fieldErrors).sort()).toEqual([
        'email',
        'message',
        'name',
        'topic',
      ]);
    }
  });

  it('spots the honeypot before anything else, even when the rest is invalid', () => {
    expect(parseContactBody({ ...body, website: 'https://cheap-seo.example' })).toEqual({
      kind: 'honeypot',
    });
    expect(parseContactBody({ website: 'x' })).toEqual({ kind: 'honeypot' });
  });

  it('has the product answers', () => {
    expect(CONTACT_API_MESSAGES.tooMany).toBe(
      'You have sent several messages in the last hour. Please wait an hour and try again.',
    );
  });
});

describe('truncateUserAgent', () => {
  it('keeps at most 256 characters, and never half a character', () => {
    expect(truncateUserAgent('Mozilla/5.0')).toBe('Mozilla/5.0');
    expect(truncateUserAgent('a'.repeat(300))).toHaveLength(256);
    const emoji = truncateUserAgent(`${'a'.repeat(255)}😀😀`);
    expect(emoji).toBe(`${'a'.repeat(255)}😀`);
  });

  it('is empty without a header', () => {
    expect(truncateUserAgent(undefined)).toBe('');
    expect(truncateUserAgent(['Agent/1', 'Agent/2'])).toBe('Agent/1');
  });
});

describe('contactIpHash', () => {
  it('is a stable hash that does not contain the address', () => {
    const hash = contactIpHash('203.0.113.7', KEY);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(contactIpHash('203.0.113.7', KEY));
    expect(hash).not.toBe(contactIpHash('203.0.113.8', KEY));
    expect(hash).not.toContain('203');
  });

  it('is keyed: another key gives another hash, and it is not a plain SHA-256 of the address', () => {
    const ip = '203.0.113.7';
    const hash = contactIpHash(ip, KEY);
    expect(contactIpHash(ip, randomBytes(32))).not.toBe(hash);
    const sha = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
    expect(hash).not.toBe(sha(ip));
    expect(hash).not.toBe(sha(`contact-message-ip:${ip}`));
  });
});

describe('newContactMessage', () => {
  const sender = { userAgent: 'Mozilla/5.0 (Test)', ip: '203.0.113.7', hashKey: KEY };

  it('keeps the form fields, starts as new and stores the IP only as a hash', () => {
    const result = parseContactBody(body);
    if (result.kind !== 'valid') throw new Error('expected a valid body');
    const document = newContactMessage(result.values, sender);
    expect(document).toEqual({
      name: 'Sarah Thompson',
      email: 'sarah@example.co.uk',
      phone: '07700 900123',
      topic: 'homeowner-question',
      message: 'How do I compare the quotes I have received?',
      status: 'new',
      userAgent: 'Mozilla/5.0 (Test)',
      ipHash: contactIpHash('203.0.113.7', KEY),
    });
    expect(JSON.stringify(document)).not.toContain('203.0.113.7');
    expect(document).not.toHaveProperty('website');
  });

  it('leaves the phone out when none was given', () => {
    const result = parseContactBody({ ...body, phone: ' ' });
    if (result.kind !== 'valid') throw new Error('expected a valid body');
    expect(newContactMessage(result.values, sender)).not.toHaveProperty('phone');
  });
});
