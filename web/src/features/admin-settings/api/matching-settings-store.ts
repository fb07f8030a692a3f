import { MATCHING_SETTINGS_DEFAULTS, type MatchingSettings } from '@fixwell/common/lead/lead';

async function settingsDoc() {
  const [{ doc }, { firestore }] = await Promise.all([
    import('firebase/firestore'),
    import('@/lib/firestore'),
  ]);
  return doc(firestore(), 'settings', 'matching');
}

/** The matching settings, or the defaults matching uses when none are saved. */
export async function readMatchingSettings(): Promise<MatchingSettings> {
  const { getDoc } = await import('firebase/firestore');
  const snapshot = await getDoc(await settingsDoc());
  const saved = snapshot.get('maxCompaniesPerQuote') as unknown;
  return {
    maxCompaniesPerQuote:
      typeof saved === 'number' ? saved : MATCHING_SETTINGS_DEFAULTS.maxCompaniesPerQuote,
  };
}

export async function saveMatchingSettings(settings: MatchingSettings): Promise<void> {
  const { serverTimestamp, setDoc } = await import('firebase/firestore');
  await setDoc(await settingsDoc(), {
    maxCompaniesPerQuote: settings.maxCompaniesPerQuote,
    updatedAt: serverTimestamp(),
  });
}
