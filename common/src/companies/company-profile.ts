import { z } from 'zod';

import {
  LEGAL_FORMS,
  SOCIAL_NETWORKS,
  WEEKDAYS,
  WORK_PHOTOS_MAX,
  type LegalForm,
  type OpeningHours,
  type SocialLinks,
  type SocialNetwork,
  type Weekday,
  type WorkPhoto,
} from '../company';
import { isUkPhone, UK_PHONE_MESSAGE } from '../uk-phone';
import { SOCIAL_NETWORK_DOMAINS, SOCIAL_NETWORK_LABELS } from './company-profile-display';

export {
  descriptionParagraphs,
  SOCIAL_NETWORK_DOMAINS,
  SOCIAL_NETWORK_LABELS,
  WEEKDAY_LABELS,
  workPhotoUrl,
} from './company-profile-display';

// What the company's profile editor (`/company/profile`) sends and `updateCompanyProfile` accepts,
// and what `updateWorkPhotos` and `POST /api/company-photos` accept: one schema for the form and
// the server, so a field's rule and its message are written once.

export const DESCRIPTION_MAX = 2000;
export const BUSINESS_NAME_MAX = 120;
export const OPENING_HOURS_NOTE_MAX = 120;
export const WORK_PHOTO_CAPTION_MAX = 140;
/** The largest photo of past work accepted, before it is resized. */
export const WORK_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The longest side of a stored photo of past work, in pixels. */
export const WORK_PHOTO_MAX_SIDE = 1600;
export const WORK_PHOTO_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type WorkPhotoUploadType = (typeof WORK_PHOTO_UPLOAD_TYPES)[number];
export const isWorkPhotoUploadType = (value: string): value is WorkPhotoUploadType =>
  (WORK_PHOTO_UPLOAD_TYPES as readonly string[]).includes(value);

export const COMPANY_PROFILE_MESSAGES = {
  businessNameRequired: 'Enter your trading name.',
  businessNameTooLong: `Keep the trading name to ${BUSINESS_NAME_MAX} characters or fewer.`,
  legalForm: 'Choose how your business is set up.',
  companiesHouseRequired: 'Enter your Companies House number: limited companies and LLPs have one.',
  companiesHouseFormat:
    'Enter the 8-character Companies House number, such as 01234567 or SC123456.',
  vatFormat: 'Enter a UK VAT number: GB then 9 digits, such as GB 123 4567 89.',
  descriptionTooLong: `Keep the description to ${DESCRIPTION_MAX.toLocaleString('en-GB')} characters or fewer.`,
  phone: UK_PHONE_MESSAGE,
  website: 'Enter your website’s secure address, starting https://, such as https://example.co.uk.',
  leadEmail: 'Enter an email address, such as jobs@example.co.uk, or leave it blank.',
  time: 'Enter a time as hours and minutes, such as 08:30.',
  closesAfterOpens: 'The closing time must be after the opening time.',
  noteTooLong: `Keep the note to ${OPENING_HOURS_NOTE_MAX} characters or fewer.`,
  captionTooLong: `Keep each caption to ${WORK_PHOTO_CAPTION_MAX} characters or fewer.`,
  photoId: 'That photo is not one of yours. Reload the page and try again.',
  notCompany: 'Only an active trade company can change its profile.',
  noCompany: 'Your company profile is still being set up. Try again in a minute.',
  invalid: 'Check the highlighted fields.',
} as const;

const SOCIAL_EXAMPLES: Record<SocialNetwork, string> = {
  facebook: 'https://www.facebook.com/yourbusiness',
  instagram: 'https://www.instagram.com/yourbusiness',
  x: 'https://x.com/yourbusiness',
  linkedin: 'https://www.linkedin.com/company/yourbusiness',
  youtube: 'https://www.youtube.com/@yourbusiness',
  tiktok: 'https://www.tiktok.com/@yourbusiness',
};

export function socialLinkMessage(network: SocialNetwork): string {
  return `Enter the https address of your ${SOCIAL_NETWORK_LABELS[network]} page, such as ${SOCIAL_EXAMPLES[network]}.`;
}

/** Legal forms registered at Companies House, which therefore have a number. */
export const REGISTERED_LEGAL_FORMS: readonly LegalForm[] = ['limited-company', 'llp'];
export const needsCompaniesHouseNumber = (form: string) =>
  (REGISTERED_LEGAL_FORMS as readonly string[]).includes(form);

/**
 * Prefixes Companies House gives registered numbers besides plain digits: Scotland (SC), Northern
 * Ireland (NI, R0), LLPs (OC, SO, NC), limited partnerships (LP, SL, NL), overseas companies
 * (FC, SF, NF), societies and others.
 */
