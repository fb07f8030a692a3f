import { z } from 'zod';

import {
  FIRST_MESSAGE_DUE_MS,
  FIRST_MESSAGE_UNREAD_CREDIT_MS,
  LEAD_EXPIRY_MS,
  NO_FIRST_MESSAGE_CREDIT_MS,
} from '../lead/first-reply-rules';
import { MATCHING_SETTINGS_DEFAULTS, MAX_COMPANIES_PER_QUOTE_LIMIT } from '../lead/lead';

// `/admin/settings` (issue 16 §3): the platform-wide settings admins change without a deploy,
// saved by the updatePlatformSettings callable (validated and audited) and read by functions
// through one cached reader (functions/src/lib/platform-settings.ts). The matching cap stays in
// `settings/matching`, where matching has always read it; the rest lives in `settings/platform`.

/** `settings/{PLATFORM_SETTINGS_DOC}`: everything here but the matching cap. */
export const PLATFORM_SETTINGS_DOC = 'platform';

const HOUR = 60 * 60 * 1000;

/**
 * Feature switches that code really reads: `quoteWidget` (submitQuoteRequest refuses requests
 * sent from company widgets while it is off) and `extraLeads` (acceptLead sells no extra lead
 * beyond a company's allowance while it is off, whatever the company chose).
 */
export const FEATURE_SWITCHES = ['quoteWidget', 'extraLeads'] as const;
export type FeatureSwitch = (typeof FEATURE_SWITCHES)[number];

export const FEATURE_SWITCH_LABELS: Readonly<
  Record<FeatureSwitch, { label: string; hint: string }>
> = {
  quoteWidget: {
    label: 'Quote widget',
    hint: 'Homeowners can send quote requests through the widget companies put on their own websites.',
  },
  extraLeads: {
    label: 'Extra leads',
    hint: 'Companies that switched extra leads on can buy leads beyond their plan’s allowance.',
  },
};

/** What a switched-off feature answers the person who tries to use it. */
export const FEATURE_SWITCH_REFUSALS: Readonly<Record<FeatureSwitch, string>> = {
  quoteWidget:
    'Quote requests from company websites are paused for now. Please send your request on the Fixwell website instead.',
  extraLeads:
    'Extra leads are paused on Fixwell for now. You can accept this lead once your allowance renews.',
};

/** The windows of the first-reply promise admins may change, in whole hours, with their bounds. */
export const FIRST_REPLY_WINDOWS = {
  noFirstMessageCreditHours: {
    label: 'Credit back when the company never writes',
    hint: 'A lead is credited back when the company has not written to the customer this many hours after accepting it.',
    // Never before the company's first message is due (FIRST_MESSAGE_DUE_MS), which the lead pages promise.
    min: FIRST_MESSAGE_DUE_MS / HOUR,
    max: 168,
    defaultHours: NO_FIRST_MESSAGE_CREDIT_MS / HOUR,
  },
  unreadCreditHours: {
    label: 'Credit back when the customer never reads',
    hint: 'A lead is credited back when the customer has not opened the company’s first message this many hours after it was sent.',
    min: 24,
    max: 168,
    defaultHours: FIRST_MESSAGE_UNREAD_CREDIT_MS / HOUR,
  },
  leadExpiryHours: {
    label: 'Lead expiry',
    hint: 'A lead neither accepted nor declined this many hours after it was offered expires and goes to the next company.',
    min: 24,
    max: 168,
    defaultHours: LEAD_EXPIRY_MS / HOUR,
  },
} as const;
export type FirstReplyWindow = keyof typeof FIRST_REPLY_WINDOWS;
export const FIRST_REPLY_WINDOW_KEYS = Object.keys(FIRST_REPLY_WINDOWS) as FirstReplyWindow[];

export const SUPPORT_EMAIL_MAX_LENGTH = 254;

/** What the settings form says beside each field, word for word from the callable too. */
export const PLATFORM_SETTINGS_MESSAGES = {
  maxCompaniesPerQuote: `Enter a whole number from 1 to ${MAX_COMPANIES_PER_QUOTE_LIMIT}.`,
  window: (key: FirstReplyWindow) =>
    `Enter a whole number of hours from ${FIRST_REPLY_WINDOWS[key].min} to ${FIRST_REPLY_WINDOWS[key].max}.`,
  feature: 'Choose on or off.',
  supportEmail: 'Enter the support email address, like support@fixwell.co.uk, or leave it empty.',
  notAdmin: 'Only an active admin can change the platform settings.',
  unchanged: 'Nothing has changed: the settings are already saved like this.',
  saved: 'Settings saved. Matching and the scheduled jobs use them within a minute.',
  failed: 'We could not save the settings. Please try again.',
} as const;

const hours = (key: FirstReplyWindow) => {
  const message = PLATFORM_SETTINGS_MESSAGES.window(key);
  return z
    .number({ message })
    .int({ message })
    .min(FIRST_REPLY_WINDOWS[key].min, { message })
    .max(FIRST_REPLY_WINDOWS[key].max, { message });
};

