import {
  PLATFORM_SETTINGS_DOC,
  platformSettingsOf,
  type PlatformSettings,
} from '@fixwell/common/admin/platform-settings';
import { COLLECTIONS, SETTINGS_DOCS } from '@fixwell/common/collections';

import { db } from './admin';
import { supportEmail } from './support-email';

// The one way functions read the platform settings (`/admin/settings`): the matching cap from
// `settings/matching`, the rest from `settings/platform`, each field falling back to its default.
// Cached per instance for a short time, so matching and the scheduled jobs pick a change up within
// PLATFORM_SETTINGS_TTL_MS without a deploy and without a read per quote.

export const PLATFORM_SETTINGS_TTL_MS = 30_000;

/** A loader's answer, kept for `ttlMs` (a failed load is forgotten at once). */
export function cachedReader<T>(
  load: () => Promise<T>,
  ttlMs: () => number,
): { read: (now?: number) => Promise<T>; forget: () => void } {
  let cached: { at: number; value: Promise<T> } | undefined;
  return {
    read(now = Date.now()) {
      if (cached && now - cached.at < ttlMs()) return cached.value;
      const value = load();
      const entry = { at: now, value };
      cached = entry;
      value.catch(() => {
        if (cached === entry) cached = undefined;
      });
      return value;
    },
    forget() {
      cached = undefined;
    },
  };
}

/** The deployment's own support inbox (SUPPORT_EMAIL), '' when it is not set. */
function configuredSupportEmail(): string {
  try {
    return supportEmail();
  } catch {
    return '';
  }
}

/** Reads the settings in force now, uncached. */
export async function loadPlatformSettings(): Promise<PlatformSettings> {
  const settings = db().collection(COLLECTIONS.settings);
  const [platform, matching] = await db().getAll(
    settings.doc(PLATFORM_SETTINGS_DOC),
    settings.doc(SETTINGS_DOCS.matching),
  );
  return platformSettingsOf(platform?.data(), matching?.data(), configuredSupportEmail());
}

// On the emulators tests change settings and expect the next call to see them: no cache there.
const reader = cachedReader(loadPlatformSettings, () =>
  process.env.FIRESTORE_EMULATOR_HOST ? 0 : PLATFORM_SETTINGS_TTL_MS,
);

/** The platform settings, at most PLATFORM_SETTINGS_TTL_MS old. */
export function platformSettings(): Promise<PlatformSettings> {
  return reader.read();
}

/** Drops this instance's copy (after a save, so the saving instance sees it at once). */
export function forgetPlatformSettings(): void {
  reader.forget();
}
