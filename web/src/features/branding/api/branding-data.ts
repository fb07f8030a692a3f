// The branding feature's only contact with Firebase: the company's own `companies/{uid}` for its
// current branding, the saveBranding callable, and the `api` function's logo upload and removal.
// Hooks build on these, so tests replace this one module.
import { saveBrandingCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import { brandingOf, type CompanyBranding } from '@fixwell/common/company-branding';
import type { brandingSchema } from '@fixwell/common/company-branding-schema';
import { LOGO_MESSAGES } from '@fixwell/common/company-branding-logo';
import { doc, getDoc } from 'firebase/firestore';
import type { z } from 'zod';

import { env } from '@/config/env';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';

/** What the branding page needs of the company: its registered name and its branding. */
export type CompanyBrandingSettings = { businessName: string; branding: CompanyBranding };

const brandingSettingsConverter = readConverter((_id, data): CompanyBrandingSettings => ({
  businessName: typeof data.businessName === 'string' ? data.businessName : '',
  branding: brandingOf(data),
}));

/**
 * The signed-in company's branding, from its own document (the owner may read it even while the
 * profile is not public). Null when the document does not exist yet: onUserCreated is building it.
 */
export async function fetchCompanyBranding(
  companyId: string,
): Promise<CompanyBrandingSettings | null> {
  const snapshot = await getDoc(
    doc(firestore(), COLLECTIONS.companies, companyId).withConverter(brandingSettingsConverter),
  );
  return snapshot.data() ?? null;
}

/**
 * Saves the checked form values. The callable takes the form's own input (blank for none) and
 * checks it again with the same schema, contrast included.
 */
export function saveBranding(values: z.output<typeof brandingSchema>): Promise<CompanyBranding> {
  const input = {
    tradingName: values.tradingName ?? '',
    brandColour: values.brandColour ?? '',
    footerText: values.footerText ?? '',
  };
  return callFunction(saveBrandingCallable, input, {
    fallback: 'We could not save your branding. Please try again.',
  });
}

// ---- the logo, through the `api` function -------------------------------------------------

/** A refused or failed logo request, in words to show as they are. */
export class LogoError extends Error {
  override readonly name = 'LogoError';
}

const KNOWN_MESSAGES = new Set<string>(Object.values(LOGO_MESSAGES));

const logoEndpoint = () => `${env.VITE_API_BASE_URL.replace(/\/+$/, '')}/company-logo`;

/** The signed-in person's Firebase ID token, which the api function checks. */
async function idToken(): Promise<string> {
  const { firebaseAuth } = await import('@/lib/firebase');
  const user = firebaseAuth().currentUser;
  if (!user) throw new LogoError(LOGO_MESSAGES.signIn);
  return user.getIdToken();
}

function isBranding(value: unknown): value is CompanyBranding {
  const branding = value as Partial<CompanyBranding> | null;
  return typeof branding === 'object' && branding !== null && 'logoUrl' in branding;
}

/** The branding the api answered, or its refusal in its own words (else `fallback`). */
async function brandingAnswer(response: Response, fallback: string): Promise<CompanyBranding> {
  const body = (await response.json().catch(() => null)) as unknown;
  if (response.ok && isBranding(body)) return brandingOf({ branding: body });
  const said = (body as { error?: unknown } | null)?.error;
  if (typeof said === 'string' && KNOWN_MESSAGES.has(said)) throw new LogoError(said);
  if (response.status === 413) throw new LogoError(LOGO_MESSAGES.tooLarge);
  throw new LogoError(fallback);
}

async function logoRequest(init: RequestInit, fallback: string): Promise<CompanyBranding> {
  const token = await idToken();
  let response: Response;
  try {
    response = await fetch(logoEndpoint(), {
      ...init,
      headers: { ...init.headers, Authorization: `Bearer ${token}` },
    });
  } catch {
    throw new LogoError(fallback);
  }
  return brandingAnswer(response, fallback);
}

/**
 * POST /api/company-logo with the image's bytes: the server checks them, fits the logo within
 * 600×240 and answers the branding with the new logo's URL.
 */
export function uploadLogo(file: Blob): Promise<CompanyBranding> {
  return logoRequest(
    { method: 'POST', headers: { 'Content-Type': file.type }, body: file },
    LOGO_MESSAGES.uploadFailed,
  );
}

/** DELETE /api/company-logo: documents, profile and widget go back to the name alone. */
export function removeLogo(): Promise<CompanyBranding> {
  return logoRequest({ method: 'DELETE' }, LOGO_MESSAGES.removeFailed);
}
