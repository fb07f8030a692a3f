import { describe, expect, it } from 'vitest';

import {
  DAY_MS,
  OUTREACH_CSV_MESSAGES,
  OUTREACH_LIMITS,
  OUTREACH_MESSAGES,
  isConsumerWebmail,
  nextStepDueAt,
  outreachProspectRowSchema,
  outreachSettingsOf,
  placeholderProblems,
  previewOutreachRows,
  renderOutreachEmail,
  saveOutreachCampaignSchema,
  tradeFromText,
} from './outreach';

const HEADER = ['Business name', 'Email', 'Trade', 'Town', 'Postcode', 'Website'];

describe('PECR: business addresses only', () => {
  it('refuses consumer webmail, at home and abroad', () => {
    for (const email of [
      'bob@gmail.com',
      'bob@GoogleMail.com',
      'a@hotmail.co.uk',
      'a@outlook.com',
      'a@live.co.uk',
      'a@yahoo.co.uk',
      'a@yahoo.fr',
      'a@icloud.com',
      'a@me.com',
      'a@aol.com',
      'a@btinternet.com',
      'a@sky.com',
      'a@virginmedia.com',
      'a@talktalk.net',
      'a@protonmail.com',
      'a@proton.me',
      'a@hotmail.de',
    ])
      expect(isConsumerWebmail(email), email).toBe(true);
  });

  it('accepts a business’s own domain, even one that looks like a provider’s', () => {
    for (const email of [
      'info@smith-plumbing.co.uk',
      'jobs@livewire-electrical.com',
      'hello@outlook-roofing.co.uk',
      'office@gmail.smith.example',
    ])
      expect(isConsumerWebmail(email), email).toBe(false);
  });
});

