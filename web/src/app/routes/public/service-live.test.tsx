import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { PLUMBER, SERVICES, serviceSummary } from '@/testing/catalogue-fixtures';
import { installFakePublicData } from '@/testing/fake-public-data';
import { findPageHeading, renderApp } from '@/testing/test-utils';

// Admin edits to services reach their pages without a deploy (issue 16 §2): a service page takes
// its name and summary from Firestore's copy, and a service added since the build (in Firestore,
// not in the build-time index) has pages.

const POND_CLEANING = {
  ...PLUMBER,
  slug: 'pond-cleaning',
  name: 'Pond cleaning',
  searchTerm: 'pond cleaners',
  summary: 'Garden ponds emptied, cleaned, planted back and refilled by local pond specialists.',
  emergency: false,
  // An admin merged a suggestion into it: the quote form finds it by these words.
  keywords: ['Garden pond cleaning'],
  keywordKeys: ['garden pond cleaning'],
};

beforeEach(() => {
  // The build knows the fixture services; Firestore has those, one edited, and a new one.
  installFakePublicData({
    collections: {
      services: [
        ...SERVICES.filter((service) => service.slug !== 'plumber'),
        { ...PLUMBER, searchTerm: 'heating plumbers', summary: 'Edited by an admin today.' },
        POND_CLEANING,
      ],
    },
  });
});

describe('service pages read the live catalogue', () => {
  it('a service added since the build has its page', async () => {
    renderApp('/services/pond-cleaning');
    expect(await findPageHeading()).toHaveTextContent('Pond cleaners near you');
    await waitFor(() =>
      expect(document.title).toBe('Pond cleaners near you: compare free quotes | Fixwell'),
    );
    expect(screen.getByText(/Garden ponds emptied/)).toBeInTheDocument();
  });

  it('an edited service shows its new name and summary', async () => {
    renderApp('/services/plumber');
    await waitFor(async () =>
      expect(await findPageHeading()).toHaveTextContent('Heating plumbers near you'),
    );
    expect(screen.getAllByText(/Edited by an admin today\./).length).toBeGreaterThan(0);
  });

  it('a slug neither the build nor Firestore has is still a 404', async () => {
    renderApp('/services/astrologer');
    expect(await findPageHeading()).toHaveTextContent('404 Page Not Found');
  });

  it('the quote form offers a new service a link asks for, chosen', async () => {
    renderApp('/quote?service=pond-cleaning');
    const picker = await screen.findByRole('combobox', { name: 'What do you need?' });
    expect(picker).toHaveValue('pond-cleaning');
    expect(screen.getByRole('option', { name: 'Pond cleaning' })).toBeInTheDocument();
  });

  it('the quote form matches a search to a service through its keywords', async () => {
    renderApp('/quote?q=Garden+Pond+Cleaning');
    const picker = await screen.findByRole('combobox', { name: 'What do you need?' });
    expect(picker).toHaveValue('pond-cleaning');
  });

  it('a search no service matches stays in the description, as before', async () => {
    renderApp('/quote?q=Hot+tub+repair');
    const picker = await screen.findByRole('combobox', { name: 'What do you need?' });
    expect((picker as HTMLSelectElement).value).toBe('');
  });
});

describe('the live service index: services added and hidden in the console', () => {
  beforeEach(() => {
    // No quote form draft from the tests above.
    sessionStorage.clear();
    // Firestore's index: the fixture services with Plumber hidden by an admin, and Pond cleaning,
    // added since the build (which knows only the fixtures).
    installFakePublicData({
      collections: {
        services: [
          ...SERVICES.map((service) =>
            service.slug === 'plumber' ? { ...service, hidden: true } : service,
          ),
          POND_CLEANING,
        ],
        catalogueIndexes: [
          {
            id: 'services',
            services: [
              ...SERVICES.map((service) =>
                service.slug === 'plumber'
                  ? { ...serviceSummary(service), hidden: true }
                  : serviceSummary(service),
              ),
              serviceSummary(POND_CLEANING),
            ],
          },
        ],
      },
    });
  });

  it('/services lists the new service and leaves the hidden one out', async () => {
    renderApp('/services');
    expect(await screen.findByRole('link', { name: /Pond cleaning/ })).toHaveAttribute(
      'href',
      '/services/pond-cleaning',
    );
    expect(screen.getByRole('link', { name: /Boiler repair/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Plumber/ })).not.toBeInTheDocument();
  });

  it('a hidden service’s pages are not found', async () => {
    for (const path of ['/services/plumber', '/services/plumber/leeds', '/emergency/plumber']) {
      const { unmount } = renderApp(path);
      expect(await findPageHeading(), path).toHaveTextContent('404 Page Not Found');
      unmount();
    }
  });

  it('the quote form offers the new service and not the hidden one, even when a link asks', async () => {
    renderApp('/quote?service=plumber');
    // The form opens from the build's index, then again from the live one once it is read.
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Pond cleaning' })).toBeInTheDocument(),
    );
    const picker = screen.getByRole('combobox', { name: 'What do you need?' });
    expect(within(picker).queryByRole('option', { name: 'Plumber' })).not.toBeInTheDocument();
    expect((picker as HTMLSelectElement).value).toBe('');
  });
});
