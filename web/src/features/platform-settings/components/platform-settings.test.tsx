import { ADMIN_USER_MESSAGES } from '@fixwell/common/admin/admin-users';
import { PLATFORM_SETTINGS_DEFAULTS } from '@fixwell/common/admin/platform-settings';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  confirmPassword,
  fetchSettingsHistory,
  readPlatformSettings,
  updatePlatformSettings,
} from '@/features/platform-settings/api/platform-settings-data';
import { PlatformSettingsSection } from '@/features/platform-settings/components/platform-settings-form';
import { SettingsHistory } from '@/features/platform-settings/components/settings-history';
import { CallFunctionError } from '@/lib/call-function';
import { ReauthenticationError } from '@/lib/reauthenticate';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/platform-settings/api/platform-settings-data', () => ({
  SETTINGS_HISTORY_LIMIT: 30,
  readPlatformSettings: vi.fn(),
  fetchSettingsHistory: vi.fn(),
  updatePlatformSettings: vi.fn(),
  confirmPassword: vi.fn(),
}));

const saved = { ...PLATFORM_SETTINGS_DEFAULTS, supportEmail: 'support@fixwell.test' };

const renderSettings = () =>
  renderApp(
    <>
      <PlatformSettingsSection />
      <SettingsHistory />
    </>,
    { url: '/admin/settings' },
  );

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(readPlatformSettings).mockResolvedValue(saved);
  vi.mocked(fetchSettingsHistory).mockResolvedValue([]);
  vi.mocked(confirmPassword).mockResolvedValue();
  vi.mocked(updatePlatformSettings).mockImplementation(async (input) => ({
    settings: { ...saved, ...input } as typeof saved,
    changed: ['maxCompaniesPerQuote'],
  }));
});

