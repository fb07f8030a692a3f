import { z } from 'zod';

import { londonDateOf } from '../london-time';
import type { CompanyBadge, LegalForm } from '../company';
import { isCompaniesHouseNumber, normaliseCompaniesHouseNumber } from './company-profile';

// Dated verification (issue 15 §1): a company submits a check (insurance, Companies House, a trade
// registration) with evidence files; an admin verifies or rejects it; a verified check becomes a
// badge on the public profile with the day it was checked (and, for insurance, its expiry).
// `verificationChecks/{companyId}_{type}` holds one check per company and type; evidence files are
// `companyEvidence/{id}` records of objects in Storage (`company-evidence/{uid}/{id}`), served by
// GET /api/company-evidence/{id} to their company and admins only.

export const VERIFICATION_CHECK_TYPES = [
  {
    type: 'insurance',
    label: 'Public liability insurance',
    badge: 'insured',
    hint: 'Your insurer, policy number, cover amount and expiry date, with the certificate.',
  },
  {
    type: 'companies-house',
    label: 'Companies House registration',
    badge: 'companies-house',
    hint: 'Your company number, with your certificate of incorporation.',
  },
  {
    type: 'gas-safe',
    label: 'Gas Safe Register',
    badge: 'gas-safe',
    hint: 'Your Gas Safe registration number (6 or 7 digits), with your ID card or certificate.',
  },
  {
    type: 'niceic',
    label: 'NICEIC',
    badge: 'niceic',
    hint: 'Your NICEIC enrolment number, with your certificate.',
  },
  {
    type: 'napit',
    label: 'NAPIT',
    badge: 'napit',
    hint: 'Your NAPIT membership number, with your certificate.',
  },
  {
    type: 'part-p',
    label: 'Part P (competent person scheme)',
    badge: 'part-p',
    hint: 'Your scheme registration number, with your certificate.',
  },
  {
    type: 'trustmark',
    label: 'TrustMark',
    badge: 'trustmark',
    hint: 'Your TrustMark licence number, with your certificate.',
  },
  {
    type: 'fensa',
    label: 'FENSA',
    badge: 'fensa',
    hint: 'Your FENSA registration number, with your certificate.',
  },
] as const satisfies readonly {
  type: string;
  label: string;
  badge: CompanyBadge;
  hint: string;
}[];

export type VerificationCheckType = (typeof VERIFICATION_CHECK_TYPES)[number]['type'];
export const VERIFICATION_CHECK_TYPE_IDS = VERIFICATION_CHECK_TYPES.map((check) => check.type) as [
  VerificationCheckType,
  ...VerificationCheckType[],
];
export type RegistrationCheckType = Exclude<VerificationCheckType, 'insurance' | 'companies-house'>;

export function verificationCheckInfo(type: VerificationCheckType) {
  return VERIFICATION_CHECK_TYPES.find((check) => check.type === type)!;
}

