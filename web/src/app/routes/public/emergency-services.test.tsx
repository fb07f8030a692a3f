import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { installFakePublicData } from '@/testing/fake-public-data';
import { findPageHeading, renderApp, setAuthState } from '@/testing/test-utils';

beforeEach(() => {
  installFakePublicData();
  setAuthState(null);
});

describe('/emergency-services', () => {
  it('shows the emergency numbers and links each emergency service to its page', async () => {
    renderApp('/emergency-services');

    expect(await findPageHeading()).toHaveTextContent('Emergency home repairs');
    const numbers = screen.getByRole('region', {
      name: 'Danger to life or a gas leak? Call these first',
    });
    expect(within(numbers).getByRole('link', { name: '0800 111 999' })).toHaveAttribute(
      'href',
      'tel:0800111999',
    );
    expect(within(numbers).getByRole('link', { name: '999' })).toBeInTheDocument();

    const services = screen.getByRole('region', { name: 'Emergency help by trade' });
    const links = await within(services).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Emergency plumber', '/emergency/plumber'],
      ['Emergency electrician', '/emergency/electrician'],
      ['Emergency boiler repair', '/emergency/boiler-repair'],
      ['Emergency locksmith', '/emergency/locksmith'],
    ]);
  });

  it('explains what counts as an emergency, with FAQ structured data', async () => {
    renderApp('/emergency-services');
    await findPageHeading();

    expect(screen.getByRole('heading', { name: 'What counts as an emergency' })).toBeVisible();
    expect(screen.getByText('Do emergency call-outs cost more?')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Emergency tradespeople.* \| Fixwell$/));
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as { '@type': string },
    );
    expect(jsonLd.map((item) => item['@type'])).toContain('FAQPage');
  });

  it('sends an emergency quote request', async () => {
    const { user, router } = renderApp('/emergency-services');
    await findPageHeading();

    await user.type(screen.getByLabelText('Postcode of the job'), 'M1 1AE');
    await user.click(screen.getByRole('button', { name: 'Request emergency help' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/quote'));
    expect(router.state.location.search).toBe('?postcode=M1+1AE&timing=emergency');
  });
});
