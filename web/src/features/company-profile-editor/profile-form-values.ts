import type { UpdateCompanyProfileInput } from '@fixwell/common/companies/company-profile';
import { SOCIAL_NETWORKS, WEEKDAYS, type OpeningHours } from '@fixwell/common/company';

import type { EditableProfile } from '@/features/company-profile-editor/api/company-profile-editor-data';
import { CallFunctionError } from '@/lib/call-function';

export type ProfileFormValues = UpdateCompanyProfileInput;

/** Drafts are kept per company, so two accounts on one browser never mix. */
export const profileDraftKey = (companyId: string) => `company-profile:${companyId}`;

const DEFAULT_OPENS = '08:00';
const DEFAULT_CLOSES = '17:00';

function hoursValues(hours: OpeningHours | null): ProfileFormValues['openingHours'] {
  const days = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const value = hours?.days?.[day] ?? null;
      return [
        day,
        value
          ? { open: true, opens: value.opens, closes: value.closes }
          : { open: false, opens: DEFAULT_OPENS, closes: DEFAULT_CLOSES },
      ];
    }),
  ) as ProfileFormValues['openingHours']['days'];
  return { days, note: hours?.note ?? '' };
}

/** The form's values for the stored profile: every field present, blank for none. */
export function formValuesOf(profile: EditableProfile): ProfileFormValues {
  return {
    businessName: profile.businessName,
    legalForm: profile.legalForm ?? ('' as ProfileFormValues['legalForm']),
    companiesHouseNumber: profile.companiesHouseNumber,
    vatNumber: profile.vatNumber,
    description: profile.description,
    phone: profile.phone,
    website: profile.website,
    leadEmail: profile.leadEmail ?? '',
    socialLinks: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, profile.socialLinks[network] ?? '']),
    ),
    openingHours: hoursValues(profile.openingHours),
  };
}

/**
 * A saved draft laid over the stored values: only fields the form has, and only values of the
 * same kind (a draft from an older version of the form, or edited by hand, cannot break it).
 */
export function mergeDraft<T>(base: T, draft: unknown): T {
  if (typeof base === 'string' || typeof base === 'boolean')
    return (typeof draft === typeof base ? draft : base) as T;
  if (typeof base !== 'object' || base === null || typeof draft !== 'object' || draft === null)
    return base;
  const merged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(base)) {
    merged[key] = Object.hasOwn(draft, key)
      ? mergeDraft(value, (draft as Record<string, unknown>)[key])
      : value;
  }
  return merged as T;
}

/** Whether two sets of values differ (a draft worth offering back). */
export const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The per-field messages updateCompanyProfile attached to an invalid-argument refusal. */
export function profileFieldErrors(error: unknown): Array<[string, string]> {
  if (!(error instanceof CallFunctionError) || error.code !== 'invalid-argument') return [];
  const fields = (error.details as { fields?: unknown } | null | undefined)?.fields;
  if (typeof fields !== 'object' || fields === null) return [];
  return Object.entries(fields as Record<string, unknown>).flatMap(([field, message]) =>
    typeof message === 'string' && message && field !== 'form' ? [[field, message]] : [],
  ) as Array<[string, string]>;
}
