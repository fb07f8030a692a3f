import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  OUTREACH_MESSAGES,
  type ImportOutreachProspectsResult,
  type OutreachProspectRowInput,
} from '@fixwell/common/admin/outreach';
import { COLLECTIONS } from '@fixwell/common/collections';

import {
  API_URL,
  adminDb,
  callFailure,
  clearEmulators,
  closeAdmin,
  errorCodeOf,
  eventually,
  mailTo,
  type WebClient,
} from '../testing/emulators';
import { isSuppressed } from '../lib/email-suppression';
import { seedUser, testPeople } from '../testing/user-fixtures';
import { prospectIdOf } from './outreach-store';
import { sendOutreachNow } from './send-outreach';

// This process sends some steps itself (sendOutreachNow, as the schedule would): it must read the
// link-signing key from Firestore each time, as the functions emulator does, because each test
// starts from an empty Firestore.
process.env.FUNCTIONS_EMULATOR = 'true';

const people = testPeople();
const { signedIn } = people;
const db = () => adminDb();
const DAY = 24 * 60 * 60 * 1000;

beforeEach(async () => {
  await clearEmulators();
  await people.seed('root', 'admin');
  await people.seed('former', 'admin', { active: false });
  await people.seed('alice', 'customer');
  await people.seed('acme', 'company');
});
afterEach(() => people.closeClients());
afterAll(closeAdmin);

const STEPS = [
  {
    subject: 'More {{trade}} work for {{businessName}}',
    body: 'Hello {{businessName}},\n\nHomeowners in **{{town}}** are asking for help.',
    delayDays: 0,
  },
  { subject: 'A reminder for {{businessName}}', body: 'Still interested?', delayDays: 3 },
];
const SENDER = { senderName: 'Fixwell', postalAddress: '1 Park Row, Leeds LS1 5AB', dailyCap: 100 };

const row = (line: number, email: string, extra: Partial<OutreachProspectRowInput> = {}) => ({
  line,
  businessName: `Firm ${line}`,
  email,
  trade: 'plumber',
  town: 'Leeds',
  ...extra,
});

async function newCampaign(admin: WebClient): Promise<string> {
  const { id } = await admin.call<{ id: string }>('saveOutreachCampaign', {
    name: 'Leeds plumbers',
    steps: STEPS,
  });
  return id;
}

const prospect = async (email: string) =>
  (await db().collection(COLLECTIONS.outreachProspects).doc(prospectIdOf(email)).get()).data();
const campaign = async (id: string) =>
  (await db().collection(COLLECTIONS.outreachCampaigns).doc(id).get()).data();
const outreachMail = async (to: string) =>
  (await mailTo(to)).filter((mail) => mail.kind === 'outreach');
