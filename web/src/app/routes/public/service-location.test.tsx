import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { LEEDS_COMPANIES } from '@/testing/catalogue-fixtures';
import { installFakePublicData, publicReads } from '@/testing/fake-public-data';
import { findPageHeading, renderApp, setAuthState } from '@/testing/test-utils';

const [headingley] = LEEDS_COMPANIES;

beforeEach(() => setAuthState(null));

describe('/services/:service/:location', () => {
  it('lists companies covering the town by whole area, by district and by radius', async () => {
    installFakePublicData({
      companies: [
        // Covers the whole LS area.
        { ...headingley!, public: true, coverageKeys: ['plumber|LS', 'heating-engineer|LS'] },
        // Picked districts (or a radius, stored as the districts it reaches): LS6 only.
        {
          ...headingley!,
          id: 'uid-3',
          slug: 'kirkstall-plumbing',
          businessName: 'Kirkstall Plumbing',
          rating: 4.5,
          public: true,
          coverageKeys: ['plumber|LS6'],
        },
        // Covers districts elsewhere: not listed.
        {
          ...headingley!,
          id: 'uid-4',
          slug: 'york-plumbing',
          businessName: 'York Plumbing',
          public: true,
          coverageKeys: ['plumber|YO1'],
        },
      ],
    });
    renderApp('/services/plumber/leeds');
    await findPageHeading();

    const companies = screen.getByRole('region', { name: /covering Leeds/ });
    expect(
      await within(companies).findByRole('link', { name: 'Headingley Plumbing & Heating' }),
    ).toBeVisible();
    expect(within(companies).getByRole('link', { name: 'Kirkstall Plumbing' })).toBeVisible();
    expect(within(companies).queryByRole('link', { name: 'York Plumbing' })).toBeNull();

    // One read, with the town's area first and then its districts.
    const directoryReads = publicReads.runQuery.mock.calls.filter(
      ([query]) => query.collection === 'companies',
    );
    expect(directoryReads).toHaveLength(1);
    expect(directoryReads[0]![0].where?.[1]).toEqual({
      field: 'coverageKeys',
      op: 'ARRAY_CONTAINS_ANY',
      value: ['plumber|LS', 'plumber|LS1', 'plumber|LS6', 'plumber|LS8'],
    });
  });
});
