import { z } from 'zod';

import { renderMarkdown } from '../content/markdown';
import { TRADES, TRADE_SLUGS, tradeLabel, type TradeSlug } from '../trades';
import { normaliseUkPostcode } from '../uk-postcode';
import { escapeHtml } from '../html-escape';

// /admin/outreach (issue 16 §3): companies invited to join Fixwell. Admins import prospects from
// CSV into a campaign, write a sequence of up to three emails, start and pause it; a scheduled
// function sends the due steps through `mail` (functions/src/outreach/). UK PECR: business
// addresses only (no consumer webmail, a business name on every row) and an opt-out link in every
// email, honoured at once (the shared suppression list, functions/src/lib/email-suppression.ts).

// ---- Statuses -------------------------------------------------------------------------------

export const OUTREACH_CAMPAIGN_STATUSES = ['draft', 'active', 'paused'] as const;
export type OutreachCampaignStatus = (typeof OUTREACH_CAMPAIGN_STATUSES)[number];

export const OUTREACH_CAMPAIGN_STATUS_LABELS: Record<OutreachCampaignStatus, string> = {
  draft: 'Draft',
  active: 'Sending',
  paused: 'Paused',
};

export const OUTREACH_PROSPECT_STATUSES = [
  'pending',
  'invited',
  'replied',
  'signed-up',
  'opted-out',
  'bounced',
] as const;
export type OutreachProspectStatus = (typeof OUTREACH_PROSPECT_STATUSES)[number];

export const OUTREACH_PROSPECT_STATUS_LABELS: Record<OutreachProspectStatus, string> = {
  pending: 'Not yet emailed',
  invited: 'Invited',
  replied: 'Replied',
  'signed-up': 'Signed up',
  'opted-out': 'Opted out',
  bounced: 'Bounced',
};

/** Statuses that end the sequence: nothing more is sent to the prospect. */
export const OUTREACH_FINAL_STATUSES: readonly OutreachProspectStatus[] = [
  'replied',
  'signed-up',
  'opted-out',
  'bounced',
];

export function isFinalProspectStatus(status: OutreachProspectStatus): boolean {
  return OUTREACH_FINAL_STATUSES.includes(status);
}

export type OutreachStatusCounts = Record<OutreachProspectStatus, number>;

export function emptyOutreachCounts(): OutreachStatusCounts {
  return Object.fromEntries(
    OUTREACH_PROSPECT_STATUSES.map((status) => [status, 0]),
  ) as OutreachStatusCounts;
}

/** Counts as stored (missing or negative entries read as 0). */
export function outreachCountsOf(value: unknown): OutreachStatusCounts {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const counts = emptyOutreachCounts();
  for (const status of OUTREACH_PROSPECT_STATUSES) {
    const count = stored[status];
    counts[status] = typeof count === 'number' && count > 0 ? Math.floor(count) : 0;
  }
  return counts;
}

// ---- Messages -------------------------------------------------------------------------------

export const OUTREACH_LIMITS = {
  maxSteps: 3,
  nameMax: 120,
  subjectMax: 150,
  bodyMax: 10_000,
  maxDelayDays: 60,
  maxRowsPerImport: 2000,
  maxFileBytes: 1024 * 1024,
  businessNameMax: 160,
  emailMax: 254,
  townMax: 80,
  websiteMax: 300,
  senderNameMax: 120,
  postalAddressMax: 300,
  minDailyCap: 1,
  maxDailyCap: 2000,
} as const;

