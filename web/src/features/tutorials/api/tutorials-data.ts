// The tutorials feature's only contact with Firebase: the company's own `tutorialProgress/{uid}`,
// read and written directly (the rules check its shape: known ids only, stamped now).
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  isTutorialId,
  TUTORIAL_IDS,
  type TutorialId,
} from '@fixwell/common/stickers/tutorial-progress';
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';

import { firestore } from '@/lib/firestore';

const progressRef = (uid: string) => doc(firestore(), COLLECTIONS.tutorialProgress, uid);

/** The guides `uid` has ticked (none before the first tick). */
export async function fetchTutorialProgress(uid: string): Promise<TutorialId[]> {
  const snapshot = await getDoc(progressRef(uid));
  const completed = snapshot.data()?.completed as unknown;
  return Array.isArray(completed) ? [...new Set(completed.filter(isTutorialId))] : [];
}

/** Saves the ticked guides, each once and in the guides' order. */
export async function saveTutorialProgress(
  uid: string,
  completed: readonly TutorialId[],
): Promise<void> {
  const ticked = TUTORIAL_IDS.filter((id) => completed.includes(id));
  await setDoc(progressRef(uid), { completed: ticked, updatedAt: serverTimestamp() });
}
