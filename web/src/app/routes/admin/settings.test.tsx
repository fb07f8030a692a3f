import { PLATFORM_SETTINGS_DEFAULTS } from '@fixwell/common/admin/platform-settings';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { fetchBillingSettings } from '@/features/admin-billing/api/admin-billing-data';
import {
  fetchSettingsHistory,
  readPlatformSettings,
} from '@/features/platform-settings/api/platform-settings-data';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/admin-billing/api/admin-billing-data', () => ({
  fetchBillingSettings: vi.fn(),
  updateBillingSettings: vi.fn(),
  confirmPassword: vi.fn(),
}));
vi.mock('@/features/platform-settings/api/platform-settings-data', () => ({
  SETTINGS_HISTORY_LIMIT: 30,
  readPlatformSettings: vi.fn(),
  fetchSettingsHistory: vi.fn(),
  updatePlatformSettings: vi.fn(),
  confirmPassword: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(readPlatformSettings).mockResolvedValue({
    ...PLATFORM_SETTINGS_DEFAULTS,
    supportEmail: 'support@fixwell.test',
  });
  vi.mocked(fetchSettingsHistory).mockResolvedValue([]);
  vi.mocked(fetchBillingSettings).mockResolvedValue({ pastDueGraceDays: 7 });
});

describe('/admin/settings', () => {
  it('gathers the platform settings, the grace period, a link to the fees and the history', async () => {
    renderApp('/admin/settings', { profile: makeProfile('admin') });
    expect(await findPageHeading()).toHaveTextContent('Settings');
    expect(await screen.findByLabelText('Companies per quote request')).toHaveValue(3);
    expect(
      await screen.findByRole('heading', { name: 'Grace period for failed payments' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Fees' })).toHaveAttribute(
      'href',
      '/admin/settings/fees',
    );
    expect(screen.getByRole('heading', { name: 'History of changes' })).toBeInTheDocument();
  });
});
