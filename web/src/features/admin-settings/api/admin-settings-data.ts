import { COLLECTIONS, SETTINGS_DOCS } from '@fixwell/common/collections';
import { MATCHING_SETTINGS_DEFAULTS, type MatchingSettings } from '@fixwell/common/lead/lead';

// The admin-settings feature's one Firebase module: the platform-wide `settings/*` documents.

async function matchingSettingsDoc() {
  const [{ doc }, { firestore }] = await Promise.all([
    import('firebase/firestore'),
    import('@/lib/firestore'),
  ]);
  return doc(firestore(), COLLECTIONS.settings, SETTINGS_DOCS.matching);
}

/** The matching settings, or the defaults matching uses when none are saved. */
export async function readMatchingSettings(): Promise<MatchingSettings> {
  const { getDoc } = await import('firebase/firestore');
  const snapshot = await getDoc(await matchingSettingsDoc());
  const saved = snapshot.get('maxCompaniesPerQuote') as unknown;
  return {
    maxCompaniesPerQuote:
      typeof saved === 'number' ? saved : MATCHING_SETTINGS_DEFAULTS.maxCompaniesPerQuote,
  };
}

export async function saveMatchingSettings(settings: MatchingSettings): Promise<void> {
  const { serverTimestamp, setDoc } = await import('firebase/firestore');
  await setDoc(await matchingSettingsDoc(), {
    maxCompaniesPerQuote: settings.maxCompaniesPerQuote,
    updatedAt: serverTimestamp(),
  });
}