export const OUTREACH_MESSAGES = {
  adminsOnly: 'Only an active Fixwell admin can run outreach.',
  campaignRequired: 'Choose a campaign.',
  campaignNotFound: 'We could not find that campaign.',
  prospectRequired: 'Choose a prospect.',
  prospectNotFound: 'We could not find that prospect. It may have been removed.',
  nameRequired: 'Give the campaign a name.',
  nameTooLong: `Keep the name to ${OUTREACH_LIMITS.nameMax} characters or fewer.`,
  stepsRequired: 'Write at least one email.',
  tooManySteps: `A sequence has at most ${OUTREACH_LIMITS.maxSteps} emails.`,
  subjectRequired: 'Write a subject.',
  subjectTooLong: `Keep the subject to ${OUTREACH_LIMITS.subjectMax} characters or fewer.`,
  bodyRequired: 'Write the email.',
  bodyTooLong: `Keep the email to ${OUTREACH_LIMITS.bodyMax.toLocaleString('en-GB')} characters or fewer.`,
  delay: `Enter a whole number of days from 1 to ${OUTREACH_LIMITS.maxDelayDays}.`,
  firstDelay: 'The first email goes when the campaign starts: its delay is 0 days.',
  unknownPlaceholder: (name: string) =>
    `{{${name}}} is not a placeholder we know. Use ${OUTREACH_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}.`,
  brokenPlaceholder: 'A placeholder is not closed: write it like {{businessName}}.',
  senderNameRequired: 'Enter the sender name people see, like Fixwell.',
  senderNameTooLong: `Keep the sender name to ${OUTREACH_LIMITS.senderNameMax} characters or fewer.`,
  postalAddressRequired:
    'Enter Fixwell’s postal address: every marketing email must say who sent it and where.',
  postalAddressTooLong: `Keep the address to ${OUTREACH_LIMITS.postalAddressMax} characters or fewer.`,
  dailyCap: `Enter a whole number of emails from ${OUTREACH_LIMITS.minDailyCap} to ${OUTREACH_LIMITS.maxDailyCap.toLocaleString('en-GB')}.`,
  statusRequired: 'Choose start or pause.',
  alreadyActive: 'This campaign is already sending.',
  alreadyPaused: 'This campaign is already paused.',
  notStarted: 'This campaign has not started: start it instead.',
  senderMissing:
    'Set the sender name and postal address under “Sender and daily limit” before starting: every email must carry them.',
  noProspectsToImport: 'There are no valid rows to import.',
  tooManyRows: `Import at most ${OUTREACH_LIMITS.maxRowsPerImport.toLocaleString('en-GB')} rows at a time: split the file.`,
  actionRequired: 'Choose what to do with the prospect.',
  alreadyFinal: (status: OutreachProspectStatus) =>
    `This prospect is already “${OUTREACH_PROSPECT_STATUS_LABELS[status]}”: nothing more is sent.`,
  invalid: 'Check the details and try again.',
  // Rows (the CSV preview and the server's re-check say the same).
  businessNameRequired: 'The business name is missing: PECR lets us email businesses only.',
  businessNameTooLong: `Keep the business name to ${OUTREACH_LIMITS.businessNameMax} characters or fewer.`,
  emailRequired: 'The email address is missing.',
  emailInvalid: 'This is not an email address.',
  emailWebmail: (domain: string) =>
    `${domain} is a personal webmail address: under PECR we email business addresses only (a company’s own domain).`,
  tradeRequired: 'The trade is missing.',
  tradeUnknown: (value: string) =>
    `“${value}” is not a trade on Fixwell. Use one of: ${TRADES.map((t) => t.label).join(', ')}.`,
  postcodeInvalid: 'This is not a UK postcode.',
  townTooLong: `Keep the town to ${OUTREACH_LIMITS.townMax} characters or fewer.`,
  websiteInvalid: 'Enter the website as an address, like https://example.co.uk, or leave it empty.',
} as const;

// ---- Consumer webmail (PECR) ------------------------------------------------------------------

/**
 * Consumer mailbox providers: an address there belongs to a person (often a sole trader, who
 * under PECR is an individual subscriber and must have opted in), not to a business. Exact
 * domains, and the big providers under any country domain (`yahoo.fr`, `hotmail.de`).
 */
export const CONSUMER_WEBMAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'outlook.com',
  'live.com',
  'live.co.uk',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'ymail.com',
  'rocketmail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'aol.co.uk',
  'aim.com',
  'btinternet.com',
  'btopenworld.com',
  'talk21.com',
  'sky.com',
  'virginmedia.com',
  'ntlworld.com',
  'blueyonder.co.uk',
  'talktalk.net',
  'tiscali.co.uk',
  'plus.com',
  'plusnet.com',
  'orange.net',
  'wanadoo.co.uk',
  'o2.co.uk',
  'protonmail.com',
  'protonmail.ch',
  'proton.me',
  'pm.me',
  'tutanota.com',
  'gmx.com',
  'gmx.co.uk',
  'mail.com',
  'yandex.com',
  'hushmail.com',
  'lycos.co.uk',
];

