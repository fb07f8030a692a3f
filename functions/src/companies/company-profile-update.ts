import type { SocialLinks } from '@fixwell/common/company';
import type { UpdateCompanyProfile } from '@fixwell/common/companies/company-profile';

/**
 * What one save of the profile editor writes, split by who may read it: `company` goes onto the
 * public `companies/{uid}`, `private` onto `companyPrivate/{uid}` (owner and admins only). A null
 * removes the field. The slug is never among them: renaming keeps the profile's address, so links
 * already shared, the widget and printed stickers keep working.
 */
export interface ProfileWrites {
  company: {
    businessName: string;
    legalForm: UpdateCompanyProfile['legalForm'];
    companiesHouseNumber: string | null;
    description: string | null;
    phone: string | null;
    website: string | null;
    socialLinks: SocialLinks | null;
    openingHours: UpdateCompanyProfile['openingHours'];
  };
  private: {
    leadEmail: string | null;
    vatNumber: string | null;
  };
}

/** Splits a checked profile into its public and private writes. */
export function profileWrites(input: UpdateCompanyProfile): ProfileWrites {
  return {
    company: {
      businessName: input.businessName,
      legalForm: input.legalForm,
      companiesHouseNumber: input.companiesHouseNumber,
      description: input.description,
      phone: input.phone,
      website: input.website,
      socialLinks: Object.keys(input.socialLinks).length > 0 ? input.socialLinks : null,
      openingHours: input.openingHours,
    },
    private: { leadEmail: input.leadEmail, vatNumber: input.vatNumber },
  };
}

/** The fields whose value differs from what is stored (for the log: names only, no values). */
export function changedFields(
  stored: Readonly<Record<string, unknown>>,
  writes: Readonly<Record<string, unknown>>,
): string[] {
  return Object.keys(writes).filter(
    (field) => JSON.stringify(stored[field] ?? null) !== JSON.stringify(writes[field] ?? null),
  );
}

/** The per-field messages of a refused form: the first message of each field, by dotted path. */
export function fieldMessages(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || 'form';
    fields[path] ??= issue.message;
  }
  return fields;
}