export const platformSettingsSchema = z.object({
  maxCompaniesPerQuote: z
    .number({ message: PLATFORM_SETTINGS_MESSAGES.maxCompaniesPerQuote })
    .int({ message: PLATFORM_SETTINGS_MESSAGES.maxCompaniesPerQuote })
    .min(1, { message: PLATFORM_SETTINGS_MESSAGES.maxCompaniesPerQuote })
    .max(MAX_COMPANIES_PER_QUOTE_LIMIT, {
      message: PLATFORM_SETTINGS_MESSAGES.maxCompaniesPerQuote,
    }),
  noFirstMessageCreditHours: hours('noFirstMessageCreditHours'),
  unreadCreditHours: hours('unreadCreditHours'),
  leadExpiryHours: hours('leadExpiryHours'),
  features: z.object({
    quoteWidget: z.boolean({ message: PLATFORM_SETTINGS_MESSAGES.feature }),
    extraLeads: z.boolean({ message: PLATFORM_SETTINGS_MESSAGES.feature }),
  }),
  // Empty: the deployment's own support inbox (SUPPORT_EMAIL) applies.
  supportEmail: z
    .string({ message: PLATFORM_SETTINGS_MESSAGES.supportEmail })
    .trim()
    .toLowerCase()
    .max(SUPPORT_EMAIL_MAX_LENGTH, { message: PLATFORM_SETTINGS_MESSAGES.supportEmail })
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      message: PLATFORM_SETTINGS_MESSAGES.supportEmail,
    }),
});

export type PlatformSettingsInput = z.input<typeof platformSettingsSchema>;
export type PlatformSettings = z.output<typeof platformSettingsSchema>;

/** The settings in force when none are saved; `supportEmail` '' means the deployment's own. */
export const PLATFORM_SETTINGS_DEFAULTS: PlatformSettings = {
  maxCompaniesPerQuote: MATCHING_SETTINGS_DEFAULTS.maxCompaniesPerQuote,
  noFirstMessageCreditHours: FIRST_REPLY_WINDOWS.noFirstMessageCreditHours.defaultHours,
  unreadCreditHours: FIRST_REPLY_WINDOWS.unreadCreditHours.defaultHours,
  leadExpiryHours: FIRST_REPLY_WINDOWS.leadExpiryHours.defaultHours,
  features: { quoteWidget: true, extraLeads: true },
  supportEmail: '',
};

/** `settings/platform` as the callable writes it (the matching cap lives in `settings/matching`). */
export interface PlatformSettingsDocument<TTime> extends Omit<
  PlatformSettings,
  'maxCompaniesPerQuote'
> {
  updatedAt: TTime;
}

const isInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

/**
 * The settings in force from what is stored: each field that is missing or out of its bounds
 * falls back to its default, so a bad document never stops matching or the scheduled jobs.
 */
export function platformSettingsOf(
  platform: Record<string, unknown> | undefined,
  matching: Record<string, unknown> | undefined,
  fallbackSupportEmail = '',
): PlatformSettings {
  const defaults = PLATFORM_SETTINGS_DEFAULTS;
  const cap = matching?.maxCompaniesPerQuote;
  const windowOf = (key: FirstReplyWindow): number => {
    const value = platform?.[key];
    const { min, max, defaultHours } = FIRST_REPLY_WINDOWS[key];
    return isInt(value) && value >= min && value <= max ? value : defaultHours;
  };
  const features = (platform?.features ?? {}) as Record<string, unknown>;
  const supportEmail = platform?.supportEmail;
  return {
    maxCompaniesPerQuote:
      isInt(cap) && cap >= 1 && cap <= MAX_COMPANIES_PER_QUOTE_LIMIT
        ? cap
        : defaults.maxCompaniesPerQuote,
    noFirstMessageCreditHours: windowOf('noFirstMessageCreditHours'),
    unreadCreditHours: windowOf('unreadCreditHours'),
    leadExpiryHours: windowOf('leadExpiryHours'),
    features: Object.fromEntries(
      FEATURE_SWITCHES.map((key) => [
        key,
        typeof features[key] === 'boolean' ? features[key] : defaults.features[key],
      ]),
    ) as PlatformSettings['features'],
    supportEmail:
      typeof supportEmail === 'string' && supportEmail.trim() !== ''
        ? supportEmail.trim()
        : fallbackSupportEmail,
  };
}

/** The settings as flat `name: value` pairs, the shape audit entries keep before and after. */
export function flatSettings(
  settings: PlatformSettings,
): Record<string, string | number | boolean> {
  const { features, ...rest } = settings;
  return {
    ...rest,
    ...Object.fromEntries(FEATURE_SWITCHES.map((key) => [`features.${key}`, features[key]])),
  };
}

/** Only what changed between two settings, as the audit records it; empty when nothing did. */
export function changedSettings(
  before: PlatformSettings,
  after: PlatformSettings,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const old = flatSettings(before);
  const next = flatSettings(after);
  const keys = Object.keys(next).filter((key) => old[key] !== next[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, old[key]])),
    after: Object.fromEntries(keys.map((key) => [key, next[key]])),
  };
}

/** How the history names each setting. */
export const SETTING_LABELS: Readonly<Record<string, string>> = {
  maxCompaniesPerQuote: 'Companies per quote request',
  noFirstMessageCreditHours: 'Credit back when the company never writes (hours)',
  unreadCreditHours: 'Credit back when the customer never reads (hours)',
  leadExpiryHours: 'Lead expiry (hours)',
  supportEmail: 'Support email',
  ...Object.fromEntries(
    FEATURE_SWITCHES.map((key) => [`features.${key}`, FEATURE_SWITCH_LABELS[key].label]),
  ),
};

/** The audit entries of this callable: `adminAudit` where target == PLATFORM_SETTINGS_TARGET. */
export const PLATFORM_SETTINGS_AUDIT_ACTION = 'platform-settings.updated';
export const PLATFORM_SETTINGS_TARGET = `settings/${PLATFORM_SETTINGS_DOC}`;