export const VERIFICATION_STATUSES = ['submitted', 'verified', 'rejected', 'expired'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The registrations a company is asked for first, by trade (any other can still be submitted). */
export const REGISTRATIONS_BY_TRADE: Partial<Record<string, readonly RegistrationCheckType[]>> = {
  plumber: ['gas-safe'],
  'heating-engineer': ['gas-safe'],
  'gas-engineer': ['gas-safe'],
  electrician: ['niceic', 'napit', 'part-p'],
  'solar-installer': ['niceic', 'napit', 'trustmark'],
  'window-fitter': ['fensa'],
  'insulation-installer': ['trustmark'],
  builder: ['trustmark'],
};

/**
 * The order a company's checks are listed in: insurance first, then Companies House for limited
 * companies and LLPs, then the registrations its trades call for, then every other.
 */
export function verificationCheckOrder(
  trades: readonly string[],
  legalForm: LegalForm | undefined,
): VerificationCheckType[] {
  const order: VerificationCheckType[] = ['insurance'];
  const limited = legalForm === 'limited-company' || legalForm === 'llp';
  if (limited) order.push('companies-house');
  for (const trade of trades)
    for (const type of REGISTRATIONS_BY_TRADE[trade] ?? [])
      if (!order.includes(type)) order.push(type);
  for (const type of VERIFICATION_CHECK_TYPE_IDS) if (!order.includes(type)) order.push(type);
  return order;
}

// ---- files ----------------------------------------------------------------------------------

export const EVIDENCE_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type EvidenceContentType = (typeof EVIDENCE_CONTENT_TYPES)[number];
export const EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;
/** Files one check may carry. */
export const EVIDENCE_MAX_FILES = 5;

/** One evidence file as a check lists it. */
export interface EvidenceFile {
  fileId: string;
  name: string;
  contentType: EvidenceContentType;
  bytes: number;
}

/** `companyEvidence/{id}`: an uploaded file; functions only (served by the api function). */
export interface CompanyEvidenceDocument<TTime> {
  uploaderId: string;
  name: string;
  contentType: EvidenceContentType;
  bytes: number;
  createdAt: TTime;
}

// ---- messages -------------------------------------------------------------------------------

export const VERIFICATION_MESSAGES = {
  insurerRequired: 'Enter the name of your insurer.',
  policyRequired: 'Enter your policy number (3 to 40 letters, digits, dashes or slashes).',
  coverTooLow: 'Your cover must be at least £100,000.',
  coverInvalid: 'Enter your cover amount in pounds, for example 2000000.',
  expiryInvalid: 'Enter the expiry date of your policy.',
  gasSafeNumber: 'A Gas Safe registration number is 6 or 7 digits.',
  registrationNumber: 'Enter the registration number: 3 to 20 letters and digits.',
  companiesHouseNumber:
    'Enter the 8-character Companies House number, such as 01234567 or SC123456.',
  evidenceRequired: 'Upload at least one file: your certificate or card.',
  evidenceTooMany: `Upload at most ${EVIDENCE_MAX_FILES} files for one check.`,
  evidenceNotYours: 'One of the files was not found. Upload it again.',
  evidenceType: 'Upload a PDF, JPEG or PNG file.',
  evidenceTooBig: 'That file is larger than 10 MB. Upload a smaller one.',
  evidenceEmpty: 'The file is empty. Choose another file.',
  evidenceUploadFailed: 'Your file was not uploaded. Please try again.',
  evidenceRateLimited: 'You have uploaded a lot of files in the last hour. Please try later.',
  evidenceSignIn: 'Please sign in to see this file.',
  evidenceNotFound: 'We could not find that file.',
  companiesOnly: 'Only a company can submit checks.',
  companyMissing: 'Set up your business details first.',
  alreadySubmitted: 'This check is already waiting for review.',
  alreadyVerified: 'This check is already verified.',
  adminsOnly: 'Only Fixwell admins can do this.',
  checkNotFound: 'We could not find that check.',
  companyNotFound: 'We could not find that company.',
  notWaiting: 'This check is not waiting for review.',
  reasonRequired: 'Give a reason the company will read (at least 3 characters).',
  alreadySuspended: 'This company is already suspended.',
  notSuspended: 'This company is not suspended.',
  invalid: 'Check the details and try again.',
} as const;

/** "22 November 2026" for a London date "2026-11-22". */
export function formatDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year!, month! - 1, date!));
}

/** "£2,000,000.00" for pence. */
export function formatPence(pence: number): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
}

export function insuranceExpiredMessage(expiresOn: string): string {
  return `Your insurance expired on ${formatDay(expiresOn)}: upload a current certificate`;
}

// ---- details --------------------------------------------------------------------------------

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const isRealDay = (value: string) => {
  if (!DAY.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
};
export const londonDaySchema = z.string().refine(isRealDay, VERIFICATION_MESSAGES.expiryInvalid);

/** Minimum public liability cover: £100,000, in pence. */
export const INSURANCE_MIN_COVER_PENCE = 100_000 * 100;

export const insuranceDetailsSchema = z
  .object({
    insurer: z.string().trim().min(2, VERIFICATION_MESSAGES.insurerRequired).max(100),
    policyNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9/ -]{1,38}[A-Za-z0-9]$/, VERIFICATION_MESSAGES.policyRequired),
    coverPence: z
      .number(VERIFICATION_MESSAGES.coverInvalid)
      .int(VERIFICATION_MESSAGES.coverInvalid)
      .min(INSURANCE_MIN_COVER_PENCE, VERIFICATION_MESSAGES.coverTooLow)
      .max(100_000_000_00, VERIFICATION_MESSAGES.coverInvalid),
    expiresOn: londonDaySchema,
  })
  .strict();
export type InsuranceDetails = z.infer<typeof insuranceDetailsSchema>;

/** The same format check as the business details (company-profile.ts). */
export const companiesHouseDetailsSchema = z
  .object({
    number: z
      .string()
      .transform(normaliseCompaniesHouseNumber)
      .refine(isCompaniesHouseNumber, VERIFICATION_MESSAGES.companiesHouseNumber),
  })
  .strict();

export const gasSafeDetailsSchema = z
  .object({
    number: z
      .string()
      .trim()
      .regex(/^\d{6,7}$/, VERIFICATION_MESSAGES.gasSafeNumber),
  })
  .strict();

export const registrationDetailsSchema = z
  .object({
    number: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{3,20}$/, VERIFICATION_MESSAGES.registrationNumber)),
  })
  .strict();
export type RegistrationDetails = z.infer<typeof registrationDetailsSchema>;

export type VerificationDetails = InsuranceDetails | RegistrationDetails;

/** The details schema of each check type. */
export function detailsSchemaOf(type: VerificationCheckType) {
  if (type === 'insurance') return insuranceDetailsSchema;
  if (type === 'companies-house') return companiesHouseDetailsSchema;
  if (type === 'gas-safe') return gasSafeDetailsSchema;
  return registrationDetailsSchema;
}

