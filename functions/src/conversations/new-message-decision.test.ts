import { describe, expect, it } from 'vitest';

import {
  chatLink,
  guestChatLink,
  newMessageDecision,
  type NewMessageInput,
  type ThreadMessage,
} from './new-message-decision';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 22, 9);

const text = (id: string, senderId: string, minutes: number): ThreadMessage => ({
  id,
  senderId,
  kind: 'text',
  createdAtMillis: T0 + minutes * MINUTE,
});
const system = (id: string, minutes: number): ThreadMessage => ({
  id,
  senderId: 'system',
  kind: 'system',
  createdAtMillis: T0 + minutes * MINUTE,
});

/** Acme writes to Alice at minute 10 unless told otherwise. */
function input(overrides: Partial<NewMessageInput> = {}): NewMessageInput {
  const message = { ...text('m10', 'acme', 10), senderRole: 'company' as const };
  return {
    message,
    conversation: {
      id: 'q1_acme',
      companyId: 'acme',
      customerId: 'alice',
      participantIds: ['acme', 'alice'],
      lastReadAtMillis: {},
    },
    recentMessages: [system('accepted', 0), message],
    recipient: { active: true, email: 'alice@example.co.uk', messageDigest: false },
    guestEmail: null,
    ...overrides,
  };
}

describe('newMessageDecision', () => {
  it('the company’s first message: notify and email the customer, and count it as the first reply', () => {
    expect(newMessageDecision(input())).toEqual({
      kind: 'deliver',
      recipientId: 'alice',
      recipientRole: 'customer',
      startsBurst: true,
      notify: true,
      email: { to: 'alice@example.co.uk', guest: false },
      firstCompanyMessage: true,
      link: '/customer/chat?c=q1_acme',
    });
  });

  it('a second message before the first is read: no more notifications or emails', () => {
    const decision = newMessageDecision(
      input({
        recentMessages: [system('accepted', 0), text('m5', 'acme', 5), text('m10', 'acme', 10)],
      }),
    );
    expect(decision).toMatchObject({ startsBurst: false, notify: false, email: null });
  });

  it('a new burst once the recipient has read the earlier messages', () => {
    const decision = newMessageDecision(
      input({
        conversation: { ...input().conversation, lastReadAtMillis: { alice: T0 + 6 * MINUTE } },
        recentMessages: [text('m5', 'acme', 5), text('m10', 'acme', 10)],
      }),
    );
    expect(decision).toMatchObject({ startsBurst: true, notify: true });
  });

  it('unread system messages and the recipient’s own messages do not hold back a burst', () => {
    const decision = newMessageDecision(
      input({ recentMessages: [system('s1', 1), text('a2', 'alice', 2), system('s3', 3)] }),
    );
    expect(decision).toMatchObject({ startsBurst: true, notify: true });
  });

  it('later messages (their trigger ran first) do not hold back an earlier one', () => {
    const decision = newMessageDecision(
      input({ recentMessages: [text('m10', 'acme', 10), text('m11', 'acme', 11)] }),
    );
    expect(decision).toMatchObject({ startsBurst: true });
    // Two messages in the same millisecond: the id decides which one starts the burst.
    const same = { ...text('b', 'acme', 10), senderRole: 'company' as const };
    expect(
      newMessageDecision(input({ message: same, recentMessages: [text('a', 'acme', 10), same] })),
    ).toMatchObject({ startsBurst: false });
  });

  it('the customer writes: the company hears, and it is no first reply', () => {
    const message = { ...text('c1', 'alice', 12), senderRole: 'customer' as const };
    const decision = newMessageDecision(
      input({
        message,
        recentMessages: [text('m10', 'acme', 10), message],
        recipient: { active: true, email: 'office@acme.co.uk', messageDigest: false },
      }),
    );
    expect(decision).toMatchObject({
      recipientId: 'acme',
      recipientRole: 'company',
      notify: true,
      email: { to: 'office@acme.co.uk', guest: false },
      firstCompanyMessage: false,
      link: '/company/chat?c=q1_acme',
    });
  });

  it('no email for a daily digest, a deactivated account or a missing address; still notified', () => {
    for (const recipient of [
      { active: true, email: 'alice@example.co.uk', messageDigest: true },
      { active: false, email: 'alice@example.co.uk', messageDigest: false },
      { active: true, email: null, messageDigest: false },
    ]) {
      expect(newMessageDecision(input({ recipient }))).toMatchObject({ notify: true, email: null });
    }
  });

  it('a guest customer is emailed at the quote’s address, once, with a link to sign in', () => {
    const guest = input({
      conversation: { ...input().conversation, customerId: null, participantIds: ['acme'] },
      recipient: null,
      guestEmail: 'priya@example.co.uk',
    });
    expect(newMessageDecision(guest)).toMatchObject({
      recipientId: null,
      notify: false,
      email: { to: 'priya@example.co.uk', guest: true },
    });
    const again = { ...guest, recentMessages: [text('m5', 'acme', 5), guest.message] };
    expect(newMessageDecision(again)).toMatchObject({ email: null, notify: false });
  });

  it('ignores a sender who is not a participant', () => {
    const message = { ...text('x', 'zenith', 10), senderRole: 'company' as const };
    expect(newMessageDecision(input({ message }))).toEqual({
      kind: 'ignore',
      reason: 'not-a-participant',
    });
  });
});

describe('chat links', () => {
  it('open the thread in the recipient’s area, or sign a guest in first', () => {
    expect(chatLink('company', 'q1_acme')).toBe('/company/chat?c=q1_acme');
    expect(guestChatLink('q1_acme')).toBe('/login?redirect=%2Fcustomer%2Fchat%3Fc%3Dq1_acme');
  });
});
