import { onDocumentCreated } from 'firebase-functions/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';

import { companySignUpSchema } from '../companies/company-documents';
import { provisionCompany } from '../companies/provision-company';
import { logInfo, logWarning } from '../lib/log';

/** A new company profile gets its company page (hidden); its subscription comes from Stripe. */
export const onUserCreated = onDocumentCreated(`${COLLECTIONS.users}/{uid}`, async (event) => {
  const profile = event.data?.data();
  if (profile?.role !== 'company') return;

  const details = companySignUpSchema.safeParse(profile);
  if (!details.success) {
    // The rules require these fields for companies, so only a server-side write can get here.
    logWarning('company.sign-up-details-invalid', { issues: details.error.issues.length });
    return;
  }
  const result = await provisionCompany(event.params.uid, details.data);
  logInfo('company.provisioned', { ...result });
});
