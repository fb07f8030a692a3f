import { describe, expect, it } from 'vitest';

import {
  adminUserActionFormSchema,
  ADMIN_USER_MESSAGES,
  companySearchKeys,
  normaliseUserSearch,
  setUserRoleSchema,
  userSearchKeys,
} from './admin-users';

describe('userSearchKeys', () => {
  const keys = userSearchKeys({
    email: 'Priya.Shah+jobs@Example.co.uk',
    displayName: 'Priya  Shah',
    businessName: 'Shah Plumbing Ltd',
  });

  it('finds a person by any prefix of their name, words, email and its parts, case-insensitively', () => {
    for (const search of ['p', 'pri', 'priya shah', 'sha', 'shah plumbing', 'plumb', 'ltd'])
      expect(keys).toContain(normaliseUserSearch(search));
    for (const search of ['priya.shah+jobs@example.co.uk', 'PRIYA.SHAH', 'jobs', 'example.co'])
      expect(keys).toContain(normaliseUserSearch(search));
  });

  it('does not find them by the middle of a word', () => {
    expect(keys).not.toContain('riya');
    expect(keys).not.toContain('ample');
  });

  it('keeps the list bounded and tolerates missing fields', () => {
    const long = userSearchKeys({ email: `${'a'.repeat(200)}@${'b'.repeat(50)}.com` });
    expect(long.length).toBeLessThanOrEqual(400);
    expect(userSearchKeys({})).toEqual([]);
  });
});

describe('companySearchKeys', () => {
  it('finds a company by any prefix of its business name or a word of it, in any case', () => {
    const keys = companySearchKeys({ businessName: 'Leeds  Plumbing & Heating' });
    for (const search of ['L', 'leeds pl', 'PLUMB', 'heat', '&'])
      expect(keys).toContain(normaliseUserSearch(search));
    expect(keys).not.toContain('umbing');
    expect(companySearchKeys({})).toEqual([]);
  });
});

describe('admin user schemas', () => {
  it('needs a reason and the password on the confirmation form', () => {
    const result = adminUserActionFormSchema.safeParse({ reason: ' no ', password: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain(ADMIN_USER_MESSAGES.reasonRequired);
    expect(messages).toContain('Enter your password to confirm it is you.');
  });

  it('accepts only the three roles', () => {
    const result = setUserRoleSchema.safeParse({ uid: 'u', role: 'owner', reason: 'Because.' });
    expect(result.error?.issues[0]?.message).toBe(ADMIN_USER_MESSAGES.roleRequired);
  });
});
