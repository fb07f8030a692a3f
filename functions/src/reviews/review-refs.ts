import { HttpsError } from 'firebase-functions/https';

import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
import type { ReviewRefusal } from './review-decisions';

export const reviewRef = (leadId: string) => db().collection(COLLECTIONS.reviews).doc(leadId);
export const invitationRef = (leadId: string) =>
  db().collection(COLLECTIONS.reviewInvitations).doc(leadId);
export const userRef = (uid: string) => db().collection(COLLECTIONS.users).doc(uid);
export const companyRef = (uid: string) => db().collection(COLLECTIONS.companies).doc(uid);
export const newNotificationRef = () => db().collection(COLLECTIONS.notifications).doc();
export const newMailRef = () => db().collection(COLLECTIONS.mail).doc();

export function refusalError(refusal: ReviewRefusal): HttpsError {
  return new HttpsError(refusal.code, refusal.message);
}

/** The in-app links of the reviews domain. */
export const REVIEW_LINKS = {
  customerFeedback: (leadId: string) => `/customer/feedback?job=${encodeURIComponent(leadId)}`,
  customerFeedbackList: '/customer/feedback',
  companyFeedback: '/company/feedback',
  publicProfile: (slug: string) => `/company/profile/${encodeURIComponent(slug)}`,
} as const;
