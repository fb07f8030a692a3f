import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { PLUMBER } from '@/testing/catalogue-fixtures';
import { failNextRead, installFakePublicData } from '@/testing/fake-public-data';
import { findPageHeading, renderApp, setAuthState } from '@/testing/test-utils';

beforeEach(() => {
  setAuthState(null);
  installFakePublicData();
});

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('/emergency/:service', () => {
  it('lists the service’s emergency advice as numbered steps', async () => {
    renderApp('/emergency/plumber');

    expect(await findPageHeading()).toHaveTextContent('Emergency plumber');
    const steps = await within(section('What to do now')).findAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(PLUMBER.emergencyAdvice);
    expect(steps[0]!.closest('ol')).toBeInTheDocument();
  });

  it('puts 999 and the gas emergency number first', async () => {
    renderApp('/emergency/boiler-repair');

    expect(await findPageHeading()).toHaveTextContent('Emergency boiler repair');
    const numbers = section('Danger to life or a gas leak? Call these first');
    expect(within(numbers).getByRole('link', { name: '999' })).toHaveAttribute('href', 'tel:999');
    expect(within(numbers).getByRole('link', { name: '0800 111 999' })).toHaveAttribute(
      'href',
      'tel:0800111999',
    );
  });

  it('shows emergency call-out prices, FAQs, and links to the service and the largest towns', async () => {
    renderApp('/emergency/plumber');
    await findPageHeading();

    const costs = section('What an emergency call-out costs');
    expect(
      await within(costs).findByRole('rowheader', { name: 'Emergency call-out (first hour)' }),
    ).toBeInTheDocument();
    expect(within(costs).getByRole('cell', { name: '£90 to £180 per job' })).toBeInTheDocument();
    expect(within(costs).getByRole('link', { name: /More about plumbers/ })).toHaveAttribute(
      'href',
      '/services/plumber',
    );

    expect(
      within(section('Common questions')).getByText('How much does an emergency plumber cost?'),
    ).toBeInTheDocument();

    const towns = within(section('Local plumbers near you')).getAllByRole('link');
    expect(towns[0]).toHaveTextContent('Plumber in Glasgow');
    expect(towns[0]).toHaveAttribute('href', '/services/plumber/glasgow');

    await waitFor(() =>
      expect(
        [...document.querySelectorAll('script[type="application/ld+json"]')].some((script) =>
          script.textContent?.includes('"FAQPage"'),
        ),
      ).toBe(true),
    );
  });

  it('prefills the quote form with the service and emergency timing', async () => {
    const { user, router } = renderApp('/emergency/plumber');
    await findPageHeading();

    await user.type(screen.getByLabelText('Postcode of the job'), 'LS6 2AB');
    await user.click(screen.getByRole('button', { name: 'Request emergency help' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/quote'));
    expect(router.state.location.search).toBe('?service=plumber&postcode=LS6+2AB&timing=emergency');
  });

  it('offers a retry when the advice fails to load', async () => {
    failNextRead('services');
    const { user } = renderApp('/emergency/plumber');
    await findPageHeading();

    const region = section('What to do now');
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'We could not load the advice for this emergency. If anyone is in danger, call 999 now.',
    );
    await user.click(within(region).getByRole('button', { name: 'Try again' }));

    expect(await within(region).findAllByRole('listitem')).toHaveLength(
      PLUMBER.emergencyAdvice!.length,
    );
  });

  it('is a 404 for a service without emergency call-outs', async () => {
    renderApp('/emergency/painter-and-decorator');
    expect(await findPageHeading()).toHaveTextContent('404 Page Not Found');
  });
});
