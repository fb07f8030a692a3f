import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { installFakePublicData } from '@/testing/fake-public-data';
import { findPageHeading, renderApp, setAuthState } from '@/testing/test-utils';

beforeEach(() => {
  installFakePublicData();
  setAuthState(null);
});

describe('/uk-home-services-guide', () => {
  it('lists each category with its services and what to look for', async () => {
    renderApp('/uk-home-services-guide');
    expect(await findPageHeading()).toHaveTextContent('UK home services guide');

    const plumbing = screen.getByRole('region', { name: 'Plumbing and heating' });
    const plumber = await within(plumbing).findByRole('link', { name: 'Plumber' });
    expect(plumber).toHaveAttribute('href', '/services/plumber');
    expect(plumber.closest('li')).toHaveTextContent(/Leaks, blocked toilets, new taps/);
    expect(
      within(plumbing).getByText('Gas Safe Register (required by law for gas work)'),
    ).toBeVisible();

    // A category without services yet still gives its advice, and says how to get quotes.
    const outdoor = screen.getByRole('region', { name: 'Outdoor and garden' });
    expect(within(outdoor).getByText(/still adding pages/)).toBeVisible();
    expect(within(outdoor).getByRole('heading', { name: 'What to look for' })).toBeVisible();
  });

  it('links to the guides and to advice on choosing a tradesperson', async () => {
    renderApp('/uk-home-services-guide');
    await findPageHeading();

    const guides = screen.getByRole('region', { name: 'Guides and advice' });
    expect(within(guides).getByRole('link', { name: 'Cost guides' })).toHaveAttribute(
      'href',
      '/cost-guides',
    );
    expect(within(guides).getByRole('link', { name: 'Emergency help' })).toHaveAttribute(
      'href',
      '/emergency-services',
    );
    expect(screen.getByRole('heading', { name: 'Know your rights' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  });
});
