import type { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import type { z } from 'zod';

import {
  AI_MESSAGES,
  AI_SETTINGS_DOC,
  aiSettingsOf,
  type AiSettings,
  type AiSettingsDocument,
} from '@fixwell/common/admin/ai-content';
import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
import { requireActiveRole } from '../lib/callable-guards';
import type { SignedInCaller } from '../lib/callable';
import { readDoc } from '../lib/documents';

// What the AI drafts' handlers share: references, the admin guard and the settings reader.

export const aiSettingsRef = () => db().collection(COLLECTIONS.settings).doc(AI_SETTINGS_DOC);
export const aiUsageDayRef = (day: string) => db().collection(COLLECTIONS.aiUsageDays).doc(day);

/** The settings in force (read fresh: they guard spending, and a call already takes seconds). */
export async function readAiSettings(): Promise<AiSettings> {
  return aiSettingsOf(readDoc<AiSettingsDocument<Timestamp>>(await aiSettingsRef().get()));
}

/** The first message for each field, as `details.fields`. */
function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues)
    fields[issue.path.map(String).join('.') || 'form'] ??= issue.message;
  return fields;
}

/** Every AI drafts callable: an active admin, read from the profile. */
export const aiAdminOnly = {
  auth: 'required' as const,
  guard: ({ uid }: SignedInCaller) => requireActiveRole(uid, 'admin', AI_MESSAGES.notAdmin),
  invalid: (error: z.ZodError) =>
    new HttpsError('invalid-argument', AI_MESSAGES.invalid, { fields: fieldErrorsOf(error) }),
};
