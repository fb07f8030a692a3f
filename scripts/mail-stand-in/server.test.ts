import { describe, expect, it } from 'vitest';

import { deliveryFailure, deliveryOf, recipientsOf, toEml } from './server.mjs';

const MAIL = {
  to: 'nina@example.co.uk',
  kind: 'newsletter',
  message: {
    subject: 'Winter tips – bleed your radiators',
    text: 'Hello\n',
    html: '<p>Hello</p>',
    headers: {
      'List-Unsubscribe': '<http://localhost:5173/api/newsletter/unsubscribe?token=a.b>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  },
};
const TIMES = { messageId: '<m1@mail-stand-in.fixwell.test>', startTime: 1, endTime: 2 };

describe('the local mail stand-in', () => {
  it('delivers as the Trigger Email extension reports it', () => {
    expect(deliveryOf(MAIL, TIMES)).toEqual({
      state: 'SUCCESS',
      attempts: 1,
      startTime: 1,
      endTime: 2,
      leaseExpireTime: null,
      error: null,
      info: {
        messageId: TIMES.messageId,
        accepted: ['nina@example.co.uk'],
        rejected: [],
        pending: [],
        response: '250 Message accepted by the Fixwell local mail stand-in',
      },
    });
  });

  it('fails an address at a .invalid domain (RFC 2606), and a message without a recipient', () => {
    const failed = deliveryOf({ ...MAIL, to: 'bounce@example.invalid' }, TIMES);
    expect(failed).toMatchObject({ state: 'ERROR', attempts: 1, info: null });
    expect(failed.error).toContain('bounce@example.invalid');
    expect(deliveryFailure({ ...MAIL, to: [] })).toBe('The message has no recipient (to).');
    expect(recipientsOf({ to: ['a@example.co.uk', ' b@example.co.uk '] })).toEqual([
      'a@example.co.uk',
      'b@example.co.uk',
    ]);
  });

  it('writes a readable .eml with the headers, the unsubscribe headers and both bodies', () => {
    const eml = toEml(MAIL, { messageId: TIMES.messageId, date: new Date('2026-11-22T10:00:00Z') });
    expect(eml).toContain('To: nina@example.co.uk\r\n');
    expect(eml).toContain('Subject: =?UTF-8?B?');
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
    expect(eml).toContain('Date: Sun, 22 Nov 2026 10:00:00 GMT\r\n');
    const parts = eml.split('Content-Transfer-Encoding: base64\r\n\r\n').slice(1);
    const decoded = parts.map((part) =>
      Buffer.from(part.split('\r\n--')[0]!.replace(/\r\n/g, ''), 'base64').toString('utf8'),
    );
    expect(decoded).toEqual(['Hello\n', '<p>Hello</p>']);
  });
});