describe('reading a file of prospects', () => {
  it('keeps the valid rows and names each bad row, column and problem', () => {
    const preview = previewOutreachRows([
      HEADER,
      [
        'Smith Plumbing Ltd',
        'Info@Smith-Plumbing.co.uk ',
        'Plumber',
        'Leeds',
        'ls6 2ab',
        'smith-plumbing.co.uk',
      ],
      ['', 'a@b-builders.co.uk', 'builder', '', '', ''],
      ['Home Fix', 'homefix@gmail.com', 'handyman', '', '', ''],
      ['Sparks', 'not-an-email', 'Electrician', '', '', ''],
      ['Astro', 'x@astro.co.uk', 'Astronaut', '', '', ''],
      ['Postie', 'x@postie.co.uk', 'Roofer', '', 'NOT A CODE', ''],
      ['Smith again', 'info@smith-plumbing.co.uk', 'plumber', '', '', ''],
      ['', '', '', '', '', ''],
    ]);
    expect(preview.fileError).toBeNull();
    expect(preview.rows).toEqual([
      expect.objectContaining({ line: 2, businessName: 'Smith Plumbing Ltd', trade: 'plumber' }),
    ]);
    expect(preview.mergedInFile).toBe(1);
    expect(preview.errors).toEqual([
      { line: 3, column: 'businessName', message: OUTREACH_MESSAGES.businessNameRequired },
      { line: 4, column: 'email', message: OUTREACH_MESSAGES.emailWebmail('gmail.com') },
      { line: 5, column: 'email', message: OUTREACH_MESSAGES.emailInvalid },
      { line: 6, column: 'trade', message: OUTREACH_MESSAGES.tradeUnknown('Astronaut') },
      { line: 7, column: 'postcode', message: OUTREACH_MESSAGES.postcodeInvalid },
    ]);
  });

  it('reads headers in any case and order, with a byte-order mark, ignoring extra columns', () => {
    const preview = previewOutreachRows([
      ['\uFEFFEMAIL', 'company', 'Notes', 'TRADE'],
      ['info@tiles.co.uk', 'Tile Co', 'met at a fair', 'Tiler'],
    ]);
    expect(preview.fileError).toBeNull();
    expect(preview.ignoredColumns).toEqual(['Notes']);
    expect(preview.rows[0]).toMatchObject({
      email: 'info@tiles.co.uk',
      businessName: 'Tile Co',
      trade: 'tiler',
    });
  });

  it('answers malformed files with one clear message', () => {
    expect(previewOutreachRows([]).fileError).toBe(OUTREACH_CSV_MESSAGES.empty);
    expect(previewOutreachRows([[''], ['  ']]).fileError).toBe(OUTREACH_CSV_MESSAGES.empty);
    expect(previewOutreachRows([HEADER]).fileError).toBe(OUTREACH_CSV_MESSAGES.noRows);
    expect(
      previewOutreachRows([
        ['name', 'phone'],
        ['a', 'b'],
      ]).fileError,
    ).toBe(OUTREACH_CSV_MESSAGES.missingColumns(['businessName', 'email', 'trade']));
    expect(
      previewOutreachRows([
        ['business name', 'email'],
        ['a', 'b'],
      ]).fileError,
    ).toContain('“trade” column.');
    expect(
      previewOutreachRows([['business name;email;trade'], ['Tile Co;info@tiles.co.uk;tiler']])
        .fileError,
    ).toBe(OUTREACH_CSV_MESSAGES.delimiter('semicolons'));
    expect(previewOutreachRows([['business name\temail\ttrade']]).fileError).toBe(
      OUTREACH_CSV_MESSAGES.delimiter('tabs'),
    );
    expect(previewOutreachRows([['email', 'E-mail', 'trade', 'business']]).fileError).toBe(
      OUTREACH_CSV_MESSAGES.duplicateColumn('email'),
    );
    const many = Array.from({ length: OUTREACH_LIMITS.maxRowsPerImport + 1 }, (_, i) => [
      `Firm ${i}`,
      `info@firm${i}.co.uk`,
      'builder',
    ]);
    expect(previewOutreachRows([['business name', 'email', 'trade'], ...many]).fileError).toBe(
      OUTREACH_CSV_MESSAGES.tooManyRows,
    );
  });

  it('reports the parser’s row problems on their rows and does not import those rows', () => {
    const preview = previewOutreachRows(
      [
        ['business name', 'email', 'trade'],
        ['Tile Co', 'info@tiles.co.uk', 'tiler', 'extra'],
        ['Roof Co', 'info@roofs.co.uk', 'roofer'],
      ],
      [{ line: 2, message: OUTREACH_CSV_MESSAGES.fieldCount(4, 3) }],
    );
    expect(preview.errors).toEqual([
      { line: 2, column: null, message: OUTREACH_CSV_MESSAGES.fieldCount(4, 3) },
    ]);
    expect(preview.rows.map((row) => row.email)).toEqual(['info@roofs.co.uk']);
  });

  it('takes empty optional columns as null (the callable sends undefined as null)', () => {
    const parsed = outreachProspectRowSchema.parse({
      line: 2,
      businessName: 'Tile Co',
      email: 'info@tiles.co.uk',
      trade: 'tiler',
      town: null,
      postcode: null,
      website: null,
    });
    expect(parsed).toMatchObject({ town: null, postcode: null, website: null });
    expect(
      outreachProspectRowSchema.parse({ ...parsed, postcode: 'ls62ab', website: 'tiles.co.uk' }),
    ).toMatchObject({ postcode: 'LS6 2AB', website: 'https://tiles.co.uk' });
  });

  it('knows trades by slug or label', () => {
    expect(tradeFromText('Painter and decorator')).toBe('painter-and-decorator');
    expect(tradeFromText(' GAS-ENGINEER ')).toBe('gas-engineer');
    expect(tradeFromText('wizard')).toBeNull();
  });
});

