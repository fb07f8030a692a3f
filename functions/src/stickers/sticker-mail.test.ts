import { describe, expect, it } from 'vitest';

import { stickerOrderEmail, stickerStepText } from './sticker-mail';

const step = {
  businessName: 'Acme Plumbing',
  items: [{ kind: 'van-door' as const, quantity: 2 }],
};

describe('sticker order emails', () => {
  it('says at each step what happened to which stickers', () => {
    expect(stickerStepText({ ...step, status: 'printing', note: null })).toEqual({
      title: 'Your stickers are being printed',
      body: 'We are printing 2 × Van door (600 × 300 mm). We will tell you when they are posted.',
    });
    expect(stickerStepText({ ...step, status: 'posted', note: 'RM123456789GB' }).body).toContain(
      'Tracking number: RM123456789GB.',
    );
    expect(stickerStepText({ ...step, status: 'cancelled', note: 'Duplicate' }).body).toContain(
      'Reason: Duplicate',
    );
  });

  it('links to the company’s sticker orders, in text and HTML, escaping the name', () => {
    const mail = stickerOrderEmail(
      { ...step, businessName: 'A <b>& Co', status: 'posted', note: 'RM1' },
      'https://fixwell.test/company/stickers',
    );
    expect(mail.subject).toBe('Your stickers are in the post');
    expect(mail.text).toContain('Your sticker orders: https://fixwell.test/company/stickers');
    expect(mail.html).toContain('A &lt;b&gt;&amp; Co');
    expect(mail.html).not.toContain('<b>&');
  });
});