/** Null when the expiry is today or later in London; else the message for the field. */
export function insuranceExpiryProblem(expiresOn: string, today: string): string | null {
  if (!isRealDay(expiresOn)) return null;
  return expiresOn < today ? insuranceExpiredMessage(expiresOn) : null;
}

// ---- the check document ---------------------------------------------------------------------

export interface VerificationCheckDocument<TTime> {
  companyId: string;
  companyName: string;
  type: VerificationCheckType;
  status: VerificationStatus;
  details: VerificationDetails;
  evidence: EvidenceFile[];
  submittedAt: TTime;
  reviewedAt: TTime | null;
  reviewedBy: { uid: string; email: string } | null;
  rejectionReason: string | null;
  /** The London day an admin verified it. */
  checkedOn: string | null;
  /** Insurance: the London day it lapses. */
  expiresOn: string | null;
  /** When the company was warned the insurance lapses within 30 days. */
  expiryWarnedAt: TTime | null;
}

export const verificationCheckId = (companyId: string, type: VerificationCheckType) =>
  `${companyId}_${type}`;

// ---- callables ------------------------------------------------------------------------------

const evidenceIdsSchema = z
  .array(z.string().regex(/^[0-9a-f]{32}$/, VERIFICATION_MESSAGES.evidenceNotYours))
  .min(1, VERIFICATION_MESSAGES.evidenceRequired)
  .max(EVIDENCE_MAX_FILES, VERIFICATION_MESSAGES.evidenceTooMany);

/**
 * What a company sends: the type, its details (checked by the type's schema; an insurance expiry
 * that has passed is refused) and the ids of its own uploaded files.
 */
export const submitVerificationCheckSchema = z
  .object({
    type: z.enum(VERIFICATION_CHECK_TYPE_IDS),
    details: z.record(z.string(), z.unknown()),
    evidence: evidenceIdsSchema,
  })
  .transform((input, ctx) => {
    const parsed = detailsSchemaOf(input.type).safeParse(input.details);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({
          code: 'custom',
          message: issue.message,
          path: ['details', ...issue.path.map(String)],
        });
      return z.NEVER;
    }
    const details = parsed.data as VerificationDetails;
    if (input.type === 'insurance') {
      const problem = insuranceExpiryProblem(
        (details as InsuranceDetails).expiresOn,
        londonDateOf(Date.now()),
      );
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem, path: ['details', 'expiresOn'] });
        return z.NEVER;
      }
    }
    return { type: input.type, details, evidence: [...new Set(input.evidence)] };
  });
export type SubmitVerificationCheckInput = z.input<typeof submitVerificationCheckSchema>;

const reasonSchema = z.string().trim().min(3, VERIFICATION_MESSAGES.reasonRequired).max(500);

export const reviewVerificationCheckSchema = z.discriminatedUnion('decision', [
  z
    .object({
      companyId: z.string().min(1).max(128),
      type: z.enum(VERIFICATION_CHECK_TYPE_IDS),
      decision: z.literal('verify'),
    })
    .strict(),
  z
    .object({
      companyId: z.string().min(1).max(128),
      type: z.enum(VERIFICATION_CHECK_TYPE_IDS),
      decision: z.literal('reject'),
      reason: reasonSchema,
    })
    .strict(),
]);
export type ReviewVerificationCheckInput = z.input<typeof reviewVerificationCheckSchema>;

export const setCompanySuspendedSchema = z
  .object({
    companyId: z.string().min(1).max(128),
    suspended: z.boolean(),
    reason: reasonSchema,
  })
  .strict();
export type SetCompanySuspendedInput = z.input<typeof setCompanySuspendedSchema>;

/** The form a company fills for a reason: a rejection or suspension. */
export const adminReasonFormSchema = z.object({ reason: reasonSchema });

// ---- insurance expiry -----------------------------------------------------------------------

/** Days before an insurance's expiry the company is warned. */
export const INSURANCE_WARNING_DAYS = 30;

/** A London day plus `days` (may be negative). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

export type InsuranceExpiryAction = 'expire' | 'warn' | 'none';

/**
 * What the daily run does with an insurance check whose badge is on the profile (`expiresOn` is
 * the badge's expiry, kept while a renewal waits for review): after the expiry day it lapses (the
 * badge goes, a verified check becomes expired); within 30 days of it the company is warned once,
 * unless a renewal is already waiting; otherwise nothing.
 */
export function insuranceExpiryAction(
  check: { status: VerificationStatus; expiresOn: string | null; warned: boolean },
  today: string,
): InsuranceExpiryAction {
  if (!check.expiresOn) return 'none';
  if (check.expiresOn < today) return 'expire';
  if (
    !check.warned &&
    check.status !== 'submitted' &&
    addDays(today, INSURANCE_WARNING_DAYS) >= check.expiresOn
  )
    return 'warn';
  return 'none';
}