/** Providers refused under any country domain: `<name>.<tld>`. */
const CONSUMER_WEBMAIL_BRANDS = [
  'gmail',
  'googlemail',
  'hotmail',
  'outlook',
  'live',
  'msn',
  'yahoo',
  'ymail',
  'icloud',
  'aol',
  'gmx',
  'protonmail',
  'yandex',
];
const COUNTRY_SUFFIX = /^(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/;

/** The domain of an address, lower-cased ('' when there is none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** Whether the address is at a consumer webmail provider (PECR: not a business address). */
export function isConsumerWebmail(email: string): boolean {
  const domain = emailDomain(email);
  if (!domain) return false;
  if (CONSUMER_WEBMAIL_DOMAINS.includes(domain)) return true;
  const dot = domain.indexOf('.');
  if (dot < 0) return false;
  return (
    CONSUMER_WEBMAIL_BRANDS.includes(domain.slice(0, dot)) &&
    COUNTRY_SUFFIX.test(domain.slice(dot + 1))
  );
}

/** The form addresses are compared and stored in: trimmed, lower-case. */
export function normaliseOutreachEmail(email: string): string {
  return email.trim().toLowerCase();
}

// ---- Prospect rows ----------------------------------------------------------------------------

/** A trade as written in a file: its slug or its label, any case. */
export function tradeFromText(value: string): TradeSlug | null {
  const wanted = value.trim().toLowerCase();
  if (!wanted) return null;
  const found = TRADES.find(
    (trade) => trade.slug === wanted || trade.label.toLowerCase() === wanted,
  );
  return found ? found.slug : null;
}

function optionalText(max: number, message: string) {
  return z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** One prospect as the import sends it: `line` is its row in the file (the header is row 1). */
export const outreachProspectRowSchema = z.object({
  line: z.number().int().min(2).max(1_000_000),
  businessName: z
    .string({ error: OUTREACH_MESSAGES.businessNameRequired })
    .trim()
    .min(1, OUTREACH_MESSAGES.businessNameRequired)
    .max(OUTREACH_LIMITS.businessNameMax, OUTREACH_MESSAGES.businessNameTooLong),
  email: z
    .string({ error: OUTREACH_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, OUTREACH_MESSAGES.emailRequired)
    .max(OUTREACH_LIMITS.emailMax, OUTREACH_MESSAGES.emailInvalid)
    .pipe(z.email(OUTREACH_MESSAGES.emailInvalid))
    .superRefine((email, context) => {
      if (isConsumerWebmail(email))
        context.addIssue({
          code: 'custom',
          message: OUTREACH_MESSAGES.emailWebmail(emailDomain(email)),
        });
    }),
  trade: z.enum(TRADE_SLUGS, { error: OUTREACH_MESSAGES.tradeRequired }),
  town: optionalText(OUTREACH_LIMITS.townMax, OUTREACH_MESSAGES.townTooLong),
  postcode: z
    .string()
    .trim()
    .max(10, OUTREACH_MESSAGES.postcodeInvalid)
    .nullish()
    .refine(
      (value) => !value || normaliseUkPostcode(value) !== null,
      OUTREACH_MESSAGES.postcodeInvalid,
    )
    .transform((value) => (value ? normaliseUkPostcode(value) : null)),
  website: z
    .string()
    .trim()
    .max(OUTREACH_LIMITS.websiteMax, OUTREACH_MESSAGES.websiteInvalid)
    .nullish()
    .transform((value) =>
      value ? (/^https?:\/\//i.test(value) ? value : `https://${value}`) : null,
    )
    .refine((value) => value === null || isWebAddress(value), OUTREACH_MESSAGES.websiteInvalid),
});
export type OutreachProspectRowInput = z.input<typeof outreachProspectRowSchema>;
export type OutreachProspectRow = z.output<typeof outreachProspectRowSchema>;

const WEB_ADDRESS = z.url({ protocol: /^https?$/, hostname: /^[^.\s]+(?:\.[^.\s]+)+$/ });

function isWebAddress(value: string): boolean {
  return WEB_ADDRESS.safeParse(value).success;
}

const idSchema = (message: string) => z.string({ error: message }).trim().min(1, message).max(128);

/** `importOutreachProspects`: the valid rows of a file, into one campaign. */
export const importOutreachProspectsSchema = z.object({
  campaignId: idSchema(OUTREACH_MESSAGES.campaignRequired),
  rows: z
    .array(z.unknown())
    .min(1, OUTREACH_MESSAGES.noProspectsToImport)
    .max(OUTREACH_LIMITS.maxRowsPerImport, OUTREACH_MESSAGES.tooManyRows),
});

/** A row the server refused, as the import answers it. */
export interface OutreachRowProblem {
  line: number;
  column: OutreachColumn | null;
  message: string;
}

export interface ImportOutreachProspectsResult {
  added: number;
  /** Duplicates within the file and addresses already among the prospects (any campaign). */
  merged: number;
  /** On the suppression list (opted out, unsubscribed, bounced): skipped. */
  optedOut: number;
  /** The address already belongs to a Fixwell account: skipped. */
  onFixwell: number;
  /** Rows the server's own check refused. */
  refused: OutreachRowProblem[];
}

// ---- CSV columns ------------------------------------------------------------------------------

export const OUTREACH_COLUMNS = [
  'businessName',
  'email',
  'trade',
  'town',
  'postcode',
  'website',
] as const;
export type OutreachColumn = (typeof OUTREACH_COLUMNS)[number];
export const OUTREACH_REQUIRED_COLUMNS: readonly OutreachColumn[] = [
  'businessName',
  'email',
  'trade',
];

export const OUTREACH_COLUMN_LABELS: Record<OutreachColumn, string> = {
  businessName: 'business name',
  email: 'email',
  trade: 'trade',
  town: 'town',
  postcode: 'postcode',
  website: 'website',
};

/** Header names each column is recognised by (compared without case, spaces, `_` or `-`). */
const COLUMN_ALIASES: Record<OutreachColumn, readonly string[]> = {
  businessName: ['businessname', 'business', 'company', 'companyname', 'tradingname'],
  email: ['email', 'emailaddress', 'e-mail'],
  trade: ['trade', 'category'],
  town: ['town', 'city', 'location'],
  postcode: ['postcode', 'postalcode', 'zip'],
  website: ['website', 'web', 'url', 'site'],
};

export const OUTREACH_CSV_MESSAGES = {
  empty: 'The file is empty. Export the sheet as CSV with a header row and one business per row.',
  noRows: 'The file has a header row but no businesses under it.',
  tooLarge: `The file is larger than ${OUTREACH_LIMITS.maxFileBytes / 1024 / 1024} MB. Split it into smaller files.`,
  notText: 'This does not look like a CSV file. Export the sheet as “CSV UTF-8 (comma delimited)”.',
  notUtf8:
    'The file is not UTF-8 text, so letters like “é” or “£” would be garbled. Save it as “CSV UTF-8 (comma delimited)” and try again.',
  delimiter: (name: string) =>
    `The columns are separated by ${name}, not commas. Save the file as “CSV UTF-8 (comma delimited)”.`,
  missingColumns: (columns: readonly OutreachColumn[]) =>
    `The header row has no ${columns.map((c) => `“${OUTREACH_COLUMN_LABELS[c]}”`).join(', ')} column${columns.length > 1 ? 's' : ''}. The first row must name the columns: business name, email, trade, and optionally town, postcode, website.`,
  duplicateColumn: (label: string) => `The header row names the ${label} column twice.`,
  quote: (line: number) =>
    `Row ${line} has a quote mark out of place: a quoted value must be closed, and a " inside a value must be doubled (""). The rest of the file cannot be read reliably from there; fix that row and try again.`,
  fieldCount: (found: number, expected: number) =>
    `This row has ${found} value${found === 1 ? '' : 's'} but the header has ${expected}. Check for a stray comma or a missing quote.`,
  tooManyRows: OUTREACH_MESSAGES.tooManyRows,
  duplicateInFile: (line: number) => `The same email address is on row ${line}: merged into it.`,
} as const;

/** Matches a header row to the columns: which index holds which column, or the problem. */
export function matchOutreachHeader(
  header: readonly string[],
):
  | { ok: true; columns: Partial<Record<OutreachColumn, number>>; ignored: string[] }
  | { ok: false; message: string } {
  const columns: Partial<Record<OutreachColumn, number>> = {};
  const ignored: string[] = [];
  for (const [index, raw] of header.entries()) {
    const key = raw
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '');
    const column = OUTREACH_COLUMNS.find((name) =>
      COLUMN_ALIASES[name].some((alias) => alias.replace(/-/g, '') === key),
    );
    if (!column) {
      if (raw.trim()) ignored.push(raw.trim());
      continue;
    }
    if (columns[column] !== undefined)
      return {
        ok: false,
        message: OUTREACH_CSV_MESSAGES.duplicateColumn(OUTREACH_COLUMN_LABELS[column]),
      };
    columns[column] = index;
  }
  const missing = OUTREACH_REQUIRED_COLUMNS.filter((column) => columns[column] === undefined);
  if (missing.length > 0)
    return { ok: false, message: OUTREACH_CSV_MESSAGES.missingColumns(missing) };
  return { ok: true, columns, ignored };
}

/** The row as the schema reads it, from the file's cells. */
export function prospectInputFromCells(
  cells: readonly string[],
  columns: Partial<Record<OutreachColumn, number>>,
  line: number,
): OutreachProspectRowInput {
  const cell = (column: OutreachColumn) => {
    const index = columns[column];
    return index === undefined ? undefined : (cells[index] ?? '').trim();
  };
  const tradeText = cell('trade') ?? '';
  return {
    line,
    businessName: cell('businessName') ?? '',
    email: cell('email') ?? '',
    // An unknown trade keeps its text, so the message can name it.
    trade: (tradeFromText(tradeText) ?? tradeText) as TradeSlug,
    town: cell('town') || undefined,
    postcode: cell('postcode') || undefined,
    website: cell('website') || undefined,
  };
}

/** The problems the schema finds in a row, one per column, with the file's row number. */
export function outreachRowProblems(input: OutreachProspectRowInput): OutreachRowProblem[] {
  const parsed = outreachProspectRowSchema.safeParse(input);
  if (parsed.success) return [];
  const problems: OutreachRowProblem[] = [];
  for (const issue of parsed.error.issues) {
    const column = (OUTREACH_COLUMNS as readonly string[]).includes(String(issue.path[0]))
      ? (issue.path[0] as OutreachColumn)
      : null;
    if (problems.some((problem) => problem.column === column)) continue;
    const message =
      column === 'trade' && typeof input.trade === 'string' && input.trade.trim()
        ? OUTREACH_MESSAGES.tradeUnknown(input.trade)
        : issue.message;
    problems.push({ line: input.line, column, message });
  }
  return problems;
}

/** What a file holds once read: the rows to import and the problems to show, row by row. */
export interface OutreachCsvPreview {
  /** A problem with the whole file: nothing can be imported. */
  fileError: string | null;
  rows: OutreachProspectRowInput[];
  errors: OutreachRowProblem[];
  /** Rows merged into an earlier row with the same address. */
  mergedInFile: number;
  /** Header names that are not columns we read. */
  ignoredColumns: string[];
}

/**
 * The rows of a parsed file (cells as strings, the header first, `parseErrors` the parser's row
 * problems) checked like the server checks them: per-row errors with row numbers and columns,
 * and rows with an address seen earlier in the file merged into the first.
 */
export function previewOutreachRows(
  records: readonly (readonly string[])[],
  parseErrors: readonly { line: number; message: string }[] = [],
): OutreachCsvPreview {
  const none = { rows: [], errors: [], mergedInFile: 0, ignoredColumns: [] };
  const nonEmpty = records.filter((cells) => cells.some((cell) => cell.trim() !== ''));
  if (nonEmpty.length === 0) return { fileError: OUTREACH_CSV_MESSAGES.empty, ...none };
  const [header, ...body] = records;
  const matched = matchOutreachHeader(header ?? []);
  if (!matched.ok) {
    const joined = (header ?? []).join(',');
    const delimiter =
      (header ?? []).length === 1
        ? joined.includes(';')
          ? 'semicolons'
          : joined.includes('\t')
            ? 'tabs'
            : joined.includes('|')
              ? 'vertical bars'
              : null
        : null;
    return {
      fileError: delimiter ? OUTREACH_CSV_MESSAGES.delimiter(delimiter) : matched.message,
      ...none,
    };
  }
  const errors: OutreachRowProblem[] = parseErrors.map((error) => ({
    line: error.line,
    column: null,
    message: error.message,
  }));
  const badLines = new Set(errors.map((error) => error.line));
  const rows: OutreachProspectRowInput[] = [];
  const firstLineOf = new Map<string, number>();
  let mergedInFile = 0;
  let dataRows = 0;
  for (const [index, cells] of body.entries()) {
    const line = index + 2;
    if (cells.every((cell) => cell.trim() === '')) continue;
    dataRows += 1;
    if (badLines.has(line)) continue;
    const input = prospectInputFromCells(cells, matched.columns, line);
    const problems = outreachRowProblems(input);
    if (problems.length > 0) {
      errors.push(...problems);
      continue;
    }
    const email = normaliseOutreachEmail(input.email);
    const first = firstLineOf.get(email);
    if (first !== undefined) {
      mergedInFile += 1;
      continue;
    }
    firstLineOf.set(email, line);
    rows.push(input);
  }
  if (dataRows === 0) return { fileError: OUTREACH_CSV_MESSAGES.noRows, ...none };
  if (dataRows > OUTREACH_LIMITS.maxRowsPerImport)
    return { fileError: OUTREACH_CSV_MESSAGES.tooManyRows, ...none };
  errors.sort((a, b) => a.line - b.line);
  return { fileError: null, rows, errors, mergedInFile, ignoredColumns: matched.ignored };
}

// ---- Templates --------------------------------------------------------------------------------

export const OUTREACH_PLACEHOLDERS = ['businessName', 'trade', 'town'] as const;
export type OutreachPlaceholder = (typeof OUTREACH_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Problems with a template's placeholders: unknown names and unclosed braces. */
export function placeholderProblems(template: string): string[] {
  const problems: string[] = [];
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!(OUTREACH_PLACEHOLDERS as readonly string[]).includes(name))
      problems.push(OUTREACH_MESSAGES.unknownPlaceholder(name));
  }
  const rest = template.replace(PLACEHOLDER, '');
  if (rest.includes('{{') || rest.includes('}}'))
    problems.push(OUTREACH_MESSAGES.brokenPlaceholder);
  return [...new Set(problems)];
}

function withPlaceholders(schema: z.ZodString) {
  return schema.superRefine((value, context) => {
    for (const message of placeholderProblems(value)) context.addIssue({ code: 'custom', message });
  });
}

export const outreachStepSchema = z.object({
  subject: withPlaceholders(
    z
      .string({ error: OUTREACH_MESSAGES.subjectRequired })
      .trim()
      .min(1, OUTREACH_MESSAGES.subjectRequired)
      .max(OUTREACH_LIMITS.subjectMax, OUTREACH_MESSAGES.subjectTooLong),
  ),
  body: withPlaceholders(
    z
      .string({ error: OUTREACH_MESSAGES.bodyRequired })
      .trim()
      .min(1, OUTREACH_MESSAGES.bodyRequired)
      .max(OUTREACH_LIMITS.bodyMax, OUTREACH_MESSAGES.bodyTooLong),
  ),
  delayDays: z
    .number({ error: OUTREACH_MESSAGES.delay })
    .int(OUTREACH_MESSAGES.delay)
    .min(0, OUTREACH_MESSAGES.delay)
    .max(OUTREACH_LIMITS.maxDelayDays, OUTREACH_MESSAGES.delay),
});
export type OutreachStep = z.output<typeof outreachStepSchema>;

/** `saveOutreachCampaign`: a new campaign (no id) or a campaign's name and sequence. */
export const saveOutreachCampaignSchema = z.object({
  id: z.string().trim().max(128).optional(),
  name: z
    .string({ error: OUTREACH_MESSAGES.nameRequired })
    .trim()
    .min(1, OUTREACH_MESSAGES.nameRequired)
    .max(OUTREACH_LIMITS.nameMax, OUTREACH_MESSAGES.nameTooLong),
  steps: z
    .array(outreachStepSchema)
    .min(1, OUTREACH_MESSAGES.stepsRequired)
    .max(OUTREACH_LIMITS.maxSteps, OUTREACH_MESSAGES.tooManySteps)
    .superRefine((steps, context) => {
      steps.forEach((step, index) => {
        if (index === 0 && step.delayDays !== 0)
          context.addIssue({
            code: 'custom',
            path: [0, 'delayDays'],
            message: OUTREACH_MESSAGES.firstDelay,
          });
        if (index > 0 && step.delayDays < 1)
          context.addIssue({
            code: 'custom',
            path: [index, 'delayDays'],
            message: OUTREACH_MESSAGES.delay,
          });
      });
    }),
});
export type SaveOutreachCampaignInput = z.input<typeof saveOutreachCampaignSchema>;

export const setOutreachCampaignStatusSchema = z.object({
  campaignId: idSchema(OUTREACH_MESSAGES.campaignRequired),
  status: z.enum(['active', 'paused'], { error: OUTREACH_MESSAGES.statusRequired }),
});
export type SetOutreachCampaignStatusInput = z.input<typeof setOutreachCampaignStatusSchema>;

export const OUTREACH_PROSPECT_ACTIONS = ['mark-replied', 'remove'] as const;
export type OutreachProspectAction = (typeof OUTREACH_PROSPECT_ACTIONS)[number];

export const updateOutreachProspectSchema = z.object({
  prospectId: idSchema(OUTREACH_MESSAGES.prospectRequired),
  action: z.enum(OUTREACH_PROSPECT_ACTIONS, { error: OUTREACH_MESSAGES.actionRequired }),
});
export type UpdateOutreachProspectInput = z.input<typeof updateOutreachProspectSchema>;

/** `settings/outreach`: who the emails say they are from, and how many go out a day. */
export const OUTREACH_SETTINGS_DOC = 'outreach';

export const outreachSettingsSchema = z.object({
  senderName: z
    .string({ error: OUTREACH_MESSAGES.senderNameRequired })
    .trim()
    .min(1, OUTREACH_MESSAGES.senderNameRequired)
    .max(OUTREACH_LIMITS.senderNameMax, OUTREACH_MESSAGES.senderNameTooLong),
  postalAddress: z
    .string({ error: OUTREACH_MESSAGES.postalAddressRequired })
    .trim()
    .min(10, OUTREACH_MESSAGES.postalAddressRequired)
    .max(OUTREACH_LIMITS.postalAddressMax, OUTREACH_MESSAGES.postalAddressTooLong),
  dailyCap: z
    .number({ error: OUTREACH_MESSAGES.dailyCap })
    .int(OUTREACH_MESSAGES.dailyCap)
    .min(OUTREACH_LIMITS.minDailyCap, OUTREACH_MESSAGES.dailyCap)
    .max(OUTREACH_LIMITS.maxDailyCap, OUTREACH_MESSAGES.dailyCap),
});
export type OutreachSettings = z.output<typeof outreachSettingsSchema>;
export type OutreachSettingsInput = z.input<typeof outreachSettingsSchema>;

export const OUTREACH_SETTINGS_DEFAULTS: OutreachSettings = {
  senderName: 'Fixwell',
  postalAddress: '',
  dailyCap: 100,
};

/** The settings in force from what is stored: a missing or bad field reads as its default. */
export function outreachSettingsOf(stored: Record<string, unknown> | undefined): OutreachSettings {
  const parsed = outreachSettingsSchema.safeParse({ ...OUTREACH_SETTINGS_DEFAULTS, ...stored });
  if (parsed.success) return parsed.data;
  const one = <K extends keyof OutreachSettings>(key: K): OutreachSettings[K] => {
    const field = outreachSettingsSchema.shape[key].safeParse(stored?.[key]);
    return (field.success ? field.data : OUTREACH_SETTINGS_DEFAULTS[key]) as OutreachSettings[K];
  };
  return {
    senderName: one('senderName'),
    postalAddress: one('postalAddress'),
    dailyCap: one('dailyCap'),
  };
}

/** Whether emails can carry a sender identity (a name and a postal address). */
export function senderReady(settings: OutreachSettings): boolean {
  return outreachSettingsSchema.safeParse(settings).success;
}

// ---- Rendering an email ---------------------------------------------------------------------

export interface OutreachRecipient {
  businessName: string;
  trade: string;
  town: string | null;
}

/** What each placeholder becomes for a prospect ({{town}} without a town: "your area"). */
export function placeholderValues(
  recipient: OutreachRecipient,
): Record<OutreachPlaceholder, string> {
  return {
    businessName: recipient.businessName,
    trade: tradeLabel(recipient.trade).toLowerCase(),
    town: recipient.town ?? 'your area',
  };
}

/** Markdown's punctuation escaped, so a business name is shown as written, never as formatting. */
function escapeMarkdown(value: string): string {
  return value.replace(/([\\`*_{}[\]()#+\-.!<>|~])/g, '\\$1');
}

function fill(
  template: string,
  values: Record<OutreachPlaceholder, string>,
  escape: boolean,
): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    (OUTREACH_PLACEHOLDERS as readonly string[]).includes(name)
      ? escape
        ? escapeMarkdown(values[name as OutreachPlaceholder])
        : values[name as OutreachPlaceholder]
      : whole,
  );
}

/** Text made safe inside HTML and its attributes. */

export interface RenderedOutreachEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * One step's email for one prospect, exactly as sent: placeholders filled, the Markdown rendered
 * by the site's one renderer, then the footer every email carries (PECR): who sent it, the
 * postal address and the opt-out link. The admin's preview and the sender both call this.
 */
export function renderOutreachEmail(
  step: { subject: string; body: string },
  recipient: OutreachRecipient,
  sender: { senderName: string; postalAddress: string },
  optOutLink: string,
): RenderedOutreachEmail {
  const values = placeholderValues(recipient);
  const subject = fill(step.subject, values, false).replace(/\s+/g, ' ').trim();
  const bodyText = fill(step.body, values, false).trim();
  const bodyHtml = renderMarkdown(fill(step.body, values, true));
  const address = sender.postalAddress.replace(/\s*\n\s*/g, ', ').trim();
  const why = `You are receiving this because ${recipient.businessName} is listed publicly as a business offering ${values.trade} services.`;
  const text = [
    bodyText,
    '',
    '--',
    `${sender.senderName}, ${address}`,
    why,
    `To stop these emails, opt out here: ${optOutLink}`,
    '',
  ].join('\n');
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">${bodyHtml}<hr><p style="font-size:12px;color:#555">${escapeHtml(sender.senderName)}, ${escapeHtml(address)}<br>${escapeHtml(why)}<br><a href="${escapeHtml(optOutLink)}">Opt out of emails from ${escapeHtml(sender.senderName)}</a>.</p></body></html>`;
  return { subject, text, html };
}

/** Days between steps, as milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the step after `sentSteps` is due, counted from the last email sent, or null when the
 * sequence has no more steps.
 */
export function nextStepDueAt(
  steps: readonly { delayDays: number }[],
  sentSteps: number,
  lastSentAt: number,
): number | null {
  const next = steps[sentSteps];
  if (!next) return null;
  return lastSentAt + next.delayDays * DAY_MS;
}

// ---- Documents --------------------------------------------------------------------------------

export interface OutreachCampaignDocument<TTime> {
  name: string;
  steps: OutreachStep[];
  status: OutreachCampaignStatus;
  counts: OutreachStatusCounts;
  createdBy: string;
  createdAt: TTime;
  updatedAt: TTime;
  startedAt: TTime | null;
}

export const OUTREACH_HISTORY_EVENTS = [
  'imported',
  'sent',
  'replied',
  'signed-up',
  'opted-out',
  'bounced',
  'finished',
] as const;
export type OutreachHistoryEvent = (typeof OUTREACH_HISTORY_EVENTS)[number];

export interface OutreachHistoryEntry<TTime> {
  event: OutreachHistoryEvent;
  at: TTime;
  /** The email's step (1-based) for `sent`. */
  step?: number;
  /** The admin's email for actions by hand. */
  by?: string;
}

/** The most history entries a prospect keeps (the oldest go first). */
export const OUTREACH_HISTORY_MAX = 20;

export interface OutreachProspectDocument<TTime> {
  campaignId: string;
  businessName: string;
  email: string;
  trade: TradeSlug;
  town: string | null;
  postcode: string | null;
  website: string | null;
  status: OutreachProspectStatus;
  /** How many of the campaign's emails were sent. */
  stepsSent: number;
  /** When the next email is due (null: nothing more to send). */
  nextSendAt: TTime | null;
  lastSentAt: TTime | null;
  history: OutreachHistoryEntry<TTime>[];
  createdAt: TTime;
  updatedAt: TTime;
}
