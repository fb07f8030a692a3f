import { describe, expect, it } from 'vitest';

import {
  CONTACT_DRAFT_FIELDS,
  CONTACT_FORM_MESSAGES,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  contactFieldErrors,
  contactMessageSchema,
  isContactTopic,
  isHoneypotFilled,
  type ContactMessageInput,
} from './contact-message';
import { UK_PHONE_MESSAGE } from './uk-phone';

/** The messages of each failing field, keyed by the field's path. */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    (out[issue.path.join('.')] ??= []).push(issue.message);
  }
  return out;
}

const valid: ContactMessageInput = {
  name: '  Sarah Thompson ',
  email: ' Sarah.Thompson@Example.CO.UK ',
  phone: '',
  topic: 'billing',
  message: '  I was charged twice for my subscription this month.  ',
  website: '',
};

describe('contactMessageSchema', () => {
  it('accepts a valid message, trimming text, lower-casing the email and dropping a blank phone', () => {
    expect(contactMessageSchema.parse(valid)).toEqual({
      name: 'Sarah Thompson',
      email: 'sarah.thompson@example.co.uk',
      topic: 'billing',
      message: 'I was charged twice for my subscription this month.',
      website: '',
    });
  });

  it('keeps a UK phone number as typed, and accepts a request without phone or honeypot', () => {
    expect(contactMessageSchema.parse({ ...valid, phone: ' 07700 900123 ' }).phone).toBe(
      '07700 900123',
    );
    const { phone: _phone, website: _website, ...bare } = valid;
    expect(contactMessageSchema.safeParse(bare).success).toBe(true);
  });

  it.each(CONTACT_TOPICS)('accepts the topic %s', (topic) => {
    expect(contactMessageSchema.safeParse({ ...valid, topic }).success).toBe(true);
  });

  it('asks for each missing field with its own message', () => {
    expect(
      messages(contactMessageSchema.safeParse({ name: ' ', email: '', topic: '', message: '   ' })),
    ).toEqual({
      name: ['Enter your name.'],
      email: ['Please enter a valid email address.'],
      topic: ['Choose what your message is about.'],
      message: ['Enter your message.'],
    });
  });

  it('answers a body with no fields at all with the same messages', () => {
    expect(Object.keys(messages(contactMessageSchema.safeParse({})))).toEqual([
      'name',
      'email',
      'topic',
      'message',
    ]);
  });

  it('wants a name of 2 to 100 characters', () => {
    expect(messages(contactMessageSchema.safeParse({ ...valid, name: ' S ' }))).toEqual({
      name: ['Your name must be at least 2 characters.'],
    });
    expect(messages(contactMessageSchema.safeParse({ ...valid, name: 'S'.repeat(101) }))).toEqual({
      name: ['Your name must be 100 characters or fewer.'],
    });
    expect(contactMessageSchema.safeParse({ ...valid, name: 'Jo' }).success).toBe(true);
    expect(contactMessageSchema.safeParse({ ...valid, name: 'S'.repeat(100) }).success).toBe(true);
  });

  it('wants a message of 20 to 3,000 characters, counted after trimming', () => {
    expect(
      messages(contactMessageSchema.safeParse({ ...valid, message: `  ${'a'.repeat(19)}  ` })),
    ).toEqual({
      message: ['Your message must be at least 20 characters, so we have enough detail to help.'],
    });
    expect(
      messages(contactMessageSchema.safeParse({ ...valid, message: 'a'.repeat(3001) })),
    ).toEqual({ message: ['Your message must be 3,000 characters or fewer.'] });
    expect(contactMessageSchema.safeParse({ ...valid, message: 'a'.repeat(20) }).success).toBe(
      true,
    );
    expect(contactMessageSchema.safeParse({ ...valid, message: 'a'.repeat(3000) }).success).toBe(
      true,
    );
  });

  it.each(['sarah@', 'not-an-email', `${'a'.repeat(250)}@example.co.uk`])(
    'refuses the email %s',
    (email) => {
      expect(messages(contactMessageSchema.safeParse({ ...valid, email }))).toEqual({
        email: [CONTACT_FORM_MESSAGES.email],
      });
    },
  );

  it.each(['12345', '+1 415 555 0100', 'call me'])('refuses the phone number %s', (phone) => {
    expect(messages(contactMessageSchema.safeParse({ ...valid, phone }))).toEqual({
      phone: [UK_PHONE_MESSAGE],
    });
  });

  it.each(['sales', 'Billing', 'constructor'])('refuses the topic %s', (topic) => {
    expect(messages(contactMessageSchema.safeParse({ ...valid, topic }))).toEqual({
      topic: ['Choose what your message is about.'],
    });
  });

  it('refuses a filled honeypot', () => {
    expect(
      messages(contactMessageSchema.safeParse({ ...valid, website: 'https://spam.example' })),
    ).toEqual({ website: ['Leave this field empty.'] });
  });

  it('refuses fields of the wrong type with the field messages', () => {
    expect(
      messages(
        contactMessageSchema.safeParse({
          name: 42,
          email: ['a@b.co'],
          phone: 7700900123,
          topic: null,
          message: {},
        }),
      ),
    ).toEqual({
      name: [CONTACT_FORM_MESSAGES.nameRequired],
      email: [CONTACT_FORM_MESSAGES.email],
      phone: [UK_PHONE_MESSAGE],
      topic: [CONTACT_FORM_MESSAGES.topic],
      message: [CONTACT_FORM_MESSAGES.messageRequired],
    });
  });

  it('leaves unknown fields out of the result', () => {
    const parsed = contactMessageSchema.parse({ ...valid, status: 'archived', ipHash: 'x' });
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('ipHash');
  });
});

describe('contactFieldErrors', () => {
  it('keeps the first message of each person-facing field', () => {
    const result = contactMessageSchema.safeParse({
      ...valid,
      name: '',
      message: 'short',
      website: 'x',
    });
    expect(result.success).toBe(false);
    expect(contactFieldErrors(result.error!)).toEqual({
      name: 'Enter your name.',
      message: CONTACT_FORM_MESSAGES.messageTooShort,
    });
  });
});

describe('isHoneypotFilled', () => {
  it('is false when the honeypot is absent or empty', () => {
    for (const body of [undefined, null, 'text', [], {}, { website: '' }, { website: null }]) {
      expect(isHoneypotFilled(body)).toBe(false);
    }
  });

  it('is true for any other value', () => {
    for (const website of ['https://spam.example', ' ', 0, false, ['x'], {}]) {
      expect(isHoneypotFilled({ ...valid, website })).toBe(true);
    }
  });
});

describe('topics', () => {
  it('has an en-GB label for every topic', () => {
    expect(Object.keys(CONTACT_TOPIC_LABELS).sort()).toEqual([...CONTACT_TOPICS].sort());
    for (const label of Object.values(CONTACT_TOPIC_LABELS)) expect(label).toMatch(/^[A-Z]/);
  });

  it('recognises topics only', () => {
    expect(isContactTopic('press')).toBe(true);
    expect(isContactTopic('toString')).toBe(false);
  });

  it('never keeps the honeypot in a draft', () => {
    expect(CONTACT_DRAFT_FIELDS).not.toContain('website');
  });
});
