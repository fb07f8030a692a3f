// The platform-settings feature's only contact with Firebase: the settings in force (admins read
// `settings/matching` and `settings/platform`), their history in `adminAudit`, the one callable
// that changes them, and the password typed again when it asks for a recent sign-in. Component
// tests replace this module.
import {
  PLATFORM_SETTINGS_DOC,
  PLATFORM_SETTINGS_MESSAGES,
  PLATFORM_SETTINGS_TARGET,
  platformSettingsOf,
  type PlatformSettings,
} from '@fixwell/common/admin/platform-settings';
import {
  updatePlatformSettingsCallable,
  type CallableInput,
  type CallableOutput,
} from '@fixwell/common/callables';
import { COLLECTIONS, SETTINGS_DOCS } from '@fixwell/common/collections';
import { dateOf } from '@fixwell/common/timestamps';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type DocumentData,
} from 'firebase/firestore';

import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';
import { reauthenticate } from '@/lib/reauthenticate';

/** How many changes the history shows. */
export const SETTINGS_HISTORY_LIMIT = 30;

/** One save of the settings: who, when, and each changed setting before and after. */
export type SettingsChange = {
  id: string;
  actorEmail: string;
  at: Date;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};

/**
 * The settings in force, each missing field at its default. An unsaved support email reads as ''
 * (the deployment's own SUPPORT_EMAIL applies until one is saved here).
 */
export async function readPlatformSettings(): Promise<PlatformSettings> {
  const settings = collection(firestore(), COLLECTIONS.settings);
  const [platform, matching] = await Promise.all([
    getDoc(doc(settings, PLATFORM_SETTINGS_DOC)),
    getDoc(doc(settings, SETTINGS_DOCS.matching)),
  ]);
  return platformSettingsOf(platform.data(), matching.data());
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

export function settingsChangeFromData(id: string, data: DocumentData): SettingsChange {
  const actor = record(data.actor);
  return {
    id,
    actorEmail: typeof actor.email === 'string' ? actor.email : '',
    at: dateOf(data.at) ?? new Date(),
    before: record(data.before),
    after: record(data.after),
  };
}

/** The latest changes, newest first. Index: adminAudit target ↑ + at ↓. */
export async function fetchSettingsHistory(): Promise<SettingsChange[]> {
  const audit = collection(firestore(), COLLECTIONS.adminAudit).withConverter(
    readConverter(settingsChangeFromData),
  );
  const { docs } = await getDocs(
    query(
      audit,
      where('target', '==', PLATFORM_SETTINGS_TARGET),
      orderBy('at', 'desc'),
      limit(SETTINGS_HISTORY_LIMIT),
    ),
  );
  return docs.map((snapshot) => snapshot.data());
}

export function updatePlatformSettings(
  input: CallableInput<typeof updatePlatformSettingsCallable>,
): Promise<CallableOutput<typeof updatePlatformSettingsCallable>> {
  return callFunction(updatePlatformSettingsCallable, input, {
    fallback: PLATFORM_SETTINGS_MESSAGES.failed,
    messages: {
      'invalid-argument': PLATFORM_SETTINGS_MESSAGES.failed,
      'permission-denied': PLATFORM_SETTINGS_MESSAGES.notAdmin,
    },
  });
}

/** Signs the admin in again with their password: saving needs a sign-in within 5 minutes. */
export function confirmPassword(password: string): Promise<void> {
  return reauthenticate(password);
}