export const COMPANIES_HOUSE_PREFIXES = [
  'SC', 'NI', 'R0', 'OC', 'SO', 'NC', 'LP', 'SL', 'NL', 'FC', 'SF', 'NF', 'GE', 'GS', 'GN',
  'IP', 'SP', 'NP', 'IC', 'SI', 'NV', 'RC', 'SR', 'NR', 'ZC', 'SZ', 'NZ', 'CE', 'CS', 'SE',
  'ES', 'AC', 'SA', 'NA', 'PC', 'RS', 'SG', 'NO', 'OE',
] as const; // prettier-ignore

/** "sc 123456" → "SC123456"; spaces dropped, letters upper-cased. */
export const normaliseCompaniesHouseNumber = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();

export function isCompaniesHouseNumber(raw: string): boolean {
  const value = normaliseCompaniesHouseNumber(raw);
  if (/^\d{8}$/.test(value)) return true;
  const match = /^([A-Z][A-Z0-9])(\d{6})$/.exec(value);
  return match !== null && (COMPANIES_HOUSE_PREFIXES as readonly string[]).includes(match[1]!);
}

/** "gb 123 4567 89" → "GB123456789". */
export const normaliseVatNumber = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();
export const isVatNumber = (raw: string) => /^GB(\d{9}|\d{12})$/.test(normaliseVatNumber(raw));

/**
 * An https address on one of `domains` (or any domain when none are given), with its host in lower
 * case ("https://www.example.co.uk/about"), else null. No user name or password in it.
 */
export function httpsUrl(raw: string, domains?: readonly string[]): string | null {
  const match = /^https:\/\/([a-z0-9.-]+)(:\d{1,5})?([/?#]\S*)?$/i.exec(raw.trim());
  if (!match) return null;
  const host = match[1]!.toLowerCase();
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((label) => !/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(label)))
    return null;
  if (domains && !domains.some((domain) => host === domain || host.endsWith(`.${domain}`)))
    return null;
  return `https://${host}${match[2] ?? ''}${match[3] ?? '/'}`;
}

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const blankToNull = (value: string) => (value === '' ? null : value);

const socialLinksSchema = z
  .object(
    Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [
        network,
        z
          .string()
          .trim()
          .max(300, socialLinkMessage(network))
          .refine(
            (value) => value === '' || httpsUrl(value, SOCIAL_NETWORK_DOMAINS[network]) !== null,
            socialLinkMessage(network),
          )
          .default(''),
      ]),
    ) as Record<SocialNetwork, z.ZodDefault<z.ZodString>>,
  )
  .transform((links): SocialLinks => {
    const kept: SocialLinks = {};
    for (const network of SOCIAL_NETWORKS) {
      const value = links[network];
      if (value) kept[network] = httpsUrl(value)!;
    }
    return kept;
  });

const dayHoursSchema = z
  .object({
    open: z.boolean(),
    opens: z.string().trim(),
    closes: z.string().trim(),
  })
  .superRefine((day, context) => {
    if (!day.open) return;
    if (!TIME.test(day.opens))
      context.addIssue({ code: 'custom', path: ['opens'], message: COMPANY_PROFILE_MESSAGES.time });
    if (!TIME.test(day.closes))
      context.addIssue({
        code: 'custom',
        path: ['closes'],
        message: COMPANY_PROFILE_MESSAGES.time,
      });
    else if (TIME.test(day.opens) && day.closes <= day.opens)
      context.addIssue({
        code: 'custom',
        path: ['closes'],
        message: COMPANY_PROFILE_MESSAGES.closesAfterOpens,
      });
  });

export const openingHoursFormSchema = z
  .object({
    days: z.object(
      Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema])) as Record<
        Weekday,
        typeof dayHoursSchema
      >,
    ),
    note: z.string().trim().max(OPENING_HOURS_NOTE_MAX, COMPANY_PROFILE_MESSAGES.noteTooLong),
  })
  // Closed every day with no note says nothing: the profile shows no hours at all.
  .transform((hours): OpeningHours | null => {
    const days = Object.fromEntries(
      WEEKDAYS.map((day) => {
        const value = hours.days[day];
        return [day, value.open ? { opens: value.opens, closes: value.closes } : null];
      }),
    ) as OpeningHours['days'];
    if (WEEKDAYS.every((day) => days[day] === null) && hours.note === '') return null;
    return hours.note ? { days, note: hours.note } : { days };
  });