describe('platform settings', () => {
  it('shows the settings in force', async () => {
    renderSettings();
    expect(await screen.findByLabelText('Companies per quote request')).toHaveValue(3);
    expect(screen.getByLabelText('Credit back when the company never writes (hours)')).toHaveValue(
      48,
    );
    expect(screen.getByLabelText('Lead expiry (hours)')).toHaveValue(72);
    expect(screen.getByRole('checkbox', { name: /Quote widget/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Extra leads/ })).toBeChecked();
    expect(screen.getByLabelText(/^Support email/)).toHaveValue('support@fixwell.test');
    expect(await screen.findByText('No change has been made here yet.')).toBeInTheDocument();
  });

  it('saves every setting together through the callable, then shows the new history', async () => {
    const { user } = renderSettings();
    const cap = await screen.findByLabelText('Companies per quote request');
    await user.clear(cap);
    await user.type(cap, '2');
    await user.click(screen.getByRole('checkbox', { name: /Extra leads/ }));
    vi.mocked(fetchSettingsHistory).mockResolvedValue([
      {
        id: 'a1',
        actorEmail: 'admin@fixwell.test',
        at: new Date('2026-11-24T10:15:00Z'),
        before: { maxCompaniesPerQuote: 3, 'features.extraLeads': true },
        after: { maxCompaniesPerQuote: 2, 'features.extraLeads': false },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(updatePlatformSettings).toHaveBeenCalledWith({
        ...saved,
        maxCompaniesPerQuote: 2,
        features: { quoteWidget: true, extraLeads: false },
      }),
    );
    const history = await screen.findByRole('list', { name: 'Changes, newest first' });
    expect(history).toHaveTextContent('24 November 2026 at 10:15 by admin@fixwell.test');
    expect(within(history).getByText('Companies per quote request: 3 → 2')).toBeInTheDocument();
    expect(within(history).getByText('Extra leads: on → off')).toBeInTheDocument();
  });

  it('says exactly what is wrong before saving', async () => {
    const { user } = renderSettings();
    const cap = await screen.findByLabelText('Companies per quote request');
    await user.clear(cap);
    await user.type(cap, '9');
    const expiry = screen.getByLabelText('Lead expiry (hours)');
    await user.clear(expiry);
    await user.type(expiry, '2');
    const email = screen.getByLabelText(/^Support email/);
    await user.clear(email);
    await user.type(email, 'support at fixwell');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a whole number from 1 to 5.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number of hours from 24 to 168.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Enter the support email address, like support@fixwell.co.uk, or leave it empty.',
      ),
    ).toBeInTheDocument();
    expect(updatePlatformSettings).not.toHaveBeenCalled();
  });

  it('puts the server’s refusal on its field', async () => {
    vi.mocked(updatePlatformSettings).mockRejectedValue(
      new CallFunctionError('Enter a whole number of hours from 24 to 168.', {
        code: 'invalid-argument',
        details: { fields: { unreadCreditHours: 'Enter a whole number of hours from 24 to 168.' } },
      }),
    );
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    const field = screen.getByLabelText('Credit back when the customer never reads (hours)');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  });

  it('shows a refusal with no field in the form’s banner', async () => {
    vi.mocked(updatePlatformSettings).mockRejectedValue(
      new CallFunctionError('Only an active admin can change the platform settings.', {
        code: 'permission-denied',
      }),
    );
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Only an active admin can change the platform settings.'),
    ).toBeInTheDocument();
  });

  describe('when the sign-in is too old', () => {
    const signInAgain = new CallFunctionError(ADMIN_USER_MESSAGES.signInAgain, {
      code: 'failed-precondition',
      details: { reason: 'sign-in-again' },
    });

    async function changeAndSave() {
      const rendered = renderSettings();
      const { user } = rendered;
      const cap = await screen.findByLabelText('Companies per quote request');
      await user.clear(cap);
      await user.type(cap, '2');
      await user.click(screen.getByRole('checkbox', { name: /Extra leads/ }));
      vi.mocked(updatePlatformSettings).mockRejectedValueOnce(signInAgain);
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      return rendered;
    }
    const changed = {
      ...saved,
      maxCompaniesPerQuote: 2,
      features: { quoteWidget: true, extraLeads: false },
    };

    it('asks for the password, then saves what was typed, kept all along', async () => {
      const { user } = await changeAndSave();
      const password = await screen.findByLabelText('Your password');
      expect(password).toHaveFocus();
      expect(password).toHaveAccessibleDescription(ADMIN_USER_MESSAGES.signInAgain);
      expect(screen.getByLabelText('Companies per quote request')).toHaveValue(2);
      expect(screen.getByRole('checkbox', { name: /Extra leads/ })).not.toBeChecked();

      await user.type(password, 'Fixwell-demo-1');
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      await waitFor(() => expect(updatePlatformSettings).toHaveBeenCalledTimes(2));
      expect(confirmPassword).toHaveBeenCalledWith('Fixwell-demo-1');
      expect(vi.mocked(confirmPassword).mock.invocationCallOrder[0]).toBeLessThan(
        vi.mocked(updatePlatformSettings).mock.invocationCallOrder[1]!,
      );
      expect(updatePlatformSettings).toHaveBeenNthCalledWith(1, changed);
      expect(updatePlatformSettings).toHaveBeenNthCalledWith(2, changed);
      await waitFor(() => expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument());
      expect(screen.getByLabelText('Companies per quote request')).toHaveValue(2);
    });

    it('says so on the field when the password is wrong, and saves nothing until it is right', async () => {
      const { user } = await changeAndSave();
      const password = await screen.findByLabelText('Your password');
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(await screen.findByText('Type your password to confirm it is you.')).toBeVisible();
      expect(confirmPassword).not.toHaveBeenCalled();

      vi.mocked(confirmPassword).mockRejectedValueOnce(new ReauthenticationError('wrong-password'));
      await user.type(password, 'not-it');
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(await screen.findByText('That password is not right. Try again.')).toBeVisible();
      expect(password).toHaveAttribute('aria-invalid', 'true');
      expect(password).toHaveFocus();
      expect(updatePlatformSettings).toHaveBeenCalledTimes(1);
      expect(screen.getByLabelText('Companies per quote request')).toHaveValue(2);

      await user.clear(password);
      await user.type(password, 'Fixwell-demo-1{Enter}');
      await waitFor(() => expect(updatePlatformSettings).toHaveBeenCalledTimes(2));
      expect(updatePlatformSettings).toHaveBeenLastCalledWith(changed);
    });
  });
});