const optOutLinkIn = (mail: Record<string, unknown>) => {
  const text = (mail.message as { text: string }).text;
  const link = text.match(/https?:\/\/\S+\/api\/outreach\/opt-out\?token=\S+/)?.[0];
  if (!link) throw new Error('No opt-out link in the mail');
  return `${API_URL}/outreach/opt-out?${link.split('?')[1]}`;
};
/** What a browser sends when the opt-out page's button is pressed. */
const pressButton = (url: string) =>
  fetch(url, {
    method: 'POST',
    headers: {
      Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: '',
  });
/** What a mail app sends for RFC 8058's one-click unsubscribe. */
const oneClick = (url: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('who may run outreach', () => {
  it('refuses everyone but an active admin, on every callable', async () => {
    const root = await signedIn('root');
    const id = await newCampaign(root);
    const calls: Array<[string, unknown]> = [
      ['saveOutreachCampaign', { name: 'x', steps: STEPS }],
      ['importOutreachProspects', { campaignId: id, rows: [row(2, 'a@firm.co.uk')] }],
      ['setOutreachCampaignStatus', { campaignId: id, status: 'active' }],
      ['updateOutreachProspect', { prospectId: 'x', action: 'remove' }],
      ['updateOutreachSettings', SENDER],
    ];
    for (const uid of ['alice', 'acme', 'former']) {
      const client = await signedIn(uid);
      for (const [name, data] of calls) {
        const failure = await callFailure(client.call(name, data));
        expect(failure, `${uid} ${name}`).toMatchObject({
          code: 'functions/permission-denied',
          message: OUTREACH_MESSAGES.adminsOnly,
        });
      }
    }
    const visitor = people.visitor();
    expect(
      await errorCodeOf(visitor.call('saveOutreachCampaign', { name: 'x', steps: STEPS })),
    ).toBe('functions/unauthenticated');
    expect(await campaign(id)).toMatchObject({ status: 'draft', counts: { pending: 0 } });
  });

  it('answers bad input with the field’s own message', async () => {
    const root = await signedIn('root');
    const failure = await callFailure(
      root.call('saveOutreachCampaign', {
        name: 'x',
        steps: [{ ...STEPS[0], body: 'Hi {{firstName}}' }],
      }),
    );
    expect(failure).toMatchObject({
      code: 'functions/invalid-argument',
      message: OUTREACH_MESSAGES.unknownPlaceholder('firstName'),
      details: { fields: { 'steps.0.body': OUTREACH_MESSAGES.unknownPlaceholder('firstName') } },
    });
    expect(
      (await callFailure(root.call('updateOutreachSettings', { ...SENDER, postalAddress: '' })))
        .message,
    ).toBe(OUTREACH_MESSAGES.postalAddressRequired);
  });
});

describe('importOutreachProspects', () => {
  it('merges duplicates, skips opted-out addresses and accounts, refuses bad rows, and audits', async () => {
    const root = await signedIn('root');
    const id = await newCampaign(root);
    const first = await root.call<ImportOutreachProspectsResult>('importOutreachProspects', {
      campaignId: id,
      rows: [row(2, 'info@leeds-plumbing.co.uk', { town: undefined })],
    });
    expect(first).toEqual({ added: 1, merged: 0, optedOut: 0, onFixwell: 0, refused: [] });

    // The address opts out by one-click, then is removed, so only the suppression remains.
    await root.call('updateOutreachSettings', SENDER);
    await root.call('setOutreachCampaignStatus', { campaignId: id, status: 'active' });
    const [mail] = await outreachMail('info@leeds-plumbing.co.uk');
    expect((await oneClick(optOutLinkIn(mail!))).status).toBe(200);
    await root.call('updateOutreachProspect', {
      prospectId: prospectIdOf('info@leeds-plumbing.co.uk'),
      action: 'remove',
    });

    const second = await root.call<ImportOutreachProspectsResult>('importOutreachProspects', {
      campaignId: id,
      rows: [
        row(2, 'new@york-roofing.co.uk', { trade: 'roofer', postcode: 'yo1 7hh', town: undefined }),
        row(3, 'NEW@york-roofing.co.uk'),
        row(4, 'info@leeds-plumbing.co.uk'),
        row(5, people.emailOf('acme')),
        row(6, 'someone@gmail.com'),
        row(7, 'sparks@bolt-electrical.co.uk', { businessName: '' }),
      ],
    });
    expect(second).toEqual({
      added: 1,
      merged: 1,
      optedOut: 1,
      onFixwell: 1,
      refused: [
        { line: 6, column: 'email', message: OUTREACH_MESSAGES.emailWebmail('gmail.com') },
        { line: 7, column: 'businessName', message: OUTREACH_MESSAGES.businessNameRequired },
      ],
    });
    expect(await prospect('new@york-roofing.co.uk')).toMatchObject({
      campaignId: id,
      businessName: 'Firm 2',
      trade: 'roofer',
      town: null,
      postcode: 'YO1 7HH',
      status: 'pending',
      stepsSent: 0,
    });
    expect(await prospect('info@leeds-plumbing.co.uk')).toBeUndefined();
    expect(await prospect(people.emailOf('acme'))).toBeUndefined();

    // Imported again into the same campaign: merged, and the town it lacked is filled in.
    const third = await root.call<ImportOutreachProspectsResult>('importOutreachProspects', {
      campaignId: id,
      rows: [row(2, 'new@york-roofing.co.uk', { town: 'York' })],
    });
    expect(third).toMatchObject({ added: 0, merged: 1 });
    expect(await prospect('new@york-roofing.co.uk')).toMatchObject({
      town: 'York',
      postcode: 'YO1 7HH',
    });

    const audit = await db()
      .collection(COLLECTIONS.adminAudit)
      .where('target', '==', `${COLLECTIONS.outreachCampaigns}/${id}`)
      .get();
    const actions = audit.docs.map((entry) => entry.data().action).sort();
    expect(actions).toEqual([
      'outreach.campaign-create',
      'outreach.campaign-start',
      'outreach.import',
      'outreach.import',
      'outreach.import',
    ]);
    expect(audit.docs.every((entry) => entry.data().actor.email === people.emailOf('root'))).toBe(
      true,
    );
  });

  it('refuses more than 2,000 rows and a campaign that does not exist', async () => {
    const root = await signedIn('root');
    const rows = Array.from({ length: 2001 }, (_, i) => row(i + 2, `info@firm${i}.co.uk`));
    expect(
      (await callFailure(root.call('importOutreachProspects', { campaignId: 'x', rows }))).message,
    ).toBe(OUTREACH_MESSAGES.tooManyRows);
    expect(
      await errorCodeOf(
        root.call('importOutreachProspects', {
          campaignId: 'nope',
          rows: [row(2, 'a@firm.co.uk')],
        }),
      ),
    ).toBe('functions/not-found');
  });
});

describe('sending', () => {
  it('will not start without a sender identity; once started, sends the first emails with an opt-out', async () => {
    const root = await signedIn('root');
    const id = await newCampaign(root);
    await root.call('importOutreachProspects', {
      campaignId: id,
      rows: [
        row(2, 'info@leeds-plumbing.co.uk', { businessName: 'Leeds Plumbing Ltd' }),
        row(3, 'office@aire-heating.co.uk', { town: undefined }),
      ],
    });
    expect(
      (
        await callFailure(
          root.call('setOutreachCampaignStatus', { campaignId: id, status: 'active' }),
        )
      ).message,
    ).toBe(OUTREACH_MESSAGES.senderMissing);
    expect(await outreachMail('info@leeds-plumbing.co.uk')).toEqual([]);

    await root.call('updateOutreachSettings', SENDER);
    await expect(
      root.call('setOutreachCampaignStatus', { campaignId: id, status: 'active' }),
    ).resolves.toEqual({ status: 'active', sent: 2 });

    const [mail] = await outreachMail('info@leeds-plumbing.co.uk');
    const message = mail!.message as {
      subject: string;
      text: string;
      html: string;
      headers: Record<string, string>;
    };
    expect(message.subject).toBe('More plumber work for Leeds Plumbing Ltd');
    expect(message.html).toContain('<strong>Leeds</strong>');
    expect(message.text).toContain('Fixwell, 1 Park Row, Leeds LS1 5AB');
    expect(message.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(message.headers['List-Unsubscribe']).toMatch(
      /^<http.+\/api\/outreach\/opt-out\?token=.+>$/,
    );
    expect(message.html).toContain('Opt out of emails from Fixwell');
    const [other] = await outreachMail('office@aire-heating.co.uk');
    expect((other!.message as { html: string }).html).toContain('<strong>your area</strong>');

    const sent = await prospect('info@leeds-plumbing.co.uk');
    expect(sent).toMatchObject({ status: 'invited', stepsSent: 1 });
    expect(sent!.nextSendAt.toMillis() - sent!.lastSentAt.toMillis()).toBe(3 * DAY);
    expect((await campaign(id))!.counts).toMatchObject({ pending: 0, invited: 2 });

    // Nothing more until the second step is due; then it goes, and the sequence ends.
    expect((await sendOutreachNow(Date.now() + DAY)).sent).toBe(0);
    expect((await sendOutreachNow(Date.now() + 3 * DAY + 60_000)).sent).toBe(2);
    const mails = await outreachMail('info@leeds-plumbing.co.uk');
    expect(mails.map((m) => (m.message as { subject: string }).subject).sort()).toEqual([
      'A reminder for Leeds Plumbing Ltd',
      'More plumber work for Leeds Plumbing Ltd',
    ]);
    expect(await prospect('info@leeds-plumbing.co.uk')).toMatchObject({
      stepsSent: 2,
      nextSendAt: null,
    });
    expect((await sendOutreachNow(Date.now() + 30 * DAY)).sent).toBe(0);
  });

  it('keeps to the daily limit, and sends nothing for a paused campaign', async () => {
    const root = await signedIn('root');
    const id = await newCampaign(root);
    await root.call('updateOutreachSettings', { ...SENDER, dailyCap: 2 });
    await root.call('importOutreachProspects', {
      campaignId: id,
      rows: [2, 3, 4, 5].map((line) => row(line, `info@firm${line}.co.uk`)),
    });
    await expect(
      root.call('setOutreachCampaignStatus', { campaignId: id, status: 'active' }),
    ).resolves.toEqual({ status: 'active', sent: 2 });
    expect(await sendOutreachNow()).toMatchObject({ sent: 0, blocked: 'daily-limit' });
    expect((await campaign(id))!.counts).toMatchObject({ pending: 2, invited: 2 });

    await root.call('setOutreachCampaignStatus', { campaignId: id, status: 'paused' });
    await root.call('updateOutreachSettings', { ...SENDER, dailyCap: 100 });
    expect((await sendOutreachNow()).sent).toBe(0);
    expect(
      (
        await callFailure(
          root.call('setOutreachCampaignStatus', { campaignId: id, status: 'paused' }),
        )
      ).message,
    ).toBe(OUTREACH_MESSAGES.alreadyPaused);
    await root.call('setOutreachCampaignStatus', { campaignId: id, status: 'active' });
    expect((await campaign(id))!.counts).toMatchObject({ pending: 0, invited: 4 });
  });
});

describe('stopping the sequence', () => {
  async function started() {
    const root = await signedIn('root');
    const id = await newCampaign(root);
    await root.call('updateOutreachSettings', SENDER);
    await root.call('importOutreachProspects', {
      campaignId: id,
      rows: [row(2, 'info@leeds-plumbing.co.uk'), row(3, 'office@aire-heating.co.uk')],
    });
    await root.call('setOutreachCampaignStatus', { campaignId: id, status: 'active' });
    return { root, id };
  }

  it('asks first on the link, and honours an opt-out at once, by its button or one-click, and for good', async () => {
    const { id } = await started();
    const [mail] = await outreachMail('info@leeds-plumbing.co.uk');
    const link = optOutLinkIn(mail!);

    // Following the link (a person, or a mail scanner or link preview) changes nothing.
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Stop emails from Fixwell?</h1>');
    expect(html).toContain('Fixwell will send info@leeds-plumbing.co.uk no more invitations');
    const action = html.match(/<form method="post" action="([^"]+)">/)?.[1];
    expect(action).toBe(`?${link.split('?')[1]}`);
    expect(html).toContain('<button type="submit">Stop emails to this address</button>');
    expect(await fetch(link)).toHaveProperty('status', 200);
    expect(await prospect('info@leeds-plumbing.co.uk')).toMatchObject({ status: 'invited' });
    expect(await isSuppressed('info@leeds-plumbing.co.uk')).toBe(false);
    expect((await campaign(id))!.counts).toMatchObject({ invited: 2, 'opted-out': 0 });

    // Its button: the form POSTs to the same URL.
    const pressed = await pressButton(new URL(action!, link).href);
    expect(pressed.status).toBe(200);
    expect(pressed.headers.get('content-type')).toContain('text/html');
    expect(await pressed.text()).toContain('info@leeds-plumbing.co.uk is off our list');
    expect(await prospect('info@leeds-plumbing.co.uk')).toMatchObject({
      status: 'opted-out',
      nextSendAt: null,
    });
    expect(await isSuppressed('info@leeds-plumbing.co.uk')).toBe(true);
    expect((await campaign(id))!.counts).toMatchObject({ invited: 1, 'opted-out': 1 });
    // Pressed again (or the page reloaded): the same answer, and nothing counted twice.
    const again = await pressButton(link);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('info@leeds-plumbing.co.uk is off our list');
    expect((await campaign(id))!.counts).toMatchObject({ invited: 1, 'opted-out': 1 });

    // RFC 8058 one-click from the other prospect's mail app, answered in plain text.
    const [other] = await outreachMail('office@aire-heating.co.uk');
    const clicked = await oneClick(optOutLinkIn(other!));
    expect(clicked.status).toBe(200);
    expect(clicked.headers.get('content-type')).toContain('text/plain');
    expect(await clicked.text()).toBe('Opted out.');
    expect(await prospect('office@aire-heating.co.uk')).toMatchObject({ status: 'opted-out' });
    expect(await isSuppressed('office@aire-heating.co.uk')).toBe(true);
    const clickedAgain = await oneClick(optOutLinkIn(other!));
    expect(clickedAgain.status).toBe(200);
    expect(await clickedAgain.text()).toBe('Opted out.');
    expect((await campaign(id))!.counts).toMatchObject({ invited: 0, 'opted-out': 2 });

    expect((await sendOutreachNow(Date.now() + 4 * DAY)).sent).toBe(0);
    expect(await outreachMail('info@leeds-plumbing.co.uk')).toHaveLength(1);

    // A forged, cut or changed link is refused, whichever way it comes.
    for (const bad of [`${API_URL}/outreach/opt-out?token=abc.def`, `${link}A`]) {
      const shown = await fetch(bad);
      expect(shown.status).toBe(400);
      expect(await shown.text()).toContain('This opt-out link does not work');
      const button = await pressButton(bad);
      expect(button.status).toBe(400);
      expect(await button.text()).toContain('This opt-out link does not work');
      const mailApp = await oneClick(bad);
      expect(mailApp.status).toBe(400);
      expect(await mailApp.text()).toBe('This opt-out link is not valid.');
    }
  });

  it('stops for a reply marked by hand, audited', async () => {
    const { root } = await started();
    const prospectId = prospectIdOf('info@leeds-plumbing.co.uk');
    await expect(
      root.call('updateOutreachProspect', { prospectId, action: 'mark-replied' }),
    ).resolves.toEqual({ status: 'replied' });
    expect(
      (
        await callFailure(
          root.call('updateOutreachProspect', { prospectId, action: 'mark-replied' }),
        )
      ).message,
    ).toBe(OUTREACH_MESSAGES.alreadyFinal('replied'));
    expect((await sendOutreachNow(Date.now() + 4 * DAY)).sent).toBe(1);
    expect(await outreachMail('info@leeds-plumbing.co.uk')).toHaveLength(1);
    const audit = await db()
      .collection(COLLECTIONS.adminAudit)
      .where('target', '==', `${COLLECTIONS.outreachProspects}/${prospectId}`)
      .get();
    expect(audit.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({
        action: 'outreach.prospect-replied',
        after: expect.objectContaining({ status: 'replied' }),
      }),
    ]);
  });

  it('matches a company sign-up by email, and marks a bounce', async () => {
    const { id } = await started();
    await seedUser('leeds', 'company', { profile: { email: 'Info@Leeds-Plumbing.co.uk' } });
    await eventually(async () => {
      const data = await prospect('info@leeds-plumbing.co.uk');
      return data?.status === 'signed-up' ? data : undefined;
    }, 'the sign-up to be matched');

    const [mail] = (
      await db().collection(COLLECTIONS.mail).where('to', '==', 'office@aire-heating.co.uk').get()
    ).docs;
    await mail!.ref.update({
      delivery: { state: 'ERROR', attempts: 1, error: '550 No such user' },
    });
    await eventually(async () => {
      const data = await prospect('office@aire-heating.co.uk');
      return data?.status === 'bounced' ? data : undefined;
    }, 'the bounce to be recorded');
    expect((await campaign(id))!.counts).toMatchObject({ invited: 0, 'signed-up': 1, bounced: 1 });
    expect((await sendOutreachNow(Date.now() + 4 * DAY)).sent).toBe(0);
  });
});
