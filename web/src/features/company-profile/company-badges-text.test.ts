import { describe, expect, it } from 'vitest';

import { badgeText, badgeViews } from '@/features/company-profile/company-badges-text';
import { makeCompany } from '@/features/company-profile/testing/make-company';

describe('badgeViews and badgeText', () => {
  it('dates each check, with the insurance expiry', () => {
    const views = badgeViews(
      makeCompany({
        verifiedBadges: [
          { id: 'insured', checkedOn: '2026-11-22', expiresOn: '2027-03-03' },
          { id: 'niceic', checkedOn: '2026-01-05' },
          { id: 'id-checked', checkedOn: 'yesterday' },
        ],
      }),
    );
    expect(views.map(badgeText)).toEqual([
      'Insurance checked 22 November 2026 · valid until 3 March 2027',
      'NICEIC approved · checked 5 January 2026',
      'ID checked',
    ]);
  });

  it('falls back to the undated ids of an older document', () => {
    expect(badgeViews(makeCompany({ badges: ['gas-safe'] })).map(badgeText)).toEqual([
      'Gas Safe registered',
    ]);
  });
});
