import { COLLECTIONS } from '@fixwell/common/collections';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { PEOPLE } from './support/fixtures';
import { describeEachRole, toDeny, useRulesEnvironment } from './support/rules-env';

const mail = operationsOn(COLLECTIONS.mail);

const QUEUED = {
  to: PEOPLE.owner.email,
  message: {
    subject: 'Reset your Fixwell password',
    text: 'secret link',
    html: '<p>secret link</p>',
  },
  kind: 'password-reset',
};

useRulesEnvironment({ seedEach: (db) => mail.set(db, 'queued', QUEUED) });

describe('mail/{id} (outgoing email queue: functions only)', () => {
  // The customer is the recipient of the queued mail.
  describeEachRole(['anonymous', 'owner', 'company', 'admin'], (db) => {
    it('get: denied (the mail carries password-reset links)', async () => {
      await toDeny(mail.get(db(), 'queued'));
    });
    it('list: denied', async () => {
      await toDeny(mail.list(db()));
    });
    it('create: denied (no sending mail as Fixwell)', async () => {
      await toDeny(mail.set(db(), 'forged', { ...QUEUED, to: 'victim@example.co.uk' }));
    });
    it('update: denied', async () => {
      await toDeny(mail.update(db(), 'queued', { to: 'attacker@example.co.uk' }));
    });
    it('delete: denied', async () => {
      await toDeny(mail.delete(db(), 'queued'));
    });
  });
});
