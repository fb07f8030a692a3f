import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { watchSubscribers } from '@/features/newsletter/api/newsletter-data';
import { stubNewsletterData } from '@/features/newsletter/testing/stub-newsletter-data';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/newsletter/api/newsletter-data', () => ({
  countNewsletterRecipients: vi.fn(),
  getNewsletterOverview: vi.fn(),
  removeNewsletterSubscriber: vi.fn(),
  sendNewsletterIssue: vi.fn(),
  sendNewsletterTest: vi.fn(),
  suppressNewsletterAddress: vi.fn(),
  watchIssues: vi.fn(),
  watchSubscribers: vi.fn(),
}));

beforeEach(() => {
  vi.clearAllMocks();
  stubNewsletterData();
});

describe('/admin/newsletter', () => {
  it('reads the subscriber filters from the URL and writes changes back to it', async () => {
    const { user, router } = renderApp(
      '/admin/newsletter?segment=companies&status=pending&q=nina',
      {
        profile: makeProfile('admin'),
      },
    );
    expect(await findPageHeading()).toHaveTextContent('Newsletter');
    await waitFor(() =>
      expect(watchSubscribers).toHaveBeenCalledWith(
        { segment: 'companies', status: 'pending', search: 'nina' },
        25,
        expect.any(Function),
        expect.any(Function),
      ),
    );
    expect(await screen.findByText('No issue has been sent yet.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    await waitFor(() => expect(router.state.location.search).toBe('?segment=companies&q=nina'));
  });

  it('ignores filter values it does not know', async () => {
    renderApp('/admin/newsletter?segment=landlords', { profile: makeProfile('admin') });
    await findPageHeading();
    await waitFor(() =>
      expect(watchSubscribers).toHaveBeenCalledWith(
        { segment: '', status: '', search: '' },
        25,
        expect.any(Function),
        expect.any(Function),
      ),
    );
  });
});
