import { FieldValue, type Firestore } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';

/**
 * The seed's documents set off a few hundred trigger runs (matching, rollups, search keys), which
 * the Functions emulator works through in order. Until it has, a new sign-up's own triggers wait
 * behind them, for a minute or more. So the seed touches one document whose trigger answers
 * visibly (`companyPrivate/demo-company.searchKeys`, which onCompanyPrivateWritten puts back) and
 * waits for that answer: by then everything before it has run. The benches wait the same way
 * between their steps, so no figure shares the machine with the previous step's backlog.
 */
export async function waitForTriggersToCatchUp(
  db: Firestore,
  timeoutMs = 300_000,
): Promise<string> {
  const started = Date.now();
  const marker = db.collection(COLLECTIONS.companyPrivate).doc('demo-company');
  if (!(await marker.get()).exists) return '  ✔ functions: nothing to wait for';
  await marker.update({ searchKeys: FieldValue.delete() });
  while (Date.now() - started < timeoutMs) {
    if ((await marker.get()).get('searchKeys')) {
      return `  ✔ functions: the seed's triggers have all run (${Math.round((Date.now() - started) / 1000)} s)`;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return "  ✘ functions: still working through the seed's triggers after 5 minutes";
}