export const updateCompanyProfileSchema = z
  .object({
    businessName: z
      .string()
      .trim()
      .min(1, COMPANY_PROFILE_MESSAGES.businessNameRequired)
      .max(BUSINESS_NAME_MAX, COMPANY_PROFILE_MESSAGES.businessNameTooLong),
    legalForm: z.enum(LEGAL_FORMS, COMPANY_PROFILE_MESSAGES.legalForm),
    companiesHouseNumber: z.string().trim().max(20, COMPANY_PROFILE_MESSAGES.companiesHouseFormat),
    vatNumber: z
      .string()
      .trim()
      .max(30, COMPANY_PROFILE_MESSAGES.vatFormat)
      .refine((value) => value === '' || isVatNumber(value), COMPANY_PROFILE_MESSAGES.vatFormat)
      .transform((value) => (value === '' ? null : normaliseVatNumber(value))),
    description: z
      .string()
      .trim()
      .max(DESCRIPTION_MAX, COMPANY_PROFILE_MESSAGES.descriptionTooLong)
      .transform(blankToNull),
    phone: z
      .string()
      .trim()
      .max(30, COMPANY_PROFILE_MESSAGES.phone)
      .refine((value) => value === '' || isUkPhone(value), COMPANY_PROFILE_MESSAGES.phone)
      .transform(blankToNull),
    website: z
      .string()
      .trim()
      .max(300, COMPANY_PROFILE_MESSAGES.website)
      .refine((value) => value === '' || httpsUrl(value) !== null, COMPANY_PROFILE_MESSAGES.website)
      .transform((value) => (value === '' ? null : httpsUrl(value)!)),
    leadEmail: z
      .string()
      .trim()
      .max(254, COMPANY_PROFILE_MESSAGES.leadEmail)
      .refine((value) => value === '' || EMAIL.test(value), COMPANY_PROFILE_MESSAGES.leadEmail)
      .transform((value) => (value === '' ? null : value.toLowerCase())),
    socialLinks: socialLinksSchema,
    openingHours: openingHoursFormSchema,
  })
  .superRefine((profile, context) => {
    const number = profile.companiesHouseNumber;
    if (!needsCompaniesHouseNumber(profile.legalForm)) return;
    if (number === '')
      context.addIssue({
        code: 'custom',
        path: ['companiesHouseNumber'],
        message: COMPANY_PROFILE_MESSAGES.companiesHouseRequired,
      });
    else if (!isCompaniesHouseNumber(number))
      context.addIssue({
        code: 'custom',
        path: ['companiesHouseNumber'],
        message: COMPANY_PROFILE_MESSAGES.companiesHouseFormat,
      });
  })
  // Only limited companies and LLPs keep a number; it is upper-cased without spaces.
  .transform(({ companiesHouseNumber, ...profile }) => ({
    ...profile,
    companiesHouseNumber: needsCompaniesHouseNumber(profile.legalForm)
      ? normaliseCompaniesHouseNumber(companiesHouseNumber)
      : null,
  }));

export type UpdateCompanyProfileInput = z.input<typeof updateCompanyProfileSchema>;
export type UpdateCompanyProfile = z.output<typeof updateCompanyProfileSchema>;

/** What `updateCompanyProfile` answers: the public profile fields as saved. */
export interface UpdateCompanyProfileResult {
  slug: string;
}

// ---- photos of past work --------------------------------------------------------------------

/** A photo's id: 128 random bits in hex, given by `POST /api/company-photos`. */
export const WORK_PHOTO_ID = /^[0-9a-f]{32}$/;
const photoIdSchema = z.string().regex(WORK_PHOTO_ID, COMPANY_PROFILE_MESSAGES.photoId);

export const updateWorkPhotosSchema = z.object({
  /** The photos' ids in the order the profile shows them; ids left out keep their place after. */
  order: z.array(photoIdSchema).max(WORK_PHOTOS_MAX * 2),
  /** New captions by photo id (blank removes one). */
  captions: z
    .record(
      z.string().regex(WORK_PHOTO_ID, COMPANY_PROFILE_MESSAGES.photoId),
      z.string().trim().max(WORK_PHOTO_CAPTION_MAX, COMPANY_PROFILE_MESSAGES.captionTooLong),
    )
    .default({}),
  /** Photos to delete. */
  remove: z
    .array(photoIdSchema)
    .max(WORK_PHOTOS_MAX * 2)
    .default([]),
});
export type UpdateWorkPhotosInput = z.input<typeof updateWorkPhotosSchema>;

export interface UpdateWorkPhotosResult {
  workPhotos: WorkPhoto[];
}

export const WORK_PHOTO_MESSAGES = {
  signIn: 'Please sign in to add photos.',
  notCompany: 'Only an active trade company can add photos of its work.',
  noCompany: COMPANY_PROFILE_MESSAGES.noCompany,
  wrongType: 'Choose a JPEG, PNG or WebP photo.',
  tooLarge: 'That photo is larger than 10 MB. Choose a smaller file.',
  unreadable: 'We could not read that photo. Choose another JPEG, PNG or WebP file.',
  tooMany: `You already have ${WORK_PHOTOS_MAX} photos, the most a profile shows. Remove one to add another.`,
  uploadFailed: 'We could not save your photo. Please try again.',
  rateLimited: 'You have added a lot of photos in the last hour. Please try again later.',
  notFound: 'We could not find that photo.',
} as const;
