import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import { saveBrandingCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanyDocument } from '@fixwell/common/company';
import { brandingOf, type CompanyBranding } from '@fixwell/common/company-branding';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { BRANDING_MESSAGES } from './branding-messages';

/**
 * A company saves its trading name, brand colour and footer. The registry's schema checks the
 * colour's contrast with white text, so a colour the form refused is refused here too. The logo is
 * kept: it changes only through the `api` function's upload and removal.
 */
export const saveBranding = onCallable(
  saveBrandingCallable,
  async (input, { uid }) => {
    const ref = db().collection(COLLECTIONS.companies).doc(uid);
    const saved = await runTransaction(async (tx) => {
      const company = readDoc<CompanyDocument<Timestamp>>(await tx.get(ref));
      if (!company) throw new HttpsError('failed-precondition', BRANDING_MESSAGES.noCompany);
      const branding: CompanyBranding = {
        tradingName: input.tradingName,
        brandColour: input.brandColour,
        logoUrl: brandingOf(company).logoUrl,
        footerText: input.footerText,
      };
      tx.update(ref, {
        branding,
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies Partial<CompanyDocument<WriteTime>>);
      return branding;
    });
    logInfo('branding.saved', { uid, brandColour: saved.brandColour });
    return saved;
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'company', BRANDING_MESSAGES.notCompany),
    invalid: (error) => {
      // One message per field, as the form shows them; the first one also words the banner.
      const fields: Record<string, string> = {};
      for (const issue of error.issues) fields[String(issue.path[0] ?? 'form')] ??= issue.message;
      const first = error.issues[0]?.message ?? BRANDING_MESSAGES.invalid;
      return new HttpsError('invalid-argument', first, { fields });
    },
  },
);
