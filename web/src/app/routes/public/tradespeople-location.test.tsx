import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { LEEDS } from '@/testing/catalogue-fixtures';
import { installFakePublicData, publicReads } from '@/testing/fake-public-data';
import { findPageHeading, renderApp, setAuthState } from '@/testing/test-utils';

beforeEach(() => {
  setAuthState(null);
  installFakePublicData();
});

function section(name: string | RegExp): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('/tradespeople/:location', () => {
  it('introduces the town and links every service to its page for the town', async () => {
    renderApp('/tradespeople/leeds');

    expect(await findPageHeading()).toHaveTextContent('Tradespeople in Leeds');
    expect(await screen.findByText(LEEDS.intro)).toBeInTheDocument();
    expect(screen.getByText(/districts we cover here include LS1, LS6, LS8/)).toBeInTheDocument();

    const services = section('Services in Leeds');
    const plumbing = within(services).getByRole('region', { name: 'Plumbing and heating' });
    expect(
      within(plumbing)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Plumber in Leeds', '/services/plumber/leeds'],
      ['Boiler repair in Leeds', '/services/boiler-repair/leeds'],
    ]);
    expect(within(services).getAllByRole('link')).toHaveLength(5);
  });

  it('lists public companies covering the town, best rated first', async () => {
    renderApp('/tradespeople/leeds');
    await findPageHeading();

    const companies = section('Companies covering Leeds');
    const first = await within(companies).findByRole('link', {
      name: 'Headingley Plumbing & Heating',
    });
    expect(first).toHaveAttribute('href', '/company/profile/headingley-plumbing-and-heating');
    expect(within(companies).getByText('4.8 out of 5 from 37 reviews')).toBeInTheDocument();
    expect(within(companies).getByRole('link', { name: 'Aire Valley Electrical' })).toBeVisible();

    expect(publicReads.runQuery).toHaveBeenCalledWith({
      collection: 'companies',
      where: [
        { field: 'public', op: 'EQUAL', value: true },
        { field: 'postcodeAreas', op: 'ARRAY_CONTAINS_ANY', value: ['LS'] },
      ],
      orderBy: [{ field: 'rating', direction: 'DESCENDING' }],
      limit: 6,
    });
  });

  it('is honest when no company covers the town yet', async () => {
    renderApp('/tradespeople/york');
    await findPageHeading();

    const companies = section('Companies covering York');
    expect(await within(companies).findByText(/No companies are listed in York yet/)).toBeVisible();
    expect(within(companies).getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
      'href',
      '/quote',
    );
  });

  it('offers a retry when the companies fail to load', async () => {
    publicReads.runQuery.mockRejectedValueOnce(new Error('unavailable'));
    const { user } = renderApp('/tradespeople/leeds');
    await findPageHeading();

    const companies = section('Companies covering Leeds');
    expect(await within(companies).findByRole('alert')).toHaveTextContent(
      'We could not load the companies that cover Leeds.',
    );
    await user.click(within(companies).getByRole('button', { name: 'Try again' }));
    expect(
      await within(companies).findByRole('link', { name: 'Headingley Plumbing & Heating' }),
    ).toBeVisible();
  });

  it('prefills the quote form with the town’s first district and links nearby towns', async () => {
    renderApp('/tradespeople/leeds');
    await findPageHeading();

    expect(await screen.findByLabelText('Postcode of the job')).toHaveValue('LS1');
    const nearby = within(section('Nearby towns')).getAllByRole('link');
    expect(nearby[0]).toHaveTextContent('Tradespeople in Bradford');
    expect(nearby[0]).toHaveAttribute('href', '/tradespeople/bradford');
    expect(nearby.length).toBeLessThanOrEqual(8);
  });

  it('is a 404 for a town we do not list', async () => {
    renderApp('/tradespeople/atlantis');
    expect(await findPageHeading()).toHaveTextContent('404 Page Not Found');
  });
});