describe('templates', () => {
  it('know three placeholders and refuse anything else', () => {
    expect(placeholderProblems('Hello {{businessName}} in {{ town }}, {{trade}}')).toEqual([]);
    expect(placeholderProblems('Hi {{firstName}}')).toEqual([
      OUTREACH_MESSAGES.unknownPlaceholder('firstName'),
    ]);
    expect(placeholderProblems('Hi {{businessName}')).toEqual([
      OUTREACH_MESSAGES.brokenPlaceholder,
    ]);
  });

  it('make a sequence of one to three steps, the first sent at the start', () => {
    const step = { subject: 'Hi {{businessName}}', body: 'Join us', delayDays: 0 };
    expect(saveOutreachCampaignSchema.safeParse({ name: 'Leeds', steps: [step] }).success).toBe(
      true,
    );
    expect(
      saveOutreachCampaignSchema.safeParse({
        name: 'Leeds',
        steps: [
          step,
          { ...step, delayDays: 3 },
          { ...step, delayDays: 7 },
          { ...step, delayDays: 7 },
        ],
      }).error?.issues[0]?.message,
    ).toBe(OUTREACH_MESSAGES.tooManySteps);
    expect(
      saveOutreachCampaignSchema.safeParse({ name: 'Leeds', steps: [{ ...step, delayDays: 2 }] })
        .error?.issues[0]?.message,
    ).toBe(OUTREACH_MESSAGES.firstDelay);
    expect(
      saveOutreachCampaignSchema.safeParse({ name: 'Leeds', steps: [step, step] }).error?.issues[0]
        ?.message,
    ).toBe(OUTREACH_MESSAGES.delay);
    expect(
      saveOutreachCampaignSchema.safeParse({ name: 'x', steps: [{ ...step, body: '{{phone}}' }] })
        .error?.issues[0]?.message,
    ).toBe(OUTREACH_MESSAGES.unknownPlaceholder('phone'));
  });

  it('time each step from the one before', () => {
    const steps = [{ delayDays: 0 }, { delayDays: 3 }, { delayDays: 7 }];
    expect(nextStepDueAt(steps, 0, 1000)).toBe(1000);
    expect(nextStepDueAt(steps, 1, 1000)).toBe(1000 + 3 * DAY_MS);
    expect(nextStepDueAt(steps, 2, 5000)).toBe(5000 + 7 * DAY_MS);
    expect(nextStepDueAt(steps, 3, 5000)).toBeNull();
  });

  it('render the email as sent: placeholders, Markdown, the sender and the opt-out link', () => {
    const email = renderOutreachEmail(
      {
        subject: 'Leads for {{businessName}}',
        body: '## Hello {{businessName}}\n\nMore **{{trade}}** work in {{town}}.',
      },
      { businessName: 'Smith *Plumbing* <b>Ltd</b>', trade: 'plumber', town: null },
      { senderName: 'Fixwell', postalAddress: '1 High Street\nLeeds LS1 1AA' },
      'https://fixwell.test/api/outreach/opt-out?token=abc',
    );
    expect(email.subject).toBe('Leads for Smith *Plumbing* <b>Ltd</b>');
    expect(email.html).toContain('<h2>Hello Smith *Plumbing* &lt;b&gt;Ltd&lt;/b&gt;</h2>');
    expect(email.html).not.toContain('<b>Ltd');
    expect(email.html).toContain('<strong>plumber</strong> work in your area.');
    expect(email.html).toContain('Fixwell, 1 High Street, Leeds LS1 1AA');
    expect(email.html).toContain('href="https://fixwell.test/api/outreach/opt-out?token=abc"');
    expect(email.text).toContain(
      'opt out here: https://fixwell.test/api/outreach/opt-out?token=abc',
    );
    expect(email.text).toContain('Fixwell, 1 High Street, Leeds LS1 1AA');
  });

  it('do not let a template smuggle in a script', () => {
    const email = renderOutreachEmail(
      { subject: 's', body: '<script>alert(1)</script> [x](javascript:alert(1))' },
      { businessName: 'A', trade: 'roofer', town: 'York' },
      { senderName: 'Fixwell', postalAddress: '1 High Street, York' },
      'https://fixwell.test/x',
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('href="javascript:');
  });
});

describe('settings', () => {
  it('fall back field by field', () => {
    expect(outreachSettingsOf(undefined)).toEqual({
      senderName: 'Fixwell',
      postalAddress: '',
      dailyCap: 100,
    });
    expect(outreachSettingsOf({ dailyCap: 0, postalAddress: '1 High Street, Leeds' })).toEqual({
      senderName: 'Fixwell',
      postalAddress: '1 High Street, Leeds',
      dailyCap: 100,
    });
  });
});
