import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  getNotificationPreferences,
  saveNotificationPreferences,
} from '@/features/notifications/api/notifications-data';
import { EmailPreferencesForm } from '@/features/notifications/components/email-preferences-form';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/notifications/api/notifications-data', () => ({
  getNotificationPreferences: vi.fn(),
  saveNotificationPreferences: vi.fn(),
}));

const mockedGet = vi.mocked(getNotificationPreferences);
const mockedSave = vi.mocked(saveNotificationPreferences);

beforeEach(() => {
  mockedGet.mockReset().mockResolvedValue({ email: {}, messageDigest: false });
  mockedSave.mockReset().mockResolvedValue(undefined);
});

const form = () => screen.findByRole('form', { name: 'Email notifications' });

describe('EmailPreferencesForm', () => {
  it('shows a company its own categories, each with its hint, all on by default', async () => {
    renderApp(<EmailPreferencesForm uid="acme" role="company" />, {
      url: '/company/notifications',
    });
    const within_ = within(await form());
    for (const label of [
      'New leads',
      'Messages',
      'Appointments',
      'Quotes and invoices',
      'Reviews',
      'Payouts',
    ]) {
      const box = within_.getByRole('checkbox', { name: label });
      expect(box).toBeChecked();
    }
    expect(within_.getByRole('checkbox', { name: 'New leads' })).toHaveAccessibleDescription(
      'A job near you that matches your trades.',
    );
    expect(within_.queryByRole('checkbox', { name: 'Your quote requests' })).toBeNull();
    expect(
      within_.getByRole('checkbox', { name: 'Messages: send me one email a day instead' }),
    ).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'Email notifications' })).toBeInTheDocument();
  });

  it('shows a customer theirs, with what they saved before', async () => {
    mockedGet.mockResolvedValue({ email: { reviews: false }, messageDigest: true });
    renderApp(<EmailPreferencesForm uid="alice" role="customer" />, {
      url: '/customer/notifications',
    });
    const within_ = within(await form());
    expect(within_.getByRole('checkbox', { name: 'Your quote requests' })).toBeChecked();
    expect(within_.getByRole('checkbox', { name: 'Reviews' })).not.toBeChecked();
    expect(within_.queryByRole('checkbox', { name: 'New leads' })).toBeNull();
    expect(within_.queryByRole('checkbox', { name: 'Payouts' })).toBeNull();
    expect(
      within_.getByRole('checkbox', { name: 'Messages: send me one email a day instead' }),
    ).toBeChecked();
    expect(mockedGet).toHaveBeenCalledWith('alice');
  });

  it('saves the choices for the signed-in user', async () => {
    mockedGet.mockResolvedValue({ email: { leads: false }, messageDigest: false });
    const { user } = renderApp(<EmailPreferencesForm uid="acme" role="company" />, {
      url: '/company/notifications',
    });
    const within_ = within(await form());
    await user.click(within_.getByRole('checkbox', { name: 'New leads' }));
    await user.click(within_.getByRole('checkbox', { name: 'Payouts' }));
    await user.click(
      within_.getByRole('checkbox', { name: 'Messages: send me one email a day instead' }),
    );
    await user.click(within_.getByRole('button', { name: 'Save email notifications' }));

    await waitFor(() =>
      expect(mockedSave).toHaveBeenCalledWith('acme', {
        email: {
          leads: true,
          messages: true,
          appointments: true,
          documents: true,
          reviews: true,
          payouts: false,
        },
        messageDigest: true,
      }),
    );
    expect(await screen.findByText('Email notifications saved')).toBeInTheDocument();
  });

  it('says when saving fails, and keeps the choices', async () => {
    mockedSave.mockRejectedValue(
      new Error('PERMISSION_DENIED: Missing or insufficient permissions.'),
    );
    const { user } = renderApp(<EmailPreferencesForm uid="acme" role="company" />, {
      url: '/company/notifications',
    });
    const within_ = within(await form());
    await user.click(within_.getByRole('checkbox', { name: 'Reviews' }));
    await user.click(within_.getByRole('button', { name: 'Save email notifications' }));
    expect(await within_.findByRole('alert')).toHaveTextContent(
      'We could not save your email choices. Please check your connection and try again.',
    );
    expect(within_.getByRole('checkbox', { name: 'Reviews' })).not.toBeChecked();
  });

  it('offers to try again when the choices cannot be loaded', async () => {
    mockedGet.mockRejectedValueOnce(new Error('offline'));
    const { user } = renderApp(<EmailPreferencesForm uid="acme" role="company" />, {
      url: '/company/notifications',
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await form()).toBeInTheDocument();
  });
});
