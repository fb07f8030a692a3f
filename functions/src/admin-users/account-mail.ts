import { ROLE_LABELS } from '@fixwell/common/admin/admin-users';
import type { Role } from '@fixwell/common/user-profile';

import { appUrl } from '../lib/app-url';
import { supportEmail } from '../lib/support-email';
import { layout, oneLine, type MailMessage } from '../mail/mail-templates';

// How a person hears that Fixwell changed their account: by email, always (it is about their
// account, like a password reset, not a category they can switch off), since a deactivated
// person cannot sign in to read an in-app notice. The admin's reason stays in the audit log.

function accountMail(
  name: string,
  subject: string,
  paragraphs: string[],
  path: string,
  button: string,
): MailMessage {
  const greeting = `Hello ${oneLine(name)},`;
  const link = `${appUrl()}${path}`;
  return {
    subject,
    text: `${greeting}\n\n${paragraphs.join('\n\n')}\n\n${button}: ${link}\n\nThe Fixwell team\n`,
    html: layout([greeting, ...paragraphs], link, button),
  };
}

export function accountActiveMail(name: string, active: boolean): MailMessage {
  const support = supportEmail();
  return active
    ? accountMail(
        name,
        'Your Fixwell account is active again',
        ['Your Fixwell account has been reactivated: you can sign in again.'],
        '/login',
        'Sign in',
      )
    : accountMail(
        name,
        'Your Fixwell account has been deactivated',
        [
          'Your Fixwell account has been deactivated, so you can no longer sign in, and any session you had open has ended.',
          `If you think this is a mistake, contact us at ${support}.`,
        ],
        '/contact',
        'Contact Fixwell',
      );
}

export function accountRoleMail(name: string, role: Role): MailMessage {
  return accountMail(
    name,
    `Your Fixwell account is now a ${ROLE_LABELS[role].toLowerCase()} account`,
    [
      `Fixwell has changed your account to a ${ROLE_LABELS[role].toLowerCase()} account. Sign in again to see the pages that come with it.`,
    ],
    '/login',
    'Sign in',
  );
}
