import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installFakePublicData } from '@/testing/fake-public-data';
import { findPageHeading, renderApp, setAuthState } from '@/testing/test-utils';

type PositionAnswer =
  | { coords: { latitude: number; longitude: number } }
  | { error: { code: number; message: string } };

function stubGeolocation(answer: PositionAnswer | null) {
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if (!answer) return;
      if ('coords' in answer) success({ coords: answer.coords } as GeolocationPosition);
      else failure?.(answer.error as GeolocationPositionError);
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: answer === null ? undefined : { getCurrentPosition },
  });
  return getCurrentPosition;
}

beforeEach(() => {
  setAuthState(null);
  installFakePublicData();
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

async function searchFor(postcode: string) {
  const view = renderApp('/find-tradesman-near-me');
  expect(await findPageHeading()).toHaveTextContent('Find a tradesman near me');
  const search = screen.getByRole('search');
  await view.user.type(within(search).getByLabelText('Your postcode'), postcode);
  await view.user.click(within(search).getByRole('button', { name: 'Find tradespeople' }));
  return view;
}

describe('/find-tradesman-near-me by postcode', () => {
  it('finds the town of a full postcode, normalised, and links to its tradespeople', async () => {
    const { router } = await searchFor('ls62ab');

    const result = await screen.findByRole('heading', { name: 'Your nearest town: Leeds' });
    await waitFor(() => expect(result).toHaveFocus());
    expect(router.state.location.search).toBe('?postcode=LS6+2AB');
    expect(screen.getByText(/Postcode LS6 2AB is in our Leeds area/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all tradespeople in Leeds' })).toHaveAttribute(
      'href',
      '/tradespeople/leeds',
    );

    // The services most asked for come first, each linked to its page for the town.
    const services = screen.getByRole('heading', { name: 'Popular services in Leeds' })
      .nextElementSibling as HTMLElement;
    const links = within(services).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Plumber in Leeds');
    expect(links[0]).toHaveAttribute('href', '/services/plumber/leeds');
    expect(links.map((link) => link.textContent)).toContain('Painter and decorator in Leeds');

    // The quote form is prefilled with the postcode searched for.
    expect(screen.getByLabelText('Postcode of the job')).toHaveValue('LS6 2AB');
  });

  it('accepts an outward code and offers the other towns that share its area', async () => {
    await searchFor('bd7');

    expect(await screen.findByRole('heading', { name: 'Best match: Bradford' })).toBeVisible();
    expect(
      screen.getByText(/Bradford is the largest town we list in the BD postcode area/),
    ).toBeInTheDocument();
    const notYourTown = screen.getByText(/Not your town\?/);
    expect(notYourTown).toHaveTextContent('The BD postcode area also covers Keighley.');
    expect(within(notYourTown).getByRole('link', { name: 'Keighley' })).toHaveAttribute(
      'href',
      '/tradespeople/keighley',
    );
    expect(screen.getByLabelText('Postcode of the job')).toHaveValue('BD7');
  });

  it('says so when no town covers the postcode area', async () => {
    await searchFor('ZE1 0AA');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find that postcode area. Check it and try again.',
    );
    // Focus stays where it was, so keyboard users can correct the postcode straight away.
    expect(screen.getByRole('button', { name: 'Find tradespeople' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: /nearest town/ })).not.toBeInTheDocument();
  });

  it('explains the format when the text is not a postcode, without searching', async () => {
    const { router } = await searchFor('Leeds');

    const field = screen.getByLabelText('Your postcode');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'Enter a UK postcode, such as LS6 2AB, or the first half of one, such as LS6.',
      ),
    );
    expect(field).toHaveFocus();
    expect(router.state.location.search).toBe('');
  });

  it('shows the answer for a postcode in the address', async () => {
    renderApp('/find-tradesman-near-me?postcode=M1%201AE');
    expect(
      await screen.findByRole('heading', { name: 'Your nearest town: Manchester' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Your postcode')).toHaveValue('M1 1AE');
  });
});

describe('/find-tradesman-near-me with the browser location', () => {
  it('finds the nearest town to the position', async () => {
    const getCurrentPosition = stubGeolocation({
      coords: { latitude: 53.8, longitude: -1.75 },
    });
    const { user } = renderApp('/find-tradesman-near-me');
    await findPageHeading();

    await user.click(screen.getByRole('button', { name: 'Use my location' }));

    expect(getCurrentPosition).toHaveBeenCalledOnce();
    expect(
      await screen.findByRole('heading', { name: 'Your nearest town: Bradford' }),
    ).toBeVisible();
    expect(screen.getByText(/West Yorkshire, less than a mile away/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plumber in Bradford' })).toHaveAttribute(
      'href',
      '/services/plumber/bradford',
    );
    expect(screen.getByRole('link', { name: 'Leeds' })).toHaveAttribute(
      'href',
      '/tradespeople/leeds',
    );
  });

  it('explains what to do when the visitor refuses', async () => {
    stubGeolocation({ error: { code: 1, message: 'User denied Geolocation' } });
    const { user } = renderApp('/find-tradesman-near-me');
    await findPageHeading();

    await user.click(screen.getByRole('button', { name: 'Use my location' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have not allowed this site to use your location. Enter your postcode instead',
    );
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeEnabled();
  });

  it('explains when the position cannot be found', async () => {
    stubGeolocation({ error: { code: 2, message: 'Position unavailable' } });
    const { user } = renderApp('/find-tradesman-near-me');
    await findPageHeading();

    await user.click(screen.getByRole('button', { name: 'Use my location' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not work out where you are.',
    );
  });

  it('explains when the browser has no location service', async () => {
    stubGeolocation(null);
    const { user } = renderApp('/find-tradesman-near-me');
    await findPageHeading();

    await user.click(screen.getByRole('button', { name: 'Use my location' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your browser cannot share your location. Enter your postcode instead.',
    );
  });
});
