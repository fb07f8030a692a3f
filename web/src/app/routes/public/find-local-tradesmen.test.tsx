import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { installFakePublicData } from '@/testing/fake-public-data';
import { findPageHeading, renderApp, setAuthState } from '@/testing/test-utils';

beforeEach(() => {
  installFakePublicData();
  setAuthState(null);
});

describe('/find-local-tradesmen', () => {
  it('groups towns by nation, and English towns by region', async () => {
    renderApp('/find-local-tradesmen');
    expect(await findPageHeading()).toHaveTextContent('Find local tradesmen');

    const byArea = screen.getByRole('region', { name: 'Browse by town or city' });
    const england = await within(byArea).findByRole('region', { name: 'England' });
    expect(
      within(england)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['North West', 'Yorkshire and the Humber']);
    expect(within(england).getByRole('link', { name: 'Tradespeople in Leeds' })).toHaveAttribute(
      'href',
      '/tradespeople/leeds',
    );

    const scotland = within(byArea).getByRole('region', { name: 'Scotland' });
    expect(within(scotland).queryByRole('heading', { level: 4 })).not.toBeInTheDocument();
    expect(within(scotland).getByRole('link', { name: 'Tradespeople in Glasgow' })).toBeVisible();
    expect(
      within(byArea)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['England', 'Scotland', 'Wales', 'Northern Ireland']);
  });

  it('groups services by category, linking to each service', async () => {
    renderApp('/find-local-tradesmen');
    await findPageHeading();

    const byService = screen.getByRole('region', { name: 'Browse by service' });
    const electrical = await within(byService).findByRole('region', { name: 'Electrical' });
    expect(within(electrical).getByRole('link', { name: 'Electrician' })).toHaveAttribute(
      'href',
      '/services/electrician',
    );
  });

  it('sends a postcode search to the near-me page, which answers it', async () => {
    const { user, router } = renderApp('/find-local-tradesmen');
    await findPageHeading();

    await user.type(screen.getByLabelText('Search by postcode'), 'cf10 1aa');
    await user.click(screen.getByRole('button', { name: 'Find tradespeople' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/find-tradesman-near-me'));
    expect(router.state.location.search).toBe('?postcode=CF10%201AA');
    expect(
      await screen.findByRole('heading', { name: 'Your nearest town: Cardiff' }),
    ).toBeVisible();
  });
});
