// `tutorialProgress/{uid}`: which of the company tutorials (/company/tutorials) its owner has
// ticked as finished. A convenience, not money or a role, so the owner writes it directly under
// rules that check its shape: ids from TUTORIAL_IDS only (firestore.rules lists them too; keep the
// two in step), at most one per guide, `updatedAt` the request time.

/** Every guide's id, in the order the page shows them. */
export const TUTORIAL_IDS = [
  'getting-set-up',
  'leads-and-allowance',
  'my-leads-first-reply',
  'messages',
  'appointments',
  'quotes-and-invoices',
  'payments-and-payouts',
  'website-widget',
  'reviews',
  'profile-coverage-stickers',
] as const;
export type TutorialId = (typeof TUTORIAL_IDS)[number];

export function isTutorialId(value: unknown): value is TutorialId {
  return typeof value === 'string' && (TUTORIAL_IDS as readonly string[]).includes(value);
}

export interface TutorialProgressDocument<TTime> {
  /** Ids of the guides ticked as finished, each once. */
  completed: TutorialId[];
  updatedAt: TTime;
}
