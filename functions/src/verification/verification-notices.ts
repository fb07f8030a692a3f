import type { Transaction } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import {
  formatDay,
  verificationCheckInfo,
  type VerificationCheckType,
} from '@fixwell/common/companies/verification';
import type { NotificationType } from '@fixwell/common/notification';

import { db } from '../lib/admin';
import { appUrl } from '../lib/app-url';
import { layout, oneLine, type MailMessage } from '../mail/mail-templates';
import { mailDocument, type MailKind } from '../mail/queue-mail';
import { notificationDocument } from '../notifications/notification-document';

// How a company hears about its checks and suspension: in the app and by email. These are about
// the company's standing on Fixwell (like an account email), not an event category a company can
// switch off, so the email is queued with `mailDocument` directly.

/** Where the company sees its checks. */
export const CHECKS_LINK = '/company/onboarding#verification';

export interface CompanyNotice {
  type: NotificationType;
  title: string;
  body: string;
  link: string;
  kind: MailKind;
}

export function verifiedNotice(type: VerificationCheckType, checkedOn: string): CompanyNotice {
  const { label } = verificationCheckInfo(type);
  return {
    type: 'verification-verified',
    title: `${label}: verified`,
    body: `We checked your ${label.toLowerCase()} on ${formatDay(checkedOn)}. Your public profile shows the badge with that date.`,
    link: CHECKS_LINK,
    kind: 'verification-reviewed',
  };
}

export function rejectedNotice(type: VerificationCheckType, reason: string): CompanyNotice {
  const { label } = verificationCheckInfo(type);
  return {
    type: 'verification-rejected',
    title: `${label}: not verified`,
    body: `Rejected: ${reason}. Correct it and submit it again.`,
    link: CHECKS_LINK,
    kind: 'verification-reviewed',
  };
}

export function insuranceExpiringNotice(expiresOn: string): CompanyNotice {
  return {
    type: 'insurance-expiring',
    title: 'Your insurance expires soon',
    body: `Your insurance expires on ${formatDay(expiresOn)}. Upload your renewed certificate so your profile keeps its insurance badge.`,
    link: CHECKS_LINK,
    kind: 'insurance-expiry',
  };
}

export function insuranceExpiredNotice(expiresOn: string): CompanyNotice {
  return {
    type: 'insurance-expired',
    title: 'Your insurance badge was removed',
    body: `Your insurance expired on ${formatDay(expiresOn)}: upload a current certificate to show the badge again.`,
    link: CHECKS_LINK,
    kind: 'insurance-expiry',
  };
}

export function suspensionNotice(suspended: boolean, reason: string): CompanyNotice {
  return suspended
    ? {
        type: 'company-suspended',
        title: 'Your profile is suspended',
        body: `Fixwell suspended your profile: ${reason}. It is hidden and gets no leads until the suspension is lifted. Reply to this email or contact support to talk about it.`,
        link: '/company/support',
        kind: 'company-suspension',
      }
    : {
        type: 'company-reinstated',
        title: 'Your suspension was lifted',
        body: `Fixwell lifted the suspension of your profile: ${reason}.`,
        link: '/company/public-profile',
        kind: 'company-suspension',
      };
}

export function noticeEmail(notice: CompanyNotice, businessName: string): MailMessage {
  const link = `${appUrl()}${notice.link}`;
  const greeting = `Hello ${oneLine(businessName)},`;
  return {
    subject: oneLine(notice.title),
    text: `${greeting}\n\n${notice.body}\n\nOpen Fixwell: ${link}\n\nThe Fixwell team\n`,
    html: layout([greeting, notice.body], link, 'Open Fixwell'),
  };
}

/**
 * Writes the in-app notice and queues the email in `tx` (after its reads). `email` null: no
 * address is known, the in-app notice still goes.
 */
export function tellCompany(
  tx: Transaction,
  companyId: string,
  businessName: string,
  email: string | null,
  notice: CompanyNotice,
): void {
  tx.create(
    db().collection(COLLECTIONS.notifications).doc(),
    notificationDocument(companyId, {
      type: notice.type,
      title: notice.title,
      body: notice.body,
      link: notice.link,
    }),
  );
  if (email)
    tx.create(
      db().collection(COLLECTIONS.mail).doc(),
      mailDocument(email, noticeEmail(notice, businessName), notice.kind),
    );
}
