import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { findPageHeading, renderApp, setAuthState } from '@/testing/test-utils';

describe.each([
  ['/alternatives/checkatrade', 'Checkatrade'],
  ['/alternatives/mybuilder', 'MyBuilder'],
  ['/alternatives/rated-people', 'Rated People'],
  ['/alternatives/bark', 'Bark'],
])('%s', (url, rival) => {
  it(`compares Fixwell with ${rival} in a captioned table and ends with a sign-up link`, async () => {
    setAuthState(null);
    renderApp(url);
    expect(await findPageHeading()).toHaveTextContent(`A ${rival} alternative`);

    const table = screen.getByRole('table', {
      name: `Fixwell compared with ${rival} for trade companies`,
    });
    expect(within(table).getByRole('columnheader', { name: 'Fixwell' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: rival })).toBeInTheDocument();
    expect(within(table).getAllByRole('rowheader').length).toBeGreaterThanOrEqual(6);

    // The rival's own published page is cited, opening safely in a new tab.
    const main = screen.getByRole('main');
    const external = within(main)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('target') === '_blank');
    expect(external.length).toBeGreaterThan(0);
    external.forEach((link) => expect(link).toHaveAttribute('rel', 'noopener'));

    const cta = screen.getByRole('region', { name: `Try Fixwell alongside ${rival}` });
    expect(within(cta).getByRole('link', { name: 'Join as a professional' })).toHaveAttribute(
      'href',
      '/signup?role=company',
    );
  });
});
